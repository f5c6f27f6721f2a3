// The port list (table `ports` of 0110): the bundled sea-ports package (MIT; UN/LOCODE, name and
// coordinates) loaded once, idempotently, on first use; plus the ports the server knows from
// events. isMrvPort comes from the country by the MRV jurisdiction of domain/emissions/mrv.ts.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import type { FoundPort } from '../../domain/contracts/ports.ts';
import { isMemberStatePort } from '../../domain/emissions/mrv.ts';
import { normaliseCoordinates } from '../../domain/calc/track.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
type PortRow = {
  lo_code: string;
  name: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
};
type BundledPort = { name?: string; coordinates?: [number, number] };

/** The bundled list as rows: country = the UN/LOCODE's first two letters; [lon, lat] → lat, lon. */
export async function readBundledPorts(): Promise<PortRow[]> {
  const file = createRequire(import.meta.url).resolve('sea-ports/lib/ports.json');
  const ports = JSON.parse(await readFile(file, 'utf8')) as Record<string, BundledPort>;
  return Object.entries(ports)
    .filter(([code, port]) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(code) && Boolean(port.name?.trim()))
    .map(([code, port]) => {
      const [lon, lat] = port.coordinates ?? [];
      const hasPosition = typeof lat === 'number' && typeof lon === 'number';
      const position = hasPosition ? normaliseCoordinates(lat, lon) : null;
      return {
        lo_code: code,
        name: port.name!.trim(),
        country: code.slice(0, 2),
        latitude: position?.lat ?? null,
        longitude: position?.lon ?? null,
      };
    });
}

const seeded = new WeakMap<Db, Promise<number>>();

/**
 * Loads the bundled ports into `ports` unless they are there already (ON CONFLICT DO NOTHING:
 * ports added otherwise are kept). Once per database handle; answers the number inserted.
 */
export function ensurePortsSeeded(db: Db): Promise<number> {
  let done = seeded.get(db);
  if (!done) {
    done = seedPorts(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}

async function countPorts(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ports`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

async function seedPorts(db: Db): Promise<number> {
  const bundled = await readBundledPorts();
  const before = await countPorts(db);
  if (before >= bundled.length) return 0;
  const column = <K extends keyof PortRow>(key: K) => bundled.map((port) => port[key]);
  await sql`
    INSERT INTO ports (lo_code, name, country, latitude, longitude)
    SELECT * FROM unnest(${column('lo_code')}::text[], ${column('name')}::text[], ${column('country')}::text[],
                         ${column('latitude')}::float8[], ${column('longitude')}::float8[])
    ON CONFLICT (lo_code) DO NOTHING`.execute(db);
  return (await countPorts(db)) - before;
}

function toFound(row: PortRow): FoundPort {
  return {
    name: row.name,
    loCode: row.lo_code,
    isMrvPort: isMemberStatePort({ name: row.name, country: row.country }),
    country: row.country,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}

const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

/** The bundled list and the ports used on events that the list does not have. */
const knownPorts = sql`
  SELECT lo_code, name, country, latitude, longitude FROM ports
  UNION
  SELECT DISTINCT e.port->>'loCode', e.port->>'name', upper(left(e.port->>'loCode', 2)), NULL::float8, NULL::float8
  FROM emission_report_vessel_events e
  WHERE NOT e.is_deleted AND e.port IS NOT NULL AND coalesce(e.port->>'name', '') <> ''
    AND NOT EXISTS (SELECT 1 FROM ports p WHERE p.lo_code = e.port->>'loCode')`;

/** Ports whose name contains the text or whose UN/LOCODE starts with it, names starting with the text first. */
export async function searchPorts(db: Db, text: string, page: number, limit: number): Promise<FoundPort[]> {
  await ensurePortsSeeded(db);
  const pattern = likeEscaped(text.trim());
  const { rows } = await sql<PortRow>`
    WITH known AS (${knownPorts})
    SELECT lo_code, name, country, latitude, longitude FROM known
    WHERE lower(name) LIKE ${`%${pattern}%`} ESCAPE '\\' OR lower(lo_code) LIKE ${`${pattern}%`} ESCAPE '\\'
    ORDER BY (lower(name) LIKE ${`${pattern}%`} ESCAPE '\\') DESC, name, lo_code
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`.execute(db);
  return rows.map(toFound);
}

/** Every known port, for the device's copy of the port list (the search without a connection). */
export async function listKnownPorts(db: Db): Promise<FoundPort[]> {
  await ensurePortsSeeded(db);
  const { rows } = await sql<PortRow>`
    WITH known AS (${knownPorts})
    SELECT lo_code, name, country, latitude, longitude FROM known ORDER BY name, lo_code`.execute(db);
  return rows.map(toFound);
}

const positioned = new WeakMap<Db, Promise<FoundPort[]>>();

/** The ports with coordinates (for the nearest port), read once per database handle. */
export function portsWithPosition(db: Db): Promise<FoundPort[]> {
  let ports = positioned.get(db);
  if (!ports) {
    ports = ensurePortsSeeded(db)
      .then(() =>
        sql<PortRow>`SELECT lo_code, name, country, latitude, longitude FROM ports
          WHERE latitude IS NOT NULL AND longitude IS NOT NULL`.execute(db),
      )
      .then(({ rows }) => rows.map(toFound))
      .catch((error: unknown) => {
        positioned.delete(db);
        throw error;
      });
    positioned.set(db, ports);
  }
  return ports;
}

/** The known ports with these UN/LOCODEs (upper case), by code (the voyage-data template, ADR 0077). */
export async function findPortsByLoCode(db: Db, codes: readonly string[]): Promise<Map<string, FoundPort>> {
  if (codes.length === 0) return new Map();
  await ensurePortsSeeded(db);
  const { rows } = await sql<PortRow>`
    WITH known AS (${knownPorts})
    SELECT DISTINCT ON (lo_code) lo_code, name, country, latitude, longitude FROM known
    WHERE lo_code = ANY(${[...new Set(codes)]}::text[])
    ORDER BY lo_code, latitude NULLS LAST`.execute(db);
  return new Map(rows.map((row) => [row.lo_code, toFound(row)]));
}

/** The port look-ups over one connection (for the container). */
export function createPortsRepository(db: Db) {
  return {
    search: (text: string, page: number, limit: number) => searchPorts(db, text, page, limit),
    listKnown: () => listKnownPorts(db),
  };
}
