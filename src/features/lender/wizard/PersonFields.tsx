import { DraftDateField, DraftTextField } from './fields';

type Person = 'director' | 'authorizedRepresentative';

/** A person's identity as the KTP gives it: national ID (16 digits), full name, place and date of birth. */
export function PersonFields({ person }: { person: Person }) {
  return (
    <>
      <DraftTextField
        name={`${person}NationalID`}
        labelId="lender.field.nationalId"
        inputMode="numeric"
        maxLength={16}
        autoComplete="off"
      />
      <DraftTextField name={`${person}FullName`} labelId="lender.field.fullName" autoComplete="off" />
      <DraftTextField name={`${person}PlaceOfBirth`} labelId="lender.field.placeOfBirth" autoComplete="off" />
      <DraftDateField name={`${person}DateOfBirth`} labelId="lender.field.dateOfBirth" />
    </>
  );
}
