// One statement with parameters on PGlite in one call into the database (ADR 0128). PGlite's own
// `query` makes six (parse; describe the statement, to learn the parameters' types; bind;
// describe the portal; execute; sync), and each call costs about 15 µs of fixed work in the
// WebAssembly module before the statement does anything. Here the parameters' types are learned
// once per statement text (PGlite's `describeQuery`) and kept; later runs of the text send parse
// with those types, bind, describe, execute and sync as one message. The values are serialised
// as PGlite serialises them (its serialisers by type), the rows parsed by its parser: the same
// rows, the same errors (a DatabaseError with the statement's code), the same locks (PGlite's
// transaction and query mutexes). A statement with a blob (COPY … FROM '/dev/blob') goes through
// PGlite's `query`.
//
// A statement asked to be `prepared` (a hot read whose plan does not depend on its values, ADR
// 0130) is parsed once under a name and then only bound and executed: PostgreSQL keeps its parse
// tree and, by its plan cache's rules, its plan. PGlite gathers no statistics on its own (no
// autovacuum), so that plan does not change under a running server.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

export type PgliteQueryOptions = { prepared?: boolean };

/** The parts of PGlite's base class its own `query` runs under; not in its typings. */
type PGliteInternals = {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

/** Statement texts a database keeps the parameter types of; past this, the kept types start over. */
const maxKeptTexts = 4_000;
const typesByDatabase = new WeakMap<PGlite, Map<string, number[]>>();

function keptTypes(pglite: PGlite): Map<string, number[]> {
  let kept = typesByDatabase.get(pglite);
  if (!kept) {
    kept = new Map();
    typesByDatabase.set(pglite, kept);
  }
  return kept;
}

function oneMessage(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Named statements a database keeps; past this, further texts run unnamed. */
const maxPrepared = 64;
type Prepared = { name: string; types: readonly number[]; parsed: boolean };
const preparedByDatabase = new WeakMap<PGlite, Map<string, Prepared>>();
let preparedNames = 0;

export async function pgliteQuery<R>(
  pglite: PGlite,
  text: string,
  params: readonly unknown[] = [],
  options: PgliteQueryOptions = {},
): Promise<Results<R>> {
  if (options.prepared) {
    const prepared = await preparedFor(pglite, text);
    if (prepared) return runPrepared<R>(pglite, text, params, prepared);
  }
  const kept = keptTypes(pglite);
  const types = kept.get(text);
  if (!types) return run<R>(pglite, text, params, await learnTypes(pglite, kept, text));
  try {
    return await run<R>(pglite, text, params, types);
  } catch (error) {
    // Kept types that no longer fit (the schema changed under the text) fail in parse analysis,
    // before anything ran: learn them again and, if they changed, run once more. Any other
    // error (one the statement has whatever its types) is the caller's as it came.
    if (!isAnalysisError(error)) throw error;
    kept.delete(text);
    const learned = await learnTypes(pglite, kept, text).catch(() => null);
    if (!learned || learned.join() === types.join()) throw error;
    return run<R>(pglite, text, params, learned);
  }
}

/** SQLSTATE class 42 (syntax error or access rule violation): raised while the statement is analysed. */
const isAnalysisError = (error: unknown) =>
  typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('42');

async function learnTypes(pglite: PGlite, kept: Map<string, number[]>, text: string): Promise<number[]> {
  // An error here (a statement that does not parse) is PGlite's own, as from `query`.
  const described = await pglite.describeQuery(text);
  const types = described.queryParams.map((param) => param.dataTypeID);
  if (kept.size >= maxKeptTexts) kept.clear();
  kept.set(text, types);
  return types;
}

async function preparedFor(pglite: PGlite, text: string): Promise<Prepared | null> {
  let prepared = preparedByDatabase.get(pglite);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(pglite, prepared);
  }
  const known = prepared.get(text);
  if (known) return known;
  if (prepared.size >= maxPrepared) return null;
  const made: Prepared = {
    name: `wakeline_${++preparedNames}`,
    types: await learnTypes(pglite, keptTypes(pglite), text),
    parsed: false,
  };
  prepared.set(text, made);
  return made;
}

/**
 * A prepared statement's run: parsed under its name the first time, then bound by name. If it
 * fails in a way a fresh parse could mend (the schema changed under it, class 42 or 0A000; or the
 * name is unknown, 26000), it is closed, forgotten and run unnamed, as any statement; the next run
 * prepares it again.
 */
async function runPrepared<R>(
  pglite: PGlite,
  text: string,
  params: readonly unknown[],
  prepared: Prepared,
): Promise<Results<R>> {
  const parsing = !prepared.parsed;
  try {
    const results = await run<R>(pglite, text, params, prepared.types, prepared.name, parsing);
    prepared.parsed = true;
    return results;
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    if (!code.startsWith('42') && code !== '0A000' && code !== '26000') throw error;
    preparedByDatabase.get(pglite)?.delete(text);
    if (!parsing) await closeStatement(pglite, prepared.name).catch(() => undefined);
    try {
      return await pgliteQuery<R>(pglite, text, params);
    } catch (again) {
      // Inside a transaction the failure aborted it: the run again says only that (25P02).
      throw String((again as { code?: unknown }).code) === '25P02' ? error : again;
    }
  }
}

async function closeStatement(pglite: PGlite, name: string): Promise<void> {
  await exclusive(
    pglite,
    oneMessage([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
  );
}

async function exclusive(pglite: PGlite, message: Uint8Array) {
  const internals = pglite as unknown as PGliteInternals;
  await internals._checkReady();
  return internals._runExclusiveTransaction(() =>
    internals._runExclusiveQuery(() => pglite.execProtocolStream(message, { syncToFs: true })),
  );
}

async function run<R>(
  pglite: PGlite,
  text: string,
  params: readonly unknown[],
  types: readonly number[],
  name = '',
  parsing = true,
): Promise<Results<R>> {
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serialize = pglite.serializers[types[i]!];
    return serialize ? serialize(param) : String(param);
  });
  const message = oneMessage([
    // A named statement is parsed again after a failed first run: closing a name that is not
    // there (or half made) is no error.
    ...(parsing && name ? [protocol.serialize.close({ type: 'S', name })] : []),
    ...(parsing ? [protocol.serialize.parse({ name, text, types: [...types] })] : []),
    protocol.serialize.bind({ statement: name, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
  const messages = await exclusive(pglite, message);
  return parse.parseResults(messages, pglite.parsers)[0] as Results<R>;
}
