/** The nine lender documents as step 4's tests pick them: small valid PDFs, found by their tiles' names. */
import type { Locator, Page } from 'playwright-core';
import type { LenderDocumentType } from '@domain/contract/lender/documents';
import { makePdf } from '../../fixtures/pdf';

/** The tiles' names in English, in the step's order. */
export const EN_NAMES: Record<LenderDocumentType, string> = {
  deedOfIncorporationDoc: 'Deed of incorporation',
  deedOfDirectorAppointmentDoc: 'Deed of director appointment',
  businessOperatingLicenseDoc: 'Business operating licence',
  nationalBusinessIdDoc: 'National business ID (NIB)',
  taxIdentificationNumberDoc: 'Tax identification document (NPWP)',
  directorNationalIdDoc: "Director's national ID (KTP)",
  authorizedRepresentativeNationalIdDoc: "Representative's national ID (KTP)",
  powerOfAttorneyDoc: 'Power of attorney',
  passbookDoc: 'Bank passbook',
};

export function tile(page: Page, type: LenderDocumentType): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: EN_NAMES[type], exact: true }) });
}

export async function pick(page: Page, type: LenderDocumentType, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page
    .getByLabel(new RegExp(`^(Choose a PDF for|Replace the PDF for) ${EN_NAMES[type].replace(/[()]/g, '\\$&')}$`))
    .setInputFiles(file);
}

export function pdfFile(type: LenderDocumentType, padding = 0): { name: string; mimeType: string; buffer: Buffer } {
  return { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: makePdf(type, padding) };
}
