import { FormattedMessage, useIntl } from 'react-intl';
import type { MaskedKycData } from '@domain/contract/kyc/progressive';
import { maskPhone } from '@domain/phone';
import { Button } from '@ui/Button';

interface ConsentStepProps {
  maskedPhoneNo: string;
  data: MaskedKycData;
  consented: boolean;
  onConsentChange: (consented: boolean) => void;
  onContinue: () => void;
  onUsePhotos: () => void;
  busy: boolean;
}

/** The wallet's identity, masked, and the user's consent to use it (spec 2, section 2). */
export function ConsentStep({ maskedPhoneNo, data, consented, onConsentChange, onContinue, onUsePhotos, busy }: ConsentStepProps) {
  const intl = useIntl();
  const rows: [string, string][] = [
    ['kycProgressive.data.name', data.name],
    ['kycProgressive.data.birthDate', data.birthDate],
    ['kycProgressive.data.birthPlace', data.birthPlace],
    ['kycProgressive.data.documentNumber', data.documentNumber],
    ['kycProgressive.data.address', data.address],
  ];
  return (
    <section className="card pkyc" aria-labelledby="pkyc-title">
      <span className="pkyc-badge">
        <FormattedMessage id="kycProgressive.consent.badge" />
      </span>
      <h1 id="pkyc-title" tabIndex={-1}>
        <FormattedMessage id="kycProgressive.consent.title" />
      </h1>
      <p className="muted">
        <FormattedMessage
          id="kycProgressive.consent.intro"
          values={{ phone: <strong className="nowrap masked-phone">{maskPhone(maskedPhoneNo)}</strong> }}
        />
      </p>
      <dl className="pkyc-data" aria-label={intl.formatMessage({ id: 'kycProgressive.data.label' })}>
        {rows.map(([labelId, value]) => (
          <div key={labelId} className="pkyc-data__row">
            <dt>
              <FormattedMessage id={labelId} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <label className="pkyc-consent">
        <input type="checkbox" checked={consented} onChange={(event) => onConsentChange(event.target.checked)} />
        <span>
          <FormattedMessage id="kycProgressive.consent.checkbox" />
        </span>
      </label>
      <div className="pkyc-actions">
        <Button block disabled={!consented} loading={busy} onClick={onContinue}>
          <FormattedMessage id="kycProgressive.consent.continue" />
        </Button>
        <Button block variant="text" onClick={onUsePhotos}>
          <FormattedMessage id="kycProgressive.usePhotos" />
        </Button>
      </div>
    </section>
  );
}
