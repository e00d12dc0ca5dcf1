import { FormattedMessage, useIntl } from 'react-intl';
import type { VirtualAccount } from '@domain/contract/repayment';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { vaBankLabelKey } from '@domain/repayment/banks';
import { formatVaNumber } from '@domain/repayment/virtual-account';
import { CopyButton } from '@ui/CopyButton';
import { Countdown } from './Countdown';
import { jakartaDateLabel, jakartaTime } from './format';

interface VaDetailsProps {
  va: VirtualAccount;
  language: Language;
  /** The platform clock's offset; null offline, where no countdown is shown. */
  offsetMs: number | null;
  onOver?: () => void;
}

/** The VA to pay: bank, number and exact amount each with a copy button, and how long it is valid. */
export function VaDetails({ va, language, offsetMs, onOver }: VaDetailsProps) {
  const intl = useIntl();
  return (
    <div className="repayment-va">
      <dl className="repayment-figures">
        <div>
          <dt>
            <FormattedMessage id="repayment.va.bank" />
          </dt>
          <dd>
            <FormattedMessage id={vaBankLabelKey(va.bankName)} />
          </dd>
        </div>
        <div className="repayment-va__number">
          <dt>
            <FormattedMessage id="repayment.va.number" />
          </dt>
          <dd>
            <span className="repayment-va__digits" data-testid="va-number">
              {formatVaNumber(va.vaNumber)}
            </span>
            <CopyButton
              value={va.vaNumber}
              label={intl.formatMessage({ id: 'repayment.va.copy' })}
              accessibleLabel={intl.formatMessage({ id: 'repayment.va.copyLabel' })}
              copiedMessage={intl.formatMessage({ id: 'repayment.va.copied' })}
              failedMessage={intl.formatMessage({ id: 'repayment.va.copyFailed' })}
            />
          </dd>
        </div>
        <div className="repayment-figures__main repayment-va__number">
          <dt>
            <FormattedMessage id="repayment.va.amount" />
          </dt>
          <dd>
            <span data-testid="va-amount">{formatRupiah(va.amount)}</span>
            {/* Digits only: what a bank app's amount field takes. */}
            <CopyButton
              value={String(va.amount)}
              label={intl.formatMessage({ id: 'repayment.va.copy' })}
              accessibleLabel={intl.formatMessage({ id: 'repayment.va.copyAmountLabel' })}
              copiedMessage={intl.formatMessage({ id: 'repayment.va.amountCopied' })}
              failedMessage={intl.formatMessage({ id: 'repayment.va.copyAmountFailed' })}
            />
          </dd>
        </div>
      </dl>
      <p className="muted">
        <FormattedMessage id="repayment.va.amountExact" />
      </p>
      <p className="repayment-va__valid">
        <FormattedMessage
          id="repayment.va.validUntil"
          values={{ date: jakartaDateLabel(va.expiresAt, language), time: jakartaTime(va.expiresAt, language) }}
        />
      </p>
      {offsetMs !== null ? <Countdown expiresAt={va.expiresAt} offsetMs={offsetMs} {...(onOver ? { onOver } : {})} /> : null}
    </div>
  );
}
