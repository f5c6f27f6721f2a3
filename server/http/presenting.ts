// Shared by the presenters of the capabilities: a stored timestamp as the API's UTC ISO string.
export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
