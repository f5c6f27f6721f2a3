// Values from the JSON schemas of the OpenAPI document (what @valibot/to-json-schema makes of our
// contracts): `sampleOf` gives one small valid value (the authorization matrix fills its requests
// with it), `validArbitrary` fast-check values inside the schema and `invalidArbitrary` values
// outside it (wrong types, missing fields, huge strings, odd unicode, odd numbers, extra fields).
// The document keeps only a schema's shape: custom checks of the contracts (pipes with `check`)
// are not in it, so a 'valid' value may still be refused by the server, with a 400.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** Strings for the patterns the contracts use, keyed by pattern. */
const patternSamples: Record<string, () => fc.Arbitrary<string>> = {
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$': () =>
    fc
      .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/))
      .map(([a, b]) => `${a}@${b}.test`),
  '^\\d{4}-\\d{2}-\\d{2}$': () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
};

const isoDate = (d: Date) => d.toISOString();
const dateArbitrary = () =>
  fc.date({ min: new Date('1990-01-01'), max: new Date('2060-01-01'), noInvalidDate: true });

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** One small value that the schema accepts; `pick` may supply a value for a named property first. */
export function sampleOf(
  schema: JsonSchema,
  pick: (name: string, schema: JsonSchema) => unknown = () => undefined,
  name = '',
): unknown {
  const picked = pick(name, schema);
  if (picked !== undefined) return picked;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const nonNull = schema.anyOf.find((option) => !typesOf(option).includes('null'));
    return nonNull ? sampleOf(nonNull, pick, name) : null;
  }
  const [type] = typesOf(schema);
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = required.has(key) ? sampleOf(property, pick, key) : pick(key, property);
        if (value !== undefined) result[key] = value;
      }
      return result;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      const item = schema.items ?? {};
      const first = pick(name, schema);
      if (first !== undefined) return first;
      return Array.from({ length: Math.max(count, 1) }, () => sampleOf(item, pick, name));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2026-01-06T00:00:00.000Z';
  if (schema.format === 'date') return '2026-01-06';
  if (schema.pattern) {
    const known = patternSamples[schema.pattern];
    if (known) return fc.sample(known(), { numRuns: 1, seed: 1 })[0]!;
    return fc
      .sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0]!
      .slice(0, schema.maxLength ?? 100);
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Values inside the schema (as far as the schema says). */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validArbitrary));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => validOfType(schema, type)));
}

function validOfType(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validArbitrary(property)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(validArbitrary(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1),
        max: Math.floor(schema.maximum ?? 1_000_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        minExcluded: schema.minimum === undefined && schema.exclusiveMinimum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return dateArbitrary().map(isoDate);
  if (schema.format === 'date') return dateArbitrary().map((d) => isoDate(d).slice(0, 10));
  if (schema.pattern) {
    const known = patternSamples[schema.pattern];
    const min = schema.minLength ?? 0;
    const base = (known ? known() : fc.stringMatching(new RegExp(schema.pattern))).map((s) =>
      s.length >= min ? s : s.padEnd(min, 'x'),
    );
    return schema.maxLength === undefined ? base : base.filter((s) => s.length <= schema.maxLength!);
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
    unit: 'grapheme',
  });
}

/** Odd strings: huge, control characters, lone surrogates, right-to-left marks, NUL. */
const oddStrings = fc.oneof(
  fc.constant('x'.repeat(70_000)),
  fc.constant('\u0000'),
  fc.constant('\ud800'),
  fc.constant('\u202e\u0645\u0631\u062d\u0628\u0627'),
  fc.constant('👩‍👩‍👧‍👦'.repeat(50)),
  fc.constant("'; DROP TABLE users; --"),
  fc.constant(' '),
  fc.constant('NaN'),
  fc.constant('-1'),
  fc.constant('1e309'),
  fc.constant('2026-02-30T25:61:00Z'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Odd numbers: negative, huge, fractions where integers go, and the JSON-less NaN as a string. */
const oddNumbers = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, -2147483649, 2147483648),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumbers,
  oddStrings,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** Values outside the schema, or at least at its edges: wrong types, missing and extra fields. */
export function invalidArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (types.includes('object') && schema.properties && Object.keys(schema.properties).length > 0) {
    const keys = Object.keys(schema.properties);
    const valid = validArbitrary(schema) as fc.Arbitrary<Record<string, unknown>>;
    return fc.oneof(
      anyJson,
      // One field replaced by a wrong value.
      fc
        .tuple(
          valid,
          fc.constantFrom(...keys),
          fc.constantFrom(...keys).chain((key) => invalidArbitrary(schema.properties![key]!)),
        )
        .map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
      // A required field missing.
      fc
        .tuple(valid, fc.constantFrom(...(schema.required?.length ? schema.required : keys)))
        .map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        }),
      // Extra fields.
      fc
        .tuple(
          valid,
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyJson, { minKeys: 1, maxKeys: 3 }),
        )
        .map(([value, extra]) => ({ ...extra, ...value })),
    );
  }
  if (types.includes('array')) {
    return fc.oneof(anyJson, fc.array(invalidArbitrary(schema.items ?? {}), { minLength: 1, maxLength: 3 }));
  }
  if (types.includes('integer') || types.includes('number'))
    return fc.oneof(oddNumbers, oddStrings, fc.boolean());
  if (types.includes('string')) return fc.oneof(oddStrings, oddNumbers, fc.constant(null), fc.constant([]));
  return anyJson;
}
