// PostgreSQL's error codes that the services answer in words, the same on pg and on PGlite.

/** Whether an error is PostgreSQL's unique_violation (23505): a constraint refused a second row. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
