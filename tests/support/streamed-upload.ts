// A multipart upload sent as a stream without Content-Length (chunked), as a client that does not
// know its length sends it: the file part's bytes are made as they are written, so a test can send
// far more than it could hold. Writing stops when the server answers; `sentBytes` says how much of
// the file had gone out by then, which tells a server that refuses while streaming from one that
// reads the whole body first.
import { request } from 'node:http';

export type StreamedUploadAnswer = { status: number; body: { message?: string }; sentBytes: number };

export function streamedUpload(
  url: string,
  options: {
    headers?: Record<string, string>;
    field?: string;
    fileName: string;
    /** The file's first bytes (a signature); the rest is filler. */
    head?: Uint8Array;
    totalBytes: number;
  },
): Promise<StreamedUploadAnswer> {
  const boundary = `----wakeline${Math.random().toString(16).slice(2)}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const ending = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...options.headers,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Transfer-Encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (data: Buffer) => chunks.push(data));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: { message?: string };
        try {
          body = JSON.parse(text) as { message?: string };
        } catch {
          body = { message: text };
        }
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentBytes });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sentBytes < options.totalBytes) {
        let piece: Buffer = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - sentBytes));
        if (sentBytes === 0 && options.head) {
          piece = Buffer.from(piece);
          piece.set(options.head);
        }
        sentBytes += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      if (!answered) req.end(ending);
    };
    req.write(preamble);
    write();
  });
}
