// One declaration per endpoint (issue 23 §3): its method, its path under /api/v1 as endpoints.tsv
// writes it (with `{param}` placeholders), and the valibot schemas of its params, query, body and
// answer. The server's router registers it (adding who may call and the words of the API
// document); the client's `callApi` builds the request from it. Neither side writes the path again.
import type * as v from 'valibot';

type Schema = v.GenericSchema;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type EndpointContract = {
  method: HttpMethod;
  /** The path under /api/v1, `{name}` for each parameter. */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The answer's schema; none means 204 No Content (or an answer that is not JSON). */
  response?: Schema;
  status?: 200 | 201 | 202;
};

/** Declares an endpoint; the exact types of its schemas are kept for both tiers. */
export function endpoint<const C extends EndpointContract>(contract: C): C {
  return contract;
}

/** The input an endpoint's params schema takes (what the client fills in), or never. */
export type ParamsOf<C extends EndpointContract> = C['params'] extends Schema
  ? v.InferInput<C['params']>
  : never;
export type QueryOf<C extends EndpointContract> = C['query'] extends Schema
  ? v.InferInput<C['query']>
  : never;
export type BodyOf<C extends EndpointContract> = C['body'] extends Schema ? v.InferInput<C['body']> : never;
export type AnswerOf<C extends EndpointContract> = C['response'] extends Schema
  ? v.InferOutput<C['response']>
  : undefined;

/**
 * The endpoint's path with each `{name}` replaced by its value, URI-encoded. A placeholder without
 * a value is an error of the caller, not a request to send.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`The path ${path} needs a value for ${name}`);
    return encodeURIComponent(String(value));
  });
}
