import { describe, expect, it } from 'vitest';
import type { LenderApplication, LenderApplicationRequest } from '@domain/contract/lender';
import type { OnboardingDocsResponse } from '@domain/contract/lender/documents';
import { bearer, call, createTestPlatform, signIn } from './support';
import { platformForFile } from './support/file-platform';

/** A valid application as the wizard posts it. */
function validRequest(): LenderApplicationRequest {
  return {
    legalEntityInformation: {
      identification: {
        name: 'PT Maju Bersama Sejahtera',
        type: 'PT',
        registrationCode: 'AHU-0012345.AH.01.01',
        licenseNumber: '9120001234567',
        taxIdNumber: '01.234.567.8-901.000',
        placeOfIncorporation: 'Jakarta',
        dateOfIncorporation: '2015-06-30',
        entityOwnership: 'Swasta nasional',
        sector: 'FINANCIAL_SERVICES',
      },
      financialInfo: { avgRevenuePerMonth: '250000000', totalAssets: '5000000000', internetBased: 'INTERNET_BASED' },
      registeredAddressInfo: {
        address: 'Jl. Jenderal Sudirman No. 1',
        level1Region: 'Daerah Khusus Ibukota Jakarta',
        level2Region: 'Kota Administrasi Jakarta Selatan',
        level3Region: 'Kebayoran Baru',
        level4Region: 'Senayan',
        postalCode: '12190',
      },
    },
    director: {
      nationalId: '3171234567890001',
      fullName: 'Budi Santoso',
      placeOfBirth: 'Bandung',
      dateOfBirth: '1975-03-05',
      streetAddress: 'Jl. Melati No. 5',
      level1Region: 'Jawa Barat',
      level2Region: 'Kota Bandung',
      level3Region: 'Coblong',
      level4Region: 'Dago',
      postalCode: '40135',
      maritalStatus: 'MARRIED',
    },
    authorizedRepresentative: {
      email: 'siti@maju.co.id',
      phoneNumber: '81234567890',
      nationalId: '3171234567890002',
      fullName: "Siti Nur'aini",
      placeOfBirth: 'Surabaya',
      dateOfBirth: '1988-11-20',
    },
    bankAccountDetails: { bankCode: '014', accountNumber: '1234567890', accountName: 'PT Maju Bersama Sejahtera' },
  };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const platform = platformForFile({ each: true });

async function uploadAllDocuments(token: string): Promise<void> {
  const answer = await call<OnboardingDocsResponse>(platform.app, 'POST', '/legalEntityKYC/v1/onboarding-doc', {}, bearer(token));
  expect(answer.status).toBe(200);
  for (const doc of answer.data.docs) {
    const put = await platform.app.request(doc.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF });
    expect(put.status, doc.type).toBeLessThan(300);
  }
}

const post = (token: string, body: unknown, locale = 'EN') =>
  call<LenderApplication>(platform.app, 'POST', '/legalEntityKYC/v1', body, { ...bearer(token), 'x-user-locale': locale });

describe('POST /legalEntityKYC/v1', () => {
  it('stores a valid application once all nine documents are stored, and its owner reads it back', async () => {
    const { bearerToken } = await signIn(platform.app);
    await uploadAllDocuments(bearerToken);
    const answer = await post(bearerToken, validRequest());
    expect(answer.status).toBe(201);
    expect(answer.data.status).toBe('IN_REVIEW');
    expect(answer.data.documents).toHaveLength(9);
    expect(answer.data.director).toEqual(validRequest().director);
    expect(Date.parse(answer.data.submittedAt)).toBeLessThanOrEqual(platform.clock.now().getTime());

    // Submitted documents cannot be replaced: a new address still refuses the upload (FILE_LOCKED).
    const fresh = await call<OnboardingDocsResponse>(platform.app, 'POST', '/legalEntityKYC/v1/onboarding-doc', {}, bearer(bearerToken));
    const [doc] = fresh.data.docs;
    const replace = await platform.app.request(doc?.url ?? '', {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: PDF,
    });
    expect(replace.status).toBe(409);
    expect(((await replace.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('FILE_LOCKED');

    const mine = await call<LenderApplication>(platform.app, 'GET', '/legalEntityKYC/v1', undefined, bearer(bearerToken));
    expect(mine.status).toBe(200);
    expect(mine.data.id).toBe(answer.data.id);
    expect(mine.data.legalEntityInformation).toEqual(validRequest().legalEntityInformation);

    const rows = await platform.db.query<{ legal_entity_name: string; status: string }>(
      'select legal_entity_name, status from lender_applications',
    );
    expect(rows).toEqual([{ legal_entity_name: 'PT Maju Bersama Sejahtera', status: 'IN_REVIEW' }]);
  });

  it('refuses the post while documents are missing, in the caller language', async () => {
    const { bearerToken } = await signIn(platform.app);
    const english = await post(bearerToken, validRequest(), 'EN');
    expect(english.status).toBe(409);
    expect(english.errors[0]).toMatchObject({
      code: 'LENDER_DOCUMENTS_INCOMPLETE',
      message: 'Upload all nine documents before submitting the application.',
    });
    const indonesian = await post(bearerToken, validRequest(), 'ID');
    expect(indonesian.errors[0]?.message).toBe('Unggah kesembilan dokumen terlebih dahulu sebelum mengirim pendaftaran.');
    expect(await platform.db.query('select id from lender_applications')).toEqual([]);
  });

  it('refuses a second application of the same user', async () => {
    const { bearerToken } = await signIn(platform.app);
    await uploadAllDocuments(bearerToken);
    expect((await post(bearerToken, validRequest())).status).toBe(201);
    const again = await post(bearerToken, validRequest());
    expect(again.status).toBe(409);
    expect(again.errors[0]?.code).toBe('LENDER_APPLICATION_EXISTS');
  });

  it.each([
    '0812-3456-7890',
    '62812 3456 7890',
    '+62 812-3456-7890',
    ' 081234567890',
  ])('takes the phone %j as Indonesians write it and keeps the national number', async (typed) => {
    const { bearerToken } = await signIn(platform.app);
    await uploadAllDocuments(bearerToken);
    const request = validRequest();
    request.authorizedRepresentative.phoneNumber = typed;
    const created = await post(bearerToken, request);
    expect(created.status).toBe(201);
    expect(created.data.authorizedRepresentative.phoneNumber).toBe('81234567890');
    const [row] = await platform.db.query<{ id: string }>('select id from lender_applications');
    const stored = await call<LenderApplication>(
      platform.app,
      'GET',
      `/legalEntityKYC/v1/applications/${row?.id ?? ''}`,
      undefined,
      bearer(bearerToken),
    );
    expect(stored.data.authorizedRepresentative.phoneNumber).toBe('81234567890');
  });

  it('needs a session', async () => {
    const answer = await call(platform.app, 'POST', '/legalEntityKYC/v1', validRequest());
    expect(answer.status).toBe(401);
    expect(answer.errors[0]?.code).toBe('UNAUTHORIZED');
  });

  type Mutation = (request: LenderApplicationRequest) => void;
  const invalid: Array<[string, string, Mutation]> = [
    [
      'legal entity name under 3 characters',
      'legalEntityInformation.identification.name',
      (r) => void (r.legalEntityInformation.identification.name = 'PT'),
    ],
    [
      'a type other than PT',
      'legalEntityInformation.identification.type',
      (r) => void ((r.legalEntityInformation.identification as { type: string }).type = 'CV'),
    ],
    [
      'a licence number under 3 characters',
      'legalEntityInformation.identification.licenseNumber',
      (r) => void (r.legalEntityInformation.identification.licenseNumber = '12'),
    ],
    [
      'incorporation before 1920',
      'legalEntityInformation.identification.dateOfIncorporation',
      (r) => void (r.legalEntityInformation.identification.dateOfIncorporation = '1919-12-31'),
    ],
    [
      'incorporation as DD/MM/YYYY',
      'legalEntityInformation.identification.dateOfIncorporation',
      (r) => void (r.legalEntityInformation.identification.dateOfIncorporation = '30/06/2015'),
    ],
    [
      'revenue with letters',
      'legalEntityInformation.financialInfo.avgRevenuePerMonth',
      (r) => void (r.legalEntityInformation.financialInfo.avgRevenuePerMonth = '12a'),
    ],
    [
      'total assets of 0',
      'legalEntityInformation.financialInfo.totalAssets',
      (r) => void (r.legalEntityInformation.financialInfo.totalAssets = '0'),
    ],
    [
      'a 4-digit postal code',
      'legalEntityInformation.registeredAddressInfo.postalCode',
      (r) => void (r.legalEntityInformation.registeredAddressInfo.postalCode = '1219'),
    ],
    ['a 15-digit director NIK', 'director.nationalId', (r) => void (r.director.nationalId = '317123456789000')],
    ['a director name with digits', 'director.fullName', (r) => void (r.director.fullName = 'Budi 2')],
    [
      'an unknown marital status',
      'director.maritalStatus',
      (r) => void ((r.director as { maritalStatus: string }).maritalStatus = 'ENGAGED'),
    ],
    ['a birth date in the future', 'director.dateOfBirth', (r) => void (r.director.dateOfBirth = '2999-01-01')],
    [
      'an email without a dot in the domain',
      'authorizedRepresentative.email',
      (r) => void (r.authorizedRepresentative.email = 'siti@maju'),
    ],
    // The number as Indonesians write it is taken (below); what is no number of 9-13 digits is not.
    ['a phone with letters', 'authorizedRepresentative.phoneNumber', (r) => void (r.authorizedRepresentative.phoneNumber = '0812abc4567')],
    ['a phone of 8 digits', 'authorizedRepresentative.phoneNumber', (r) => void (r.authorizedRepresentative.phoneNumber = '81234567')],
    ['0 then 8 digits', 'authorizedRepresentative.phoneNumber', (r) => void (r.authorizedRepresentative.phoneNumber = '081234567')],
    [
      'a phone of 14 digits',
      'authorizedRepresentative.phoneNumber',
      (r) => void (r.authorizedRepresentative.phoneNumber = '+62 81234567890123'),
    ],
    ['an unknown bank code', 'bankAccountDetails.bankCode', (r) => void (r.bankAccountDetails.bankCode = '999')],
    ['an account number with letters', 'bankAccountDetails.accountNumber', (r) => void (r.bankAccountDetails.accountNumber = '12-34')],
    // The regions are picked from the shipped list (public/regions): the four must be one real chain.
    [
      'a village of another district (Dago is in Coblong, Bandung)',
      'legalEntityInformation.registeredAddressInfo',
      (r) => void (r.legalEntityInformation.registeredAddressInfo.level4Region = 'Dago'),
    ],
    ['a province not in the list', 'director', (r) => void (r.director.level1Region = 'Jakarta Raya')],
    ['a city of another province', 'director', (r) => void (r.director.level2Region = 'Kota Administrasi Jakarta Selatan')],
  ];
  it.each(invalid)('refuses %s, naming the field', async (_what, field, mutate) => {
    const { bearerToken } = await signIn(platform.app);
    await uploadAllDocuments(bearerToken);
    const request = validRequest();
    mutate(request);
    const answer = await post(bearerToken, request);
    expect(answer.status).toBe(400);
    expect(answer.errors.map((error) => error.cause)).toContain(field);
    expect(answer.errors[0]?.code).toBe('INVALID_REQUEST_PAYLOAD');
    expect(await platform.db.query('select id from lender_applications')).toEqual([]);
  });

  it('refuses fields it does not know (a typo on the client must not be silently dropped)', async () => {
    const { bearerToken } = await signIn(platform.app);
    const request = { ...validRequest(), extra: true };
    const answer = await post(bearerToken, request);
    expect(answer.status).toBe(400);
  });
});

describe('who may read an application', () => {
  it('answers 404 to another user, by id and on their own GET, as for an unknown id', async () => {
    const owner = await signIn(platform.app);
    const stranger = await signIn(platform.app);
    await uploadAllDocuments(owner.bearerToken);
    const created = await post(owner.bearerToken, validRequest());
    expect(created.status).toBe(201);

    const byOwner = await call<LenderApplication>(
      platform.app,
      'GET',
      `/legalEntityKYC/v1/applications/${created.data.id}`,
      undefined,
      bearer(owner.bearerToken),
    );
    expect(byOwner.status).toBe(200);
    expect(byOwner.data.bankAccountDetails.accountNumber).toBe('1234567890');

    const byStranger = await call(
      platform.app,
      'GET',
      `/legalEntityKYC/v1/applications/${created.data.id}`,
      undefined,
      bearer(stranger.bearerToken),
    );
    expect(byStranger.status).toBe(404);
    expect(byStranger.errors[0]?.code).toBe('LENDER_APPLICATION_NOT_FOUND');
    const strangersOwn = await call(platform.app, 'GET', '/legalEntityKYC/v1', undefined, bearer(stranger.bearerToken));
    expect(strangersOwn.status).toBe(404);
    const anonymous = await call(platform.app, 'GET', `/legalEntityKYC/v1/applications/${created.data.id}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('sandbox', () => {
  it('lists applications with their documents, on a page and as JSON', async () => {
    const { bearerToken } = await signIn(platform.app);
    await uploadAllDocuments(bearerToken);
    await post(bearerToken, validRequest());
    const list = await call<Array<{ application: LenderApplication; documents: Array<{ uploaded: boolean }> }>>(
      platform.app,
      'GET',
      '/sandbox/lender/applications',
    );
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.documents.filter((doc) => doc.uploaded)).toHaveLength(9);
    const page = await platform.app.request('/sandbox/lender');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('PT Maju Bersama Sejahtera');
    expect(html).toContain('passbookDoc');
  });

  it('is gone when the sandbox is off', async () => {
    const off = await createTestPlatform({ sandbox: false });
    try {
      expect((await off.app.request('/sandbox/lender')).status).toBe(404);
    } finally {
      await off.dispose();
    }
  });
});
