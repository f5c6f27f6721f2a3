// Declares an endpoint once: method, spec path, access, valibot schemas for params, query, body and
// answer. The router registers it with Hono (paths matched ignoring case), validates the input,
// calls the handler and presents the answer; the OpenAPI document is generated from the same list.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { AppError, unauthenticated } from './app-error.ts';
import { normaliseQueryKeys, parseInput } from './validate.ts';
import { answerJson, isStoredAnswer } from '../db/read-cache.ts';
import type { Actor } from '../security/actor.ts';
import type { EndpointContract } from '../../domain/contracts/endpoint.ts';
import { messages } from '../../domain/messages.ts';

/**
 * Per request: the caller, and its token's expiry (null for API keys, which do not expire); the
 * read cache's answer when the body is its JSON text (the compression keeps its coded bytes).
 */
export type AppEnv = {
  Variables: {
    /** The client's address (server/http/client-address.ts, ADR 0091). */
    clientAddress?: string;
    actor: Actor | null;
    tokenExpiresAt: Date | null;
    storedAnswer?: object;
  };
};

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * An endpoint as the router registers it: its declaration in domain/contracts (method, path,
 * schemas, ADR 0111) and what is the server's own: who may call and the API document's words.
 */
export type EndpointDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> = Omit<EndpointContract, 'params' | 'query' | 'body'> & {
  tag: string;
  summary: string;
  /** Who may call, in words, for the OpenAPI document (the service enforces it). */
  access: string;
  params?: P;
  query?: Q;
  body?: B;
};

export type RegisteredEndpoint = EndpointDefinition<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined
> & {
  isPublic: boolean;
};

type HandlerInput<P, Q, B, A> = { params: Out<P>; query: Out<Q>; body: Out<B>; actor: A; c: Context<AppEnv> };

export const apiBase = '/api/v1';

export class ApiRouter {
  readonly endpoints: RegisteredEndpoint[] = [];
  /** 'METHOD /path' of the endpoints without parameters, as Hono matches them. */
  readonly #literalPaths = new Set<string>();

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly checkResponses = false,
  ) {}

  /** An endpoint anyone may call (sign-in, password reset, version). */
  public<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(
    definition: EndpointDefinition<P, Q, B>,
    handler: (input: HandlerInput<P, Q, B, Actor | null>) => unknown,
  ): void {
    this.#register(definition, true, handler);
  }

  /** An endpoint that needs a signed-in caller (token or API key); the service checks the rest. */
  authenticated<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(
    definition: EndpointDefinition<P, Q, B>,
    handler: (input: HandlerInput<P, Q, B, Actor>) => unknown,
  ): void {
    this.#register(definition, false, (input) => {
      if (!input.actor) throw unauthenticated();
      return handler({ ...input, actor: input.actor });
    });
  }

  #register<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined>(
    definition: EndpointDefinition<P, Q, B>,
    isPublic: boolean,
    handler: (input: HandlerInput<P, Q, B, Actor | null>) => unknown,
  ): void {
    this.endpoints.push({ ...definition, isPublic });
    // Literal segments in lower case (paths match ignoring case); parameter names kept as written.
    const honoPath = (apiBase + definition.path)
      .split(/(\{\w+\})/)
      .map((part) => (part.startsWith('{') ? `:${part.slice(1, -1)}` : part.toLowerCase()))
      .join('');
    const method = definition.method.toUpperCase();
    const hasParams = honoPath.includes(':');
    if (!hasParams) this.#literalPaths.add(`${method} ${honoPath}`);
    this.app.on(method, honoPath, async (c, next) => {
      // A literal path wins over a parameter in the same place whatever the order of registration
      // (PUT /VesselAdministrations/UpdateVeracityKey is not PUT /VesselAdministrations/{id}).
      if (hasParams && this.#literalPaths.has(`${method} ${c.req.path.toLowerCase()}`)) return next();
      const actor = c.get('actor');
      if (!isPublic && !actor) throw unauthenticated();
      const params = (definition.params ? parseInput(definition.params, c.req.param()) : undefined) as Out<P>;
      const query = (
        definition.query
          ? parseInput(definition.query, normaliseQueryKeys(definition.query, c.req.query()))
          : undefined
      ) as Out<Q>;
      const body = (definition.body ? parseInput(definition.body, await readJson(c)) : undefined) as Out<B>;
      const result = await handler({ params, query, body, actor, c });
      // File downloads answer with their own Response.
      if (result instanceof Response) return result;
      if (!definition.response) return c.body(null, 204);
      if (this.checkResponses) {
        const checked = v.safeParse(definition.response, result);
        if (!checked.success) {
          throw new Error(
            `Answer of ${definition.method.toUpperCase()} ${definition.path} breaks its contract: ${checked.issues
              .map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`)
              .join('; ')}`,
          );
        }
      }
      // A cached answer's JSON text is made once (ADR 0076); any other answer as c.json would.
      if (isStoredAnswer(result)) c.set('storedAnswer', result);
      return c.body(answerJson(result), (definition.status ?? 200) as 200, {
        'Content-Type': 'application/json',
      });
    });
  }
}

/** JSON bodies of the API are small; anything larger is refused before it is parsed. */
export const maxJsonBodyBytes = 1024 * 1024;

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  if (Number(c.req.header('Content-Length') ?? 0) > maxJsonBodyBytes) {
    throw new AppError('VALIDATION_FAILED', messages.bodyTooLarge);
  }
  const text = await c.req.text();
  if (text.length > maxJsonBodyBytes) throw new AppError('VALIDATION_FAILED', messages.bodyTooLarge);
  if (text.trim() === '') return undefined;
  // A NUL character cannot be stored in a PostgreSQL text: refused here rather than a 500 there.
  if (text.includes('\\u0000')) throw new AppError('VALIDATION_FAILED', messages.malformedJson);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED', messages.malformedJson);
  }
}
