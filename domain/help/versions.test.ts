import { describe, expect, it } from 'vitest';
import { compareVersions, isNewVersion } from './versions.ts';

describe('versions', () => {
  it('compares dotted versions by number', () => {
    expect(compareVersions('0.10.0', '0.9.1')).toBe(1);
    expect(compareVersions('1.0.0', '1.0')).toBe(0);
    expect(compareVersions('0.1.0', '0.1.1')).toBe(-1);
    expect(compareVersions('1.0.0-beta', '1.0.0')).toBe(-1);
    expect(compareVersions('v2.0.0', '1.9.9')).toBe(1);
  });
  it('SHELL-133 the notice shows when the server version is greater than the last used one', () => {
    expect(isNewVersion('0.2.0', '0.1.0')).toBe(true);
    expect(isNewVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewVersion('0.1.0', '0.2.0')).toBe(false);
    expect(isNewVersion('0.1.0', null)).toBe(false);
  });
});
