/**
 * The region files (public/regions) as the picker loads them: the province list once, a province's
 * districts and villages when it is chosen. Static files of the app's own origin, fetched only by
 * the address steps: they stay out of every bundle (2 MB in all, 4 to 50 KB gzip a file).
 */
import type { ProvinceFile, RegionIndex } from '@domain/lender/regions';

const cache = new Map<string, Promise<unknown>>();

function load<T>(file: string): Promise<T> {
  let pending = cache.get(file);
  if (!pending) {
    pending = fetch(`${import.meta.env.BASE_URL}regions/${file}`).then((response) => {
      if (!response.ok) throw new Error(`regions/${file}: ${response.status}`);
      return response.json();
    });
    // A failed load may be tried again (the network came back).
    pending.catch(() => cache.delete(file));
    cache.set(file, pending);
  }
  return pending as Promise<T>;
}

export const loadRegionIndex = (): Promise<RegionIndex> => load<RegionIndex>('provinces.json');
export const loadProvince = (code: string): Promise<ProvinceFile> => load<ProvinceFile>(`${code}.json`);
