/**
 * The region list the app ships (public/regions, one file per province), read by the server so
 * that an application's four region names must be one real chain of it. Read once, at first use;
 * a province's file only when an address names it.
 */
import { readFileSync } from 'node:fs';
import { isRegionChain, PROVINCE_CODE_PATTERN, type ProvinceFile, type RegionIndex, type RegionNames } from '@domain/lender/regions';

const REGIONS_DIR = new URL('../../public/regions/', import.meta.url);

let index: RegionIndex | null = null;
const provinces = new Map<string, ProvinceFile>();

function regionIndex(): RegionIndex {
  index ??= JSON.parse(readFileSync(new URL('provinces.json', REGIONS_DIR), 'utf8')) as RegionIndex;
  return index;
}

function provinceFile(code: string): ProvinceFile | null {
  if (!PROVINCE_CODE_PATTERN.test(code)) return null;
  let file = provinces.get(code);
  if (!file) {
    file = JSON.parse(readFileSync(new URL(`${code}.json`, REGIONS_DIR), 'utf8')) as ProvinceFile;
    provinces.set(code, file);
  }
  return file;
}

/** Whether the province, city/regency, district and village are one chain of the list. */
export function isKnownRegionChain(names: RegionNames): boolean {
  return isRegionChain(regionIndex(), provinceFile, names);
}
