import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { PHOTO_ISSUES } from '@domain/kyc/photos/quality';
import { KYC_PHOTO_ERROR_CODES, KYC_PHOTO_SLOTS } from '@domain/kyc/photos/rules';

const catalogues = { en: (await readCatalogue('en')).messages, id: (await readCatalogue('id')).messages };

describe('KYC photo messages', () => {
  for (const [language, messages] of Object.entries(catalogues)) {
    it(`has, in ${language}, a message for every photo error code and every issue of every photo`, () => {
      for (const code of KYC_PHOTO_ERROR_CODES) expect(messages, code).toHaveProperty([`errors.${code}`]);
      for (const issue of PHOTO_ISSUES)
        for (const slot of KYC_PHOTO_SLOTS) expect(messages).toHaveProperty([`kycPhotos.issue.${issue}.${slot}`]);
    });
  }
  it("says the document's words for a photo over 1 MB", () => {
    expect(catalogues.en['errors.PHOTO_TOO_LARGE']).toBe('Photo should be smaller than 1MB.');
  });
});
