// The query keys of the CII calls: one root per vessel, so a change to its voyages or settings can
// drop every CII answer of the vessel at once.
export const ciiKey = (vesselId: string) => ['cii', vesselId] as const;
