import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { provinceCode, regionChoices, type ProvinceFile, type RegionIndex } from '@domain/lender/regions';
import { Select } from '@ui/Select';
import { DraftTextField, FieldGroup } from './fields';
import { useLenderApplication } from './lender-draft';
import { loadProvince, loadRegionIndex } from './region-data';

type Owner = 'legalEntity' | 'director';

/**
 * The address group of a step: street, the four region levels picked from the list (province, city
 * or regency, district, village; each offers what lies in the one above, and changing one clears
 * those below) and the postal code.
 */
export function AddressFields({ owner, titleId }: { owner: Owner; titleId: string }) {
  return (
    <FieldGroup titleId={titleId}>
      <DraftTextField name={`${owner}StreetAddress`} labelId="lender.field.streetAddress" autoComplete="off" />
      <RegionPicker owner={owner} />
      <DraftTextField name={`${owner}PostalCode`} labelId="lender.field.postalCode" inputMode="numeric" maxLength={5} autoComplete="off" />
    </FieldGroup>
  );
}

function RegionPicker({ owner }: { owner: Owner }) {
  const intl = useIntl();
  const { draft, change } = useLenderApplication();
  const names = [
    draft[`${owner}AddressRegion1`],
    draft[`${owner}AddressRegion2`],
    draft[`${owner}AddressRegion3`],
    draft[`${owner}AddressRegion4`],
  ] as const;
  const [index, setIndex] = useState<RegionIndex | null>(null);
  const [province, setProvince] = useState<{ code: string; file: ProvinceFile } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadRegionIndex().then(setIndex, () => setFailed(true));
  }, []);
  const code = index ? provinceCode(index, names[0]) : null;
  useEffect(() => {
    if (code === null) return;
    let current = true;
    loadProvince(code).then(
      (file) => current && setProvince({ code, file }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code]);

  const choices = index
    ? regionChoices(index, province && province.code === code ? province.file : null, names)
    : { provinces: [], regencies: [], districts: [], villages: [] };
  const level = (n: 1 | 2 | 3 | 4, options: readonly (readonly [string, string])[]) => (
    <Select
      key={n}
      label={intl.formatMessage({ id: `lender.field.region${n}` })}
      value={names[n - 1] ?? ''}
      options={options.map(([, name]) => ({ value: name, label: name }))}
      mandatory
      // Until the level above is chosen there is nothing to offer; the placeholder says so.
      placeholder={intl.formatMessage({ id: options.length > 0 ? 'lender.region.choose' : 'lender.region.chooseAbove' })}
      onChange={(value) => {
        const patch: Record<string, string> = { [`${owner}AddressRegion${n}`]: value };
        for (let below = n + 1; below <= 4; below++) patch[`${owner}AddressRegion${below}`] = '';
        change(patch);
      }}
    />
  );
  return (
    <>
      {failed ? (
        <p className="field__error" role="alert">
          {intl.formatMessage({ id: 'lender.region.loadFailed' })}
        </p>
      ) : null}
      {level(1, choices.provinces)}
      {level(2, choices.regencies)}
      {level(3, choices.districts)}
      {level(4, choices.villages)}
    </>
  );
}
