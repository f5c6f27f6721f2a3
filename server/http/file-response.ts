// File downloads: a handler answers with its own Response (api-router passes it through).
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The Content-Disposition of a download named `fileName` (quotes and path characters removed): an
 * ASCII `filename` and the full name as UTF-8 in `filename*` (RFC 6266), since a header carries
 * bytes only and a vessel named in any script, or with an emoji, must not break its download.
 */
export function attachmentDisposition(fileName: string): string {
  // Code points: a lone surrogate (which has no UTF-8) becomes U+FFFD.
  const safe = Array.from(fileName.replace(/["\\/\r\n]/g, '_'), (char) =>
    char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '\ufffd' : char,
  ).join('');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** An Excel workbook as a download named `fileName`. */
export function xlsxResponse(buffer: ArrayBuffer | Uint8Array, fileName: string): Response {
  return new Response(buffer as ArrayBuffer, {
    headers: {
      'Content-Type': xlsxType,
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
}

/** Stored bytes as a download named `fileName`, with the content type they were checked to have. */
export function downloadResponse(bytes: Uint8Array, fileName: string, contentType: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': attachmentDisposition(fileName),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
    },
  });
}
