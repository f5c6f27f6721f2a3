// The query keys of ISO 19030: everything of a vessel under one prefix, so a changed event refreshes
// both the events and the indicators computed from them.
export const iso19030Key = (vesselId: string) => ['iso19030', vesselId] as const;
export const iso19030EventsKey = (vesselId: string) => [...iso19030Key(vesselId), 'events'] as const;
export const iso19030IndicatorsKey = (vesselId: string) => [...iso19030Key(vesselId), 'indicators'] as const;
