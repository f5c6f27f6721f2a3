// Download names in any script: the header keeps to bytes, the name keeps its characters.
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, xlsxResponse } from './file-response.ts';

describe('attachmentDisposition', () => {
  it('names an ASCII file as before, and again as UTF-8', () => {
    expect(attachmentDisposition('taxonomy.xlsx')).toBe(
      `attachment; filename="taxonomy.xlsx"; filename*=UTF-8''taxonomy.xlsx`,
    );
  });

  it('keeps a vessel name in another script or with an emoji in filename*, and ASCII in filename', () => {
    const header = attachmentDisposition('Ærø 海运 🚢 long trends.xlsx');
    expect(header).toContain(`filename="_r_ __ __ long trends.xlsx"`);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Ærø 海运 🚢 long trends.xlsx');
  });

  it('turns quotes, path characters, line breaks and lone surrogates into harmless characters', () => {
    const header = attachmentDisposition('a"b/c\\d\r\ne\ud800f.xlsx');
    expect(header).toContain(`filename="a_b_c_d__e_f.xlsx"`);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('a_b_c_d__e\ufffdf.xlsx');
  });

  it('makes a Response whose header Node accepts for any name (no 500 for a vessel named in Chinese)', () => {
    const response = xlsxResponse(new Uint8Array([1]), '海运\ud83d long trends.xlsx');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/);
  });
});
