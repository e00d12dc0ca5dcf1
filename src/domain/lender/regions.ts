/**
 * Indonesia's administrative regions at the four levels an address names (province, city or
 * regency, district, village), with Kemendagri's codes: the shapes of the shipped files
 * (public/regions, made by scripts/build-regions.ts) and the look-ups the picker and the server
 * share. The files are data, loaded by whoever needs them: the page fetches one province at a
 * time, the server reads them all.
 */

/** [code within its parent, name]. */
export type Region = readonly [code: string, name: string];
/** provinces.json: each province with its cities and regencies. */
export type RegionIndex = [code: string, name: string, regencies: [code: string, name: string][]][];
/** <province>.json: per city/regency code, its districts, each with its villages. */
export type ProvinceFile = Record<string, [code: string, name: string, villages: [code: string, name: string][]][]>;

/** The four names an address holds (levels 1 to 4), '' while not chosen. */
export type RegionNames = readonly [province: string, regency: string, district: string, village: string];

export interface RegionChoices {
  provinces: readonly Region[];
  regencies: readonly Region[];
  districts: readonly Region[];
  villages: readonly Region[];
}

const named = <T extends readonly [string, string, ...unknown[]]>(list: readonly T[], name: string): T | undefined =>
  name === '' ? undefined : list.find(([, candidate]) => candidate === name);
const pairs = (list: readonly (readonly [string, string, ...unknown[]])[]): Region[] => list.map(([code, name]) => [code, name]);

/**
 * What each level offers given the names chosen above it: a level is empty until the one above
 * is chosen (and its province file, when needed, is loaded).
 */
export function regionChoices(index: RegionIndex, province: ProvinceFile | null, names: RegionNames): RegionChoices {
  const chosenProvince = named(index, names[0]);
  const regency = chosenProvince ? named(chosenProvince[2], names[1]) : undefined;
  const districts = regency && province ? (province[regency[0]] ?? []) : [];
  const district = named(districts, names[2]);
  return {
    provinces: pairs(index),
    regencies: chosenProvince ? pairs(chosenProvince[2]) : [],
    districts: pairs(districts),
    villages: district ? pairs(district[2]) : [],
  };
}

/** The province code of a name, for loading its file. */
export function provinceCode(index: RegionIndex, name: string): string | null {
  return named(index, name)?.[0] ?? null;
}

/**
 * Whether the four names are one real chain (the village in the district, in the city/regency, in
 * the province). `loadProvince` gives a province's file by its code.
 */
export function isRegionChain(index: RegionIndex, loadProvince: (code: string) => ProvinceFile | null, names: RegionNames): boolean {
  const code = provinceCode(index, names[0]);
  if (code === null) return false;
  const choices = regionChoices(index, loadProvince(code), names);
  return choices.villages.some(([, name]) => name === names[3]);
}

/** Province file names are the province's two-digit code: nothing else may be asked for. */
export const PROVINCE_CODE_PATTERN = /^\d{2}$/;
