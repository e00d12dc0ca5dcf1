import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueNames, readCatalogue } from '../../scripts/compile-catalogues';
import { AUTH_ERROR_CODES } from '@domain/contract/sign-in';
import { PLATFORM_ERROR_CODES } from '@domain/contract/envelope';
import { KYC_ERROR_CODES } from '@domain/contract/kyc';
import { LENDER_ERROR_CODES } from '@domain/contract/lender';
import { PRODUCTS_ERROR_CODES } from '@domain/contract/home';
import { PROGRESSIVE_KYC_ERROR_CODES } from '@domain/contract/kyc/progressive';
import { SSO_ERROR_CODES } from '@domain/contract/sign-in-sso';
import { STORAGE_ERROR_CODES } from '@domain/contract/storage';
import { APPLY_ERROR_CODES } from '@domain/contract/apply';
import { CICILAN_ERROR_CODES } from '@domain/contract/cicilan';
import { PAGE_QUERY_INVALID } from '@domain/contract/paging';
import { REPAYMENT_ERROR_CODES } from '@domain/contract/lending-catchup';
import { KYC_PHOTO_ERROR_CODES } from '@domain/kyc/photos/rules';
import { CLIENT_ERROR_CODE, INVALID_RESPONSE_CODE, STORAGE_QUOTA_CODE } from '@worker/http/api-error';
import { NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from '@domain/errors';

/** Message ids the source code names literally: `id: 'x.y'`, `messageId: 'x.y'`, `labelId="x.y"` and any other `…Id` so written. */
async function messageIdsInSource(dir: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\b(?:id|[a-z][A-Za-z]*Id)(?::\s*|=)['"]([a-zA-Z]+\.[A-Za-z0-9_.]+)['"]/g)) {
      if (match[1]) ids.add(match[1]);
    }
  }
  return ids;
}

const en = (await readCatalogue('en')).messages;
const id = (await readCatalogue('id')).messages;

describe('message catalogues', () => {
  it('keep each area in the same file in both languages', async () => {
    const names = (language: string) => catalogueNames(join(process.cwd(), 'locales', language));
    expect(await names('id')).toEqual(await names('en'));
  });
  it('carry the same keys in English and Indonesian', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
  });
  it('have no empty message', () => {
    for (const catalogue of [en, id]) {
      for (const [key, value] of Object.entries(catalogue)) expect(value.trim(), key).not.toBe('');
    }
  });
  it('have every message the code names', async () => {
    const missing = [...(await messageIdsInSource(join(process.cwd(), 'src')))].filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });
  it('have a message for every error code the platform or the worker can answer', () => {
    const codes = [
      ...AUTH_ERROR_CODES,
      ...PLATFORM_ERROR_CODES,
      ...STORAGE_ERROR_CODES,
      ...SSO_ERROR_CODES,
      ...PRODUCTS_ERROR_CODES,
      ...KYC_ERROR_CODES,
      ...KYC_PHOTO_ERROR_CODES,
      ...PROGRESSIVE_KYC_ERROR_CODES,
      ...LENDER_ERROR_CODES,
      ...APPLY_ERROR_CODES,
      ...CICILAN_ERROR_CODES,
      PAGE_QUERY_INVALID,
      NETWORK_ERROR_CODE,
      TIMEOUT_ERROR_CODE,
      CLIENT_ERROR_CODE,
      INVALID_RESPONSE_CODE,
      STORAGE_QUOTA_CODE,
    ];
    for (const code of codes) expect(en, code).toHaveProperty([`errors.${code}`]);
  });
  it('have a message for every repayment error in the repayment group', () => {
    for (const code of REPAYMENT_ERROR_CODES) expect(en, code).toHaveProperty([`repayment.error.${code}`]);
  });
});
