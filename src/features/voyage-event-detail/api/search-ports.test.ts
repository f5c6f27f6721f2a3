import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WakelineDb } from '../../../offline/db.ts';
import { searchPorts } from './search-ports.ts';

let db: WakelineDb;
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.delete();
});

async function portsOnDevice() {
  db = new WakelineDb(`ports-${crypto.randomUUID()}`);
  await db.ports.bulkPut([
    { loCode: 'NLRTM', name: 'Rotterdam', isMrvPort: true },
    { loCode: 'DEHAM', name: 'Hamburg', isMrvPort: true },
    { loCode: 'NORTM', name: 'Rotterdam (NO)', isMrvPort: false },
  ]);
}

describe('searchPorts', () => {
  it('EMIS-048 searches the ports kept on the device when offline (name or UN/LOCODE, case-insensitive)', async () => {
    await portsOnDevice();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect((await searchPorts(db, 'rotter')).map((port) => port.loCode)).toEqual(['NLRTM', 'NORTM']);
    expect(await searchPorts(db, 'deh')).toEqual([{ name: 'Hamburg', loCode: 'DEHAM', isMrvPort: true }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('EMIS-048 asks the server when online and falls back to the device when the network fails', async () => {
    await portsOnDevice();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const answer = [
      { name: 'Antwerp', loCode: 'BEANR', isMrvPort: true, country: 'BE', latitude: 51.2, longitude: 4.4 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect(await searchPorts(db, 'Antw')).toEqual([{ name: 'Antwerp', loCode: 'BEANR', isMrvPort: true }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await searchPorts(db, 'Hamb')).map((port) => port.loCode)).toEqual(['DEHAM']);
  });
});
