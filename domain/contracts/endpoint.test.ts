// The endpoint declarations both tiers use (issue 23 §3): the path filled from the params.
import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint.ts';

describe('fillPath', () => {
  it('fills each placeholder with its value, URI-encoded', () => {
    expect(fillPath('/Users/SetCompany/{id}', { id: 'a b/c' })).toBe('/Users/SetCompany/a%20b%2Fc');
    expect(fillPath('/Vessels/{vesselId}/Files/{name}', { vesselId: 'v1', name: 'é.pdf' })).toBe(
      '/Vessels/v1/Files/%C3%A9.pdf',
    );
  });

  it('leaves a path without placeholders as it is', () => {
    expect(fillPath('/NoonReports/Find')).toBe('/NoonReports/Find');
  });

  it('refuses to send a request with a placeholder left empty', () => {
    expect(() => fillPath('/NoonReports/{id}', {})).toThrow('needs a value for id');
    expect(() => fillPath('/NoonReports/{id}', { id: '' })).toThrow('needs a value for id');
  });
});
