// The port search without a connection: the ports kept on this device (the bundled list plus the
// ports the server knows), matched by name or UN/LOCODE, case-insensitive.
import type { WakelineDb } from '../../../offline/db.ts';
import type { PortOption } from '../detail-env.tsx';

export const cachedPortLimit = 20;

export async function searchCachedPorts(db: WakelineDb, text: string): Promise<PortOption[]> {
  const query = text.trim().toLowerCase();
  const ports = await db.ports
    .filter((port) => port.name.toLowerCase().includes(query) || port.loCode.toLowerCase().startsWith(query))
    .limit(cachedPortLimit)
    .toArray();
  return ports
    .map(({ name, loCode, isMrvPort }) => ({ name, loCode, isMrvPort }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
