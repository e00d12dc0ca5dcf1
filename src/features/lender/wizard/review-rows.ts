/**
 * What the review page lists of each of steps 1 to 3: a label and the value as the user entered
 * it, read back in the app's language (choices by their names, amounts as rupiah, dates spelt out).
 */
import type { IntlShape } from 'react-intl';
import type { LenderApplicationDraft } from '@domain/lender/application';
import { bankLabel, findBank } from '@domain/lender/banks';
import { representativePhone } from '@domain/lender/rules';
import { formatTypedRupiah } from '@domain/money';
import { formatPhone } from '@domain/phone';
import { typedDateToIso } from '@domain/typed-date';
import type { Formatters } from '@ui/useFormat';

export interface ReviewRow {
  label: string;
  value: string;
}

export interface ReviewSection {
  /** The step the section's edit link opens. */
  step: 1 | 2 | 3;
  title: string;
  rows: ReviewRow[];
}

export function reviewSections(draft: LenderApplicationDraft, intl: IntlShape, format: Formatters): ReviewSection[] {
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const row = (labelId: string, value: string): ReviewRow => ({
    label: text(labelId),
    value: value.trim() === '' ? text('lender.review.notGiven') : value.trim(),
  });
  const date = (typed: string): string => {
    const iso = typedDateToIso(typed);
    return iso ? format.date(iso) : typed;
  };
  const choice = (prefix: string, value: string): string => (value ? text(`${prefix}.${value}`) : '');
  const rupiah = (digits: string): string => formatTypedRupiah(digits) ?? digits;
  const address = (owner: 'legalEntity' | 'director'): string =>
    [
      draft[`${owner}StreetAddress`],
      draft[`${owner}AddressRegion4`],
      draft[`${owner}AddressRegion3`],
      draft[`${owner}AddressRegion2`],
      draft[`${owner}AddressRegion1`],
      draft[`${owner}PostalCode`],
    ]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
  // The same four rows as the step's PersonFields, in the same order.
  const person = (who: 'director' | 'authorizedRepresentative'): ReviewRow[] => [
    row('lender.field.nationalId', draft[`${who}NationalID`]),
    row('lender.field.fullName', draft[`${who}FullName`]),
    row('lender.field.placeOfBirth', draft[`${who}PlaceOfBirth`]),
    row('lender.field.dateOfBirth', date(draft[`${who}DateOfBirth`])),
  ];
  const bank = findBank(draft.bankAccountBankCode);

  return [
    {
      step: 1,
      title: text('lender.step1.title'),
      rows: [
        row('lender.field.legalEntityName', draft.legalEntityName),
        row('lender.field.legalEntityType', choice('lender.entityType', draft.legalEntityType)),
        row('lender.field.registrationCode', draft.registrationCode),
        row('lender.field.businessLicenseNumber', draft.businessLicenseNumber),
        row('lender.field.taxIdentificationNumber', draft.taxIdentificationNumber),
        row('lender.field.placeOfIncorporation', draft.placeOfIncorporation),
        row('lender.field.dateOfIncorporation', date(draft.dateOfIncorporation)),
        row('lender.field.entityOwnership', draft.entityOwnership),
        row('lender.field.sector', choice('lender.sector', draft.sector)),
        row('lender.field.averageRevenuePerMonth', rupiah(draft.averageRevenuePerMonth)),
        row('lender.field.totalAssets', rupiah(draft.totalAssets)),
        row('lender.field.isInternetBased', choice('lender.internetBased', draft.isInternetBased)),
        row('lender.step1.address', address('legalEntity')),
      ],
    },
    {
      step: 2,
      title: text('lender.step2.title'),
      rows: [
        ...person('director'),
        row('lender.field.maritalStatus', choice('lender.maritalStatus', draft.directorMaritalStatus)),
        row('lender.step2.address', address('director')),
      ],
    },
    {
      step: 3,
      title: text('lender.step3.title'),
      rows: [
        row('lender.field.email', draft.authorizedRepresentativeEmail),
        row('lender.field.phone', formatPhone(representativePhone(draft.authorizedRepresentativePhone))),
        ...person('authorizedRepresentative'),
        row('lender.field.bank', bank ? bankLabel(bank) : ''),
        row('lender.field.accountNumber', draft.bankAccountBankAccountNumber),
        row('lender.field.accountName', draft.bankAccountBankAccountName),
      ],
    },
  ];
}
