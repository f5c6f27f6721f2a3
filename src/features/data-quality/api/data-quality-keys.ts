// Query keys of the Data quality calls: one root, so an action can refresh every screen at once.
export const dataQualityKey = ['data-quality'] as const;
