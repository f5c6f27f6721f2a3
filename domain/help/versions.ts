// The new-version notice (000 §4, SHELL-133/134; ADR 0083): the server's version against the last
// version the user saw, kept in a cookie for one year.

export const lastUsedVersionCookie = 'wakeline.lastUsedVersion';
export const lastUsedVersionCookieDays = 365;

/** Compares dotted versions number by number ('0.10.0' > '0.9.1'); a pre-release tag sorts first. */
export function compareVersions(a: string, b: string): number {
  const parse = (text: string) => {
    const [core = '', pre = ''] = text.trim().replace(/^v/i, '').split('-', 2);
    return { parts: core.split('.').map((part) => Number.parseInt(part, 10) || 0), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < Math.max(left.parts.length, right.parts.length); index++) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (left.pre === right.pre) return 0;
  if (!left.pre) return 1;
  if (!right.pre) return -1;
  return left.pre < right.pre ? -1 : 1;
}

/**
 * Whether to show 'New features added!': the server's version is greater than the one last used.
 * Without a stored version (a first visit on this browser) nothing is new: the version is stored.
 */
export function isNewVersion(serverVersion: string, lastUsed: string | null): boolean {
  return lastUsed !== null && compareVersions(serverVersion, lastUsed) > 0;
}
