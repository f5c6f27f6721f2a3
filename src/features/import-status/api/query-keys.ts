// Every query of the import status page starts with this key, so Refresh and a change (retry,
// remove) reload them all at once.
export const importStatusQueryKey = ['import-status'] as const;
