import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { REPAYMENT_ERROR_CODES } from '@domain/contract/lending-catchup';
import { PAYMENT_CHANNELS, VA_BANKS, VA_BANK_CHANNELS, paymentStepsKey, vaBankLabelKey } from '@domain/lending/banks';
import { CATCHUP_TYPES } from '@domain/lending/catchup';
import { FINAL_VA_STATES, VA_STATES } from '@domain/lending/virtual-account';

const catalogues = { en: (await readCatalogue('en')).messages, id: (await readCatalogue('id')).messages };

describe('the repayment catalogue, in both languages', () => {
  for (const [language, messages] of Object.entries(catalogues)) {
    it(`${language}: a message for every error code, VA state, type, bank and channel`, () => {
      const keys = [
        ...REPAYMENT_ERROR_CODES.map((code) => `repayment.error.${code}`),
        ...VA_STATES.map((state) => `repayment.va.${state}.title`),
        ...FINAL_VA_STATES.map((state) => (state === 'PAID' ? 'repayment.va.PAID.body' : `repayment.va.${state}.body`)),
        ...FINAL_VA_STATES.filter((state) => state !== 'PAID').map((state) => `repayment.lastVa.${state}`),
        ...CATCHUP_TYPES.flatMap((type) => [`repayment.type.${type}`, `repayment.type.${type}.hint`]),
        ...VA_BANKS.map(vaBankLabelKey),
        ...PAYMENT_CHANNELS.map((channel) => `lending.steps.channel.${channel}`),
        ...VA_BANKS.flatMap((bank) => VA_BANK_CHANNELS[bank].map((channel) => paymentStepsKey(bank, channel))),
      ];
      expect(keys.filter((key) => !(key in messages))).toEqual([]);
    });

    it(`${language}: every bank's steps name the VA number and the amount, one step a line`, () => {
      for (const bank of VA_BANKS) {
        for (const channel of VA_BANK_CHANNELS[bank]) {
          const text = messages[paymentStepsKey(bank, channel)] ?? '';
          expect(text, `${bank} ${channel}`).toContain('{vaNumber}');
          expect(text, `${bank} ${channel}`).toContain('{amount}');
          expect(text.split('\n').length, `${bank} ${channel}`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }
});
