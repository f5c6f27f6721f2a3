// An HTTP request that sees the bytes on the wire (ADR 0065): node:http does not decode a
// Content-Encoding, unlike fetch, so the body is the coded body and its length what a client
// downloads. Used by the compression tests and bench/bytes.ts.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received (still coded). */
  body: Buffer;
  /** Status line, header lines and body, in bytes as received. */
  wireBytes: number;
};

export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            wireBytes: headerBytes + body.length,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The body decoded per its Content-Encoding (br, gzip or none). */
export function decodedBody(response: RawResponse): Buffer {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body);
  if (coding === 'gzip') return gunzipSync(response.body);
  if (coding === undefined) return response.body;
  throw new Error(`unexpected Content-Encoding ${String(coding)}`);
}
