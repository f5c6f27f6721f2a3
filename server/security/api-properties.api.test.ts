// Property-based tests of every operation (issue 16 §4, ADR 0069): bodies, queries and path
// parameters generated from the operation's JSON schema (inside it, and outside it: wrong types,
// missing and extra fields, huge strings, odd unicode, odd numbers), sent as the Administrator and,
// for the vessel's calls, as a User. Two properties: no answer is a 5xx, and a refused request
// (4xx) changes nothing in the database (a fingerprint of every table before and after it; reads
// are checked once per operation, as a read changes nothing whatever its answer).
// Reproduce a failure with the seed it prints: FC_SEED=<seed> npx vitest run --project api <this file>.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestFor,
  startApiFixture,
  type ApiCall,
  type ApiFixture,
  type Caller,
  type Operation,
} from '../../tests/support/api-fixture.ts';
import { authorizationMatrix, matrixRules } from '../../tests/support/authorization-matrix.ts';
import { changedTables, fingerprintDatabase } from '../../tests/support/db-fingerprint.ts';
import {
  invalidArbitrary,
  validArbitrary,
  type JsonSchema,
} from '../../tests/support/json-schema-arbitrary.ts';

/** Requests per operation: a few, so the whole file stays within seconds of its fixture. */
const casesPerOperation = 3;
const seed = Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647);

/** Calls that end the caller's session; fuzzing them would sign the test out. */
const notFuzzed = new Set(['POST /Authenticate/SignOut']);

let fixture: ApiFixture;
let operations: Operation[];

beforeAll(async () => {
  fixture = await startApiFixture();
  operations = fixture.operations.filter((operation) => !notFuzzed.has(operation.key));
}, 180_000);
afterAll(async () => {
  await fixture?.stop();
});

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Requests for one operation: the matrix's valid request with its parts replaced by generated ones. */
function requestArbitrary(operation: Operation): fc.Arbitrary<ApiCall> {
  const base = requestFor(operation, fixture.ids);
  const baseUrl = new URL(base.path, 'http://x');
  const parameters = operation.operation.parameters ?? [];
  const parameterArbitrary = (schema: JsonSchema, fixtureValue: string | null) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(fixtureValue) },
      { weight: 2, arbitrary: validArbitrary(schema).map(text) },
      { weight: 2, arbitrary: invalidArbitrary(schema).map(text) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const values = fc.record(
    Object.fromEntries(
      parameters.map((parameter) => {
        const fixtureValue =
          parameter.in === 'query'
            ? baseUrl.searchParams.get(parameter.name)
            : decodeURIComponent(
                baseUrl.pathname.split('/')[operation.path.split('/').indexOf(`{${parameter.name}}`) + 2] ??
                  '',
              );
        return [parameter.name, parameterArbitrary(parameter.schema, fixtureValue)];
      }),
    ),
  );
  const bodySchema = operation.operation.requestBody?.content['application/json'].schema;
  const body = bodySchema
    ? fc.oneof(
        fc.constant(base.body),
        validArbitrary(bodySchema),
        invalidArbitrary(bodySchema),
        // The valid body with one field from outside its schema.
        fc.constantFrom(...Object.keys(bodySchema.properties ?? { _: {} })).chain((key) =>
          invalidArbitrary(bodySchema.properties?.[key] ?? {}).map((wrong) => ({
            ...(base.body as object),
            [key]: wrong,
          })),
        ),
      )
    : fc.constant(undefined);
  return fc.tuple(values, body).map(([chosen, chosenBody]) => {
    let path = operation.path;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      const value = chosen[parameter.name] as string | null;
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, pathSegment(value || 'x'));
      else if (value !== null) query.set(parameter.name, value);
    }
    const search = query.toString();
    return {
      method: operation.method,
      path: `/api/v1${path}${search ? `?${search}` : ''}`,
      ...(chosenBody === undefined ? {} : { body: chosenBody }),
    };
  });
}

/** A path segment; a lone surrogate cannot be percent-encoded, so it goes as the bytes it would be. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const describeCall = (caller: Caller, call: ApiCall) =>
  `${call.method} ${call.path.slice(0, 300)} as ${caller.role} with ${JSON.stringify(call.body)?.slice(0, 300)}`;

/**
 * The operations are read from the fixture's OpenAPI document once it runs, so the tests cannot be
 * one per operation: they are split into parts by index, each its own test (a hang guard per part,
 * not one for the whole document, which grows with every capability).
 */
const parts = 8;

describe('every operation with generated input', () => {
  it.each(Array.from({ length: parts }, (_, part) => part))(
    'never answers 5xx, and a refused request changes nothing (operations part %i of 8)',
    async (part) => {
      console.log(`api properties: seed ${seed} (FC_SEED=${seed} to repeat)`);
      const started = Date.now();
      const failures: string[] = [];
      let calls = 0;
      let refused = 0;
      const db = fixture.server.database.db;
      let fingerprintMs = 0;
      const fingerprint = async () => {
        const at = Date.now();
        // The pipeline's jobs (a long-trend recalculation after an accepted write) finish first: what
        // they write is the accepted request's, not the next one's.
        await fixture.server.pipeline.idle(60_000);
        const result = await fingerprintDatabase(db);
        fingerprintMs += Date.now() - at;
        return result;
      };
      for (const [index, operation] of operations.entries()) {
        if (index % parts !== part) continue;
        const rule = authorizationMatrix[operation.key];
        const callers = [fixture.callers.administrator];
        if (rule === 'vessel' || (rule && (matrixRules[rule] as readonly string[]).includes('user')))
          callers.push(fixture.callers.user);
        const requests = fc.sample(requestArbitrary(operation), {
          numRuns: casesPerOperation,
          seed: seed + index,
        });
        const isRead = operation.method === 'GET';
        let before = await fingerprint();
        for (const [n, request] of requests.entries()) {
          const caller = callers[n % callers.length]!;
          const result = await fixture.call(caller, request);
          calls += 1;
          if (result.status >= 500) {
            failures.push(
              `${result.status} for ${describeCall(caller, request)}: ${JSON.stringify(result.body)}`,
            );
          }
          if (isRead) continue;
          const after = await fingerprint();
          if (result.status >= 400 && result.status < 500) {
            refused += 1;
            const changed = changedTables(before, after);
            if (changed.length > 0) {
              failures.push(
                `refused ${result.status} changed ${changed.join(', ')}: ${describeCall(caller, request)}`,
              );
            }
          }
          before = after;
        }
        if (isRead) {
          const changed = changedTables(before, await fingerprint());
          if (changed.length > 0)
            failures.push(`the reads of ${operation.key} changed ${changed.join(', ')}`);
        }
      }
      console.log(
        `api properties part ${part}: ${calls} requests (${refused} refused writes checked) in ${Date.now() - started} ms (fingerprints ${fingerprintMs} ms), seed ${seed}`,
      );
      expect(calls, 'this part called no operation').toBeGreaterThan(0);
      expect(failures, `seed ${seed}`).toEqual([]);
    },
    180_000,
  );
});
