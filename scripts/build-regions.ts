/**
 * Turns the Kemendagri region codes (Kepmendagri 300.2.2-2138/2025, as published in SQL by
 * github.com/cahyadsn/wilayah, MIT) into the app's region files under public/regions:
 * `provinces.json` (provinces and their cities/regencies) and one `<province code>.json` per
 * province (its districts and villages), so a page loads only the province chosen.
 *
 *   npx tsx scripts/build-regions.ts path/to/wilayah.sql
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ProvinceFile, RegionIndex } from '../src/domain/lender/regions';

const [, , source] = process.argv;
if (!source) throw new Error('usage: tsx scripts/build-regions.ts wilayah.sql');
const rows = [...readFileSync(source, 'utf8').matchAll(/\('([\d.]+)','((?:[^'\\]|\\.|'')*)'\)/g)].map(
  ([, code, name]) => [code as string, (name as string).replace(/''|\\'/g, "'").trim()] as const,
);

const index: RegionIndex = [];
const provinces = new Map<string, ProvinceFile>();
for (const [code, name] of rows) {
  const parts = code.split('.');
  if (parts.length === 1) {
    index.push([code, name, []]);
    provinces.set(code, {});
  } else if (parts.length === 2) {
    index.find(([province]) => province === parts[0])?.[2].push([parts[1] as string, name]);
  } else if (parts.length === 3) {
    const file = provinces.get(parts[0] as string);
    if (!file) continue;
    (file[parts[1] as string] ??= []).push([parts[2] as string, name, []]);
  } else if (parts.length === 4) {
    const district = provinces.get(parts[0] as string)?.[parts[1] as string]?.find(([districtCode]) => districtCode === parts[2]);
    district?.[2].push([parts[3] as string, name]);
  }
}

mkdirSync('public/regions', { recursive: true });
writeFileSync('public/regions/provinces.json', JSON.stringify(index));
for (const [code, file] of provinces) writeFileSync(`public/regions/${code}.json`, JSON.stringify(file));
console.log(`${index.length} provinces, ${rows.length} regions`);
