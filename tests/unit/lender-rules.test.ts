import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/compile-catalogues';
import { LENDER_ERROR_CODES, lenderApplicationRequestSchema } from '@domain/contract/lender';
import {
  type TEXT_FIELDS,
  TEXT_FIELD_RULES,
  emptyLenderDraft,
  firstIncompleteStep,
  invalidFieldsOfStep,
  storedTextValue,
  toApplicationRequest,
} from '@domain/lender/application';
import { BANKS, findBank, searchBanks } from '@domain/lender/banks';
import { isoDateToTyped, typedDateToIso } from '@domain/typed-date';
import { runValidators } from '@domain/validation';
import { nationalPhoneNumber } from '@domain/phone';
import { filledLenderDraft } from '../fixtures/lender-draft';

const TODAY = '2026-05-05';

/** A draft with every step filled in validly, as a person types it. */
const filledDraft = filledLenderDraft;

function messageOf(name: (typeof TEXT_FIELDS)[number], value: string): string | null {
  const rule = TEXT_FIELD_RULES[name];
  return runValidators(value, rule.validators(TODAY), rule.mandatory).issue?.messageId ?? null;
}

describe('lender field rules (document 3, section 5)', () => {
  it.each([
    ['legalEntityName', 'PT', 'validation.minLength'],
    ['legalEntityName', 'PT A', null],
    ['businessLicenseNumber', '', null],
    ['businessLicenseNumber', '12', 'validation.minLength'],
    ['dateOfIncorporation', '31/12/1919', 'lender.validation.date'],
    ['dateOfIncorporation', '01/01/1920', null],
    ['dateOfIncorporation', '31/02/2001', 'lender.validation.date'],
    ['dateOfIncorporation', '06/05/2026', 'lender.validation.date'],
    ['averageRevenuePerMonth', '0', null],
    ['totalAssets', '0', 'lender.validation.positive'],
    ['legalEntityPostalCode', '1234', 'lender.validation.postalCode'],
    ['directorNationalID', '317123456789000', 'lender.validation.nationalId'],
    ['directorNationalID', '3171234567890001', null],
    ['directorFullName', 'Budi 2', 'lender.validation.name'],
    ['directorFullName', "O'Neil-Smith Jr.", null],
    ['directorPlaceOfBirth', 'Bandung#1', 'lender.validation.place'],
    ['authorizedRepresentativeEmail', 'siti@maju', 'lender.validation.email'],
    ['authorizedRepresentativeEmail', 'siti@maju.co.id', null],
    ['authorizedRepresentativePhone', '081234567', 'lender.validation.phone'],
    ['authorizedRepresentativePhone', '81234567', 'lender.validation.phone'],
    ['authorizedRepresentativePhone', '812345678', null],
    ['authorizedRepresentativePhone', '8123456789012', null],
    // As Indonesians write it (the sign-in's reading): with its 0, with 62 or +62, with separators.
    ['authorizedRepresentativePhone', '0812 3456 7890', null],
    ['authorizedRepresentativePhone', '+62 812-3456-7890', null],
    ['authorizedRepresentativePhone', ' 81234567', 'lender.validation.phone'],
    ['bankAccountBankAccountName', 'AB', 'validation.minLength'],
  ] as const)('%s %j -> %s', (name, value, expected) => {
    expect(messageOf(name, value)).toBe(expected);
  });

  it('stores values without leading whitespace, and only what a field may hold', () => {
    expect(storedTextValue('legalEntityName', '   PT Maju ')).toBe('PT Maju ');
    expect(storedTextValue('directorNationalID', '3171-2345 6789 0001 99')).toBe('3171234567890001');
    expect(storedTextValue('legalEntityPostalCode', '12a1900')).toBe('12190');
    expect(storedTextValue('totalAssets', 'Rp 5.000.000')).toBe('5000000');
    expect(storedTextValue('authorizedRepresentativeEmail', ' siti @maju.co.id')).toBe('siti@maju.co.id');
    expect(storedTextValue('authorizedRepresentativePhone', ' 812-3456 78901234')).toBe('812-3456 78901234');
  });
});

describe('steps', () => {
  it('an empty draft may not continue from any step; a filled one from all three', () => {
    const empty = emptyLenderDraft();
    expect(invalidFieldsOfStep(empty, 1, TODAY)).toContain('legalEntityType');
    expect(invalidFieldsOfStep(empty, 1, TODAY)).not.toContain('businessLicenseNumber');
    expect(firstIncompleteStep(empty, TODAY)).toBe(1);
    expect(firstIncompleteStep(filledDraft(), TODAY)).toBe(4);
  });
  it('step 3 needs the data-correctness confirmation and a bank of the list', () => {
    expect(invalidFieldsOfStep({ ...filledDraft(), dataConfirmed: false }, 3, TODAY)).toEqual(['dataConfirmed']);
    expect(invalidFieldsOfStep({ ...filledDraft(), bankAccountBankCode: '999' }, 3, TODAY)).toEqual(['bankAccountBankCode']);
    expect(firstIncompleteStep({ ...filledDraft(), directorMaritalStatus: '' }, TODAY)).toBe(2);
  });
});

describe('the post', () => {
  it('trims texts, sends dates as YYYY-MM-DD, leaves out an empty licence, and passes the server schema', () => {
    const request = toApplicationRequest(filledDraft());
    expect(request.legalEntityInformation.identification.dateOfIncorporation).toBe('2015-06-30');
    expect(request.director.dateOfBirth).toBe('1975-03-05');
    expect(request.legalEntityInformation.registeredAddressInfo.address).toBe('Jl. Sudirman No. 1');
    expect('licenseNumber' in request.legalEntityInformation.identification).toBe(false);
    const result = v.safeParse(lenderApplicationRequestSchema(TODAY), request);
    expect(result.issues ?? []).toEqual([]);
  });
});

describe("the representative's phone: one rule (document 3, section 9) in the field, the server and the message", () => {
  const serverAccepts = (phoneNumber: string): boolean => {
    const request = toApplicationRequest(filledDraft());
    request.authorizedRepresentative.phoneNumber = phoneNumber;
    return v.safeParse(lenderApplicationRequestSchema(TODAY), request).success;
  };
  it.each([
    ['812345678', true],
    ['8123456789012', true],
    ['081234567890', true],
    ['62812 3456 7890', true],
    ['+62 812-3456-7890', true],
    ['0812-3456-7890', true],
    [' 812345678', true],
    ['81234567', false],
    ['81234567890123', false],
    ['081234567', false],
    ['+62 0', false],
    ['0812abc4567', false],
  ] as const)('%j: field and server both say %s', (phone, valid) => {
    expect(messageOf('authorizedRepresentativePhone', phone) === null).toBe(valid);
    expect(serverAccepts(phone)).toBe(valid);
  });

  it.each([
    ['0812-3456-7890', '81234567890'],
    ['62812 3456 7890', '81234567890'],
    ['+62 812 3456 7890', '81234567890'],
    ['81234567890', '81234567890'],
  ])('%j is posted as %j, the national number the sign-in reads too', (typed, posted) => {
    const draft = { ...filledDraft(), authorizedRepresentativePhone: storedTextValue('authorizedRepresentativePhone', typed) };
    expect(toApplicationRequest(draft).authorizedRepresentative.phoneNumber).toBe(posted);
    expect(nationalPhoneNumber(typed)).toBe(posted);
  });

  it('the field keeps what a phone is written with (digits, spaces, dashes, a leading +)', () => {
    expect(storedTextValue('authorizedRepresentativePhone', '+62 (812) 3456-7890')).toBe('+62 812 3456-7890');
  });

  it('the hint and the message show the number as it is written, in both languages', async () => {
    const en = (await readCatalogue('en')).messages;
    const id = (await readCatalogue('id')).messages;
    expect(en['lender.validation.phone']).toBe('Enter a valid mobile number, for example 0812-3456-7890');
    expect(id['lender.validation.phone']).toBe('Masukkan nomor HP yang benar, contoh 0812-3456-7890');
    expect(en['lender.field.phoneHint']).toBe('For example 0812-3456-7890 or +62 812-3456-7890');
    expect(id['lender.field.phoneHint']).toBe('Contoh: 0812-3456-7890 atau +62 812-3456-7890');
  });
});

describe('dates', () => {
  it('converts between DD/MM/YYYY and ISO', () => {
    expect(typedDateToIso('17/08/1990')).toBe('1990-08-17');
    expect(typedDateToIso('29/02/2023')).toBeNull();
    expect(typedDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(isoDateToTyped('1990-08-17')).toBe('17/08/1990');
  });
});

describe('bank list', () => {
  it('holds about 150 banks, regional banks, sharia units and e-wallets with unique codes', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(135);
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(BANKS.length);
    for (const kind of ['bank', 'regional', 'sharia', 'shariaUnit', 'ewallet'] as const)
      expect(
        BANKS.some((bank) => bank.kind === kind),
        kind,
      ).toBe(true);
    expect(findBank('002')?.name).toMatch(/BRI/);
    expect(findBank('008')?.name).toMatch(/Mandiri/);
    expect(findBank('009')?.name).toMatch(/BNI/);
    expect(findBank('014')?.name).toMatch(/BCA/);
    expect(findBank('451')?.name).toMatch(/BSI/);
  });
  it('finds by code or by words of the name, in any order and case', () => {
    expect(searchBanks('014').map((bank) => bank.code)).toContain('014');
    expect(searchBanks('syariah bca').map((bank) => bank.code)).toEqual(['536']);
    expect(
      searchBanks('jatim')
        .map((bank) => bank.code)
        .sort(),
    ).toEqual(['114', '114S']);
    expect(searchBanks('no such bank')).toEqual([]);
  });
});

describe('catalogues', () => {
  it('carry every lender message in both languages, and one for each lender error code', async () => {
    const en = (await readCatalogue('en')).messages;
    const id = (await readCatalogue('id')).messages;
    for (const code of LENDER_ERROR_CODES) {
      expect(en, code).toHaveProperty([`errors.${code}`]);
      expect(id, code).toHaveProperty([`errors.${code}`]);
    }
    expect(id['lender.validation.nationalId']).toBe('NIK harus terdiri dari 16 digit');
    expect(id['lender.validation.email']).toBe('Bukan alamat email yang valid');
    expect(id['lender.validation.date']).toBe('Masukkan tanggal lahir yang benar');
  });
});
