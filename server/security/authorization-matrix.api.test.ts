// The authorization matrix (issue 16 §4, ADR 0069): every operation of the OpenAPI document,
// called as each of seven callers, answers as its rule in tests/support/authorization-matrix.ts
// says. 'Allowed' means the request got past authorization: any answer but 401, a 403 that refuses
// access (code FORBIDDEN) and a 5xx; a 403 FEATURE_NOT_AVAILABLE comes after the vessel's reach
// (and the fixture vessel has every feature). 'Refused' is 401 for the anonymous caller and 403
// FORBIDDEN for the others. Each request passes its operation's contract, so that a 400 cannot
// hide a missing 403 (the router validates params, query and body before the service checks the
// caller's role and reach).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestFor,
  startApiFixture,
  type ApiFixture,
  type CallResult,
  type Operation,
} from '../../tests/support/api-fixture.ts';
import {
  authorizationMatrix,
  matrixRoles,
  matrixRules,
  type MatrixRole,
} from '../../tests/support/authorization-matrix.ts';

let fixture: ApiFixture;
let operations: Operation[];

beforeAll(async () => {
  fixture = await startApiFixture();
  operations = fixture.operations;
}, 180_000);
afterAll(async () => {
  await fixture?.stop();
});

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'server error';

function outcomeOf(result: CallResult): Outcome {
  if (result.status >= 500 && result.body?.code !== 'PARTNER_KEYS_EXPIRED') return 'server error';
  // A wrong password on a public call (sign-in) is its answer, not a refusal of the caller.
  if (result.status === 401 && result.body?.code !== 'INVALID_CREDENTIALS') return 'unauthenticated';
  if (result.status === 403 && result.body?.code !== 'FEATURE_NOT_AVAILABLE') return 'forbidden';
  return 'allowed';
}

const expectedOutcome = (role: MatrixRole, allowed: readonly MatrixRole[]): Outcome =>
  allowed.includes(role) ? 'allowed' : role === 'anonymous' ? 'unauthenticated' : 'forbidden';

describe('authorization matrix', () => {
  it('every operation of the OpenAPI document has a row, and every row an operation', () => {
    const inDocument = operations.map((operation) => operation.key).sort();
    const inTable = Object.keys(authorizationMatrix).sort();
    expect(inDocument.length).toBeGreaterThan(150);
    expect({
      withoutRow: inDocument.filter((key) => !(key in authorizationMatrix)),
      withoutOperation: inTable.filter((key) => !inDocument.includes(key)),
    }).toEqual({ withoutRow: [], withoutOperation: [] });
  });

  it('SHELL-160 ADMIN-006 ADMIN-012 ADMIN-152 EMIS-198 every operation answers each of the seven callers as its rule says', async () => {
    const started = Date.now();
    const mismatches: string[] = [];
    let calls = 0;
    let successes = 0;
    // Signing out ends the callers' sessions: last.
    const ordered = [...operations].sort(
      (a, b) =>
        Number(a.key === 'POST /Authenticate/SignOut') - Number(b.key === 'POST /Authenticate/SignOut'),
    );
    for (const operation of ordered) {
      const rule = authorizationMatrix[operation.key];
      if (!rule) continue; // reported by the test above
      const allowed: readonly MatrixRole[] = matrixRules[rule];
      const request = requestFor(operation, fixture.ids);
      // The refused callers first: they must change nothing the allowed ones then act on.
      const roles = [...matrixRoles].sort(
        (a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)),
      );
      for (const role of roles) {
        const result = await fixture.call(fixture.callers[role], request);
        calls += 1;
        if (result.status < 300) successes += 1;
        const outcome = outcomeOf(result);
        const expected = expectedOutcome(role, allowed);
        if (outcome !== expected) {
          mismatches.push(
            `${operation.key} as ${role}: ${outcome} (${result.status} ${result.body?.code ?? ''} ${result.body?.message ?? ''}), rule '${rule}' expects ${expected}`,
          );
        }
      }
    }
    console.log(
      `authorization matrix: ${ordered.length} operations, ${calls} calls (${successes} answered 2xx) in ${Date.now() - started} ms`,
    );
    expect(mismatches).toEqual([]);
  }, 180_000);
});
