// Port search (002 §2 port editor, §5, §9; EMIS-089 ff.): GET /Ports/Find?text&page&limit. The
// answer is a page of ports in the event's Port shape plus the country and coordinates.
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { PortSchema } from './emission-report-vessel-events.ts';

/** 002 §5, §9: the search starts at 3 characters (the server refuses fewer too). */
export const portSearchMinLength = 3;
export const portSearchMaxLimit = 100;
export const portSearchMessages = {
  tooShort: `Enter at least ${portSearchMinLength} characters to search for a port.`,
} as const;

const positiveInt = (fallback: number, max: number, name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number.`),
      v.transform(Number),
      v.minValue(1, `${name} must be at least 1.`),
      v.maxValue(max, `${name} must be at most ${max}.`),
    ),
    String(fallback),
  );

export const PortSearchQuerySchema = v.object({
  text: v.pipe(
    v.string(portSearchMessages.tooShort),
    v.trim(),
    v.minLength(portSearchMinLength, portSearchMessages.tooShort),
    v.maxLength(100, 'The search text may not be longer than 100 characters.'),
  ),
  /** 1-based page number. */
  page: positiveInt(1, 100_000, 'The page'),
  limit: positiveInt(20, portSearchMaxLimit, 'The limit'),
});
export type PortSearchQuery = v.InferOutput<typeof PortSearchQuerySchema>;

export const FoundPortSchema = v.object({
  ...PortSchema.entries,
  /** ISO 3166-1 alpha-2, the first two letters of the UN/LOCODE. */
  country: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
});
export type FoundPort = v.InferOutput<typeof FoundPortSchema>;

export const FoundPortListSchema = v.array(FoundPortSchema);

/** The ports' endpoints (declared once for the server's router and the client). */
export const portEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/Ports/Find',
    query: PortSearchQuerySchema,
    response: FoundPortListSchema,
  }),
  /** Every known port: the copy a device searches without a connection. */
  list: endpoint({ method: 'get', path: '/Ports', response: FoundPortListSchema }),
};
