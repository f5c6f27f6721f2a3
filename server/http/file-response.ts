// File downloads: a handler answers with its own Response (api-router passes it through).
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel workbook as a download named `fileName` (quotes and path characters removed). */
export function xlsxResponse(buffer: ArrayBuffer | Uint8Array, fileName: string): Response {
  const safe = fileName.replace(/["\\/\r\n]/g, '_');
  return new Response(buffer as ArrayBuffer, {
    headers: {
      'Content-Type': xlsxType,
      'Content-Disposition': `attachment; filename="${safe}"`,
      'Cache-Control': 'no-store',
    },
  });
}
