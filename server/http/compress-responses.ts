// API response compression (issue 16 §2, ADR 0065): a JSON or text answer larger than a
// threshold is sent brotli-coded (fast quality) or gzip-coded per Accept-Encoding, with
// Vary: Accept-Encoding and the coded Content-Length. Left as they are: small answers (the coding
// would cost more than it saves), answers already coded, downloads of compressed formats
// (xlsx, zip, pdf: their types are not in the list below), streamed types (text/event-stream,
// NDJSON: buffering would hold them back), HEAD, 204/206/304 and no-transform answers.
// The ETag of a synced write names the row's version, not the bytes, and is kept as it is.
// POST /Sync/Ops runs each op through the app without Accept-Encoding: its inner answers stay
// plain, and the batch answer as a whole is coded.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { answerJson } from '../db/read-cache.ts';
import type { AppEnv } from './api-router.ts';
import { negotiateEncoding, varyOnEncoding, type ContentCoding } from './content-encoding.ts';

/** Answers smaller than this go as they are (a packet or two; the coding saves nothing). */
export const compressionThresholdBytes = 1024;

const compressibleType = /^(application\/(json|[\w.+-]+\+json|javascript|xml)|text\/|image\/svg\+xml)/i;
const streamedType = /^(text\/event-stream|application\/(x-)?ndjson)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function encode(body: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          // Quality 4: about gzip's speed with a smaller result (ADR 0065 has the figures).
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

type CodedAnswer = { plainBytes: number; coded: Partial<Record<ContentCoding, Promise<Buffer>>> };

/**
 * The coded bytes of the read caches' answers (ADR 0076), made once per answer and coding and
 * kept weakly with the answer: a write empties the cache, the answer goes, and its bytes with it.
 */
const codedAnswers = new WeakMap<object, CodedAnswer>();

function codedAnswerOf(answer: object): CodedAnswer {
  let entry = codedAnswers.get(answer);
  if (!entry) {
    entry = { plainBytes: Buffer.byteLength(answerJson(answer)), coded: {} };
    codedAnswers.set(answer, entry);
  }
  return entry;
}

function codedBytes(answer: object, entry: CodedAnswer, coding: ContentCoding): Promise<Buffer> {
  let coded = entry.coded[coding];
  if (!coded) {
    const made = encode(Buffer.from(answerJson(answer)), coding);
    entry.coded[coding] = made;
    // A failed coding is not kept: the next request tries again.
    made.catch(() => {
      if (entry.coded[coding] === made) delete entry.coded[coding];
    });
    coded = made;
  }
  return coded;
}

export function compressResponses(thresholdBytes = compressionThresholdBytes): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!compressibleType.test(type) || streamedType.test(type)) return;
    if (res.headers.has('Content-Encoding') || [204, 206, 304].includes(res.status)) return;
    if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
    // From here the representation depends on Accept-Encoding, whatever this request asked.
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (c.req.method === 'HEAD' || !coding || declared < thresholdBytes) {
      varyOnEncoding(res.headers);
      return;
    }
    const stored = c.get('storedAnswer');
    if (stored) {
      // The body is the cached answer's JSON text: its coded bytes are made once, not read back.
      const entry = codedAnswerOf(stored);
      varyOnEncoding(res.headers);
      if (entry.plainBytes < thresholdBytes) return;
      const coded = await codedBytes(stored, entry, coding);
      const headers = new Headers(res.headers);
      headers.set('Content-Encoding', coding);
      headers.set('Content-Length', String(coded.byteLength));
      c.res = undefined;
      // (No statusText: reading it, too, would turn the light answer into a web stream.)
      c.res = new Response(coded as Uint8Array<ArrayBuffer>, { status: res.status, headers });
      return;
    }
    // Read only here: reading `res.body` turns @hono/node-server's light answer into a web stream.
    if (!res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    // (Unset first: Hono's setter would copy the old headers, Content-Length among them, over.)
    c.res = undefined;
    if (body.byteLength < thresholdBytes) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const coded = await encode(body, coding);
    headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(coded.byteLength));
    c.res = new Response(coded as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
