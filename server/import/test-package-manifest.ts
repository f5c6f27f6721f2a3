// A valid one-day package manifest for the package reader's tests; `overrides` replace its fields.
export const testManifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'wakeline-package',
    formatVersion: 1,
    imoNumber: '9300001',
    periodStart: '2026-01-01T00:00:00.000Z',
    periodEnd: '2026-01-02T00:00:00.000Z',
    createdAt: '2026-01-02T00:00:00.000Z',
    software: { name: 'test', version: '1' },
    sampleFiles: ['samples/2026-01-01.csv'],
    ...overrides,
  });
