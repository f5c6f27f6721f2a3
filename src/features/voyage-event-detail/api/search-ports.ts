// GET /Ports/Find (002 §7): the port editor's search. Without a connection it searches the ports
// kept on this device instead; any other failure is the caller's to swallow (002 §8).
import { portEndpoints, portSearchMaxLimit } from '../../../../domain/contracts/ports.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import type { WakelineDb } from '../../../offline/db.ts';
import type { PortOption } from '../detail-env.tsx';
import { cachedPortLimit, searchCachedPorts } from '../local/cached-ports.ts';

export async function searchPorts(db: WakelineDb, text: string): Promise<PortOption[]> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return searchCachedPorts(db, text);
  try {
    const found = await callApi(portEndpoints.find, {
      query: { text, page: '1', limit: String(Math.min(cachedPortLimit, portSearchMaxLimit)) },
    });
    return found.map(({ name, loCode, isMrvPort }) => ({ name, loCode, isMrvPort }));
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError) return searchCachedPorts(db, text);
    throw error;
  }
}
