import { FormattedMessage, useIntl } from 'react-intl';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { vaBankLabelKey } from '@domain/lending/banks';
import { formatJakartaDay, formatJakartaTime24 } from '@domain/jakarta-instant';
import { formatVaNumber } from '@domain/lending/virtual-account';
import { CopyButton } from '../../CopyButton';
import { Countdown } from './Countdown';
import './va.css';

interface VaDetailsProps {
  va: VirtualAccount;
  language: Language;
  /** The platform clock's offset; null offline, where no countdown is shown. */
  offsetMs: number | null;
  onOver?: () => void;
}

/**
 * The VA to pay, the same for every product: bank, number and exact amount each with a copy button,
 * until when it is valid (Jakarta time, from the domain's calendar code, never a locale's Intl
 * pattern) and the time left.
 */
export function VaDetails({ va, language, offsetMs, onOver }: VaDetailsProps) {
  const intl = useIntl();
  return (
    <div className="repayment-va">
      <dl className="repayment-figures">
        <div>
          <dt>
            <FormattedMessage id="lending.va.bank" />
          </dt>
          <dd>
            <FormattedMessage id={vaBankLabelKey(va.bankName)} />
          </dd>
        </div>
        <div className="repayment-va__number">
          <dt>
            <FormattedMessage id="lending.va.number" />
          </dt>
          <dd>
            <span className="repayment-va__digits" data-testid="va-number">
              {formatVaNumber(va.vaNumber)}
            </span>
            <CopyButton
              value={va.vaNumber}
              label={intl.formatMessage({ id: 'lending.va.copy' })}
              accessibleLabel={intl.formatMessage({ id: 'lending.va.copyLabel' })}
              copiedMessage={intl.formatMessage({ id: 'lending.va.copied' })}
              failedMessage={intl.formatMessage({ id: 'lending.va.copyFailed' })}
            />
          </dd>
        </div>
        <div className="repayment-figures__main repayment-va__number">
          <dt>
            <FormattedMessage id="lending.va.amount" />
          </dt>
          <dd>
            <span data-testid="va-amount">{formatRupiah(va.amount)}</span>
            {/* Digits only: what a bank app's amount field takes. */}
            <CopyButton
              value={String(va.amount)}
              label={intl.formatMessage({ id: 'lending.va.copy' })}
              accessibleLabel={intl.formatMessage({ id: 'lending.va.copyAmountLabel' })}
              copiedMessage={intl.formatMessage({ id: 'lending.va.amountCopied' })}
              failedMessage={intl.formatMessage({ id: 'lending.va.copyAmountFailed' })}
            />
          </dd>
        </div>
      </dl>
      <p className="muted">
        <FormattedMessage id="lending.va.amountExact" />
      </p>
      <p className="repayment-va__valid">
        <FormattedMessage
          id="lending.va.validUntil"
          values={{ date: formatJakartaDay(va.expiresAt, language), time: formatJakartaTime24(va.expiresAt, language) }}
        />
      </p>
      {offsetMs !== null ? <Countdown expiresAt={va.expiresAt} offsetMs={offsetMs} {...(onOver ? { onOver } : {})} /> : null}
    </div>
  );
}
