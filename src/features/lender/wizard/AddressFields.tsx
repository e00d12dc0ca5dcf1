import { DraftTextField } from './fields';

/** Street, regions level 1 to 4 (province, city or regency, district, village) and the postal code. */
export function AddressFields({ owner }: { owner: 'legalEntity' | 'director' }) {
  return (
    <>
      <DraftTextField name={`${owner}StreetAddress`} labelId="lender.field.streetAddress" autoComplete="off" />
      <DraftTextField name={`${owner}AddressRegion1`} labelId="lender.field.region1" autoComplete="off" />
      <DraftTextField name={`${owner}AddressRegion2`} labelId="lender.field.region2" autoComplete="off" />
      <DraftTextField name={`${owner}AddressRegion3`} labelId="lender.field.region3" autoComplete="off" />
      <DraftTextField name={`${owner}AddressRegion4`} labelId="lender.field.region4" autoComplete="off" />
      <DraftTextField name={`${owner}PostalCode`} labelId="lender.field.postalCode" inputMode="numeric" maxLength={5} autoComplete="off" />
    </>
  );
}
