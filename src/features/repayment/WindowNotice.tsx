import { FormattedMessage } from 'react-intl';
import type { Language } from '@domain/languages';
import type { VaWindow } from '@domain/lending/virtual-account';
import { jakartaTime } from './format';

/** The hours VAs can be made; when closed now (the freeze period), until when. */
export function WindowNotice({ window, language }: { window: VaWindow; language: Language }) {
  if (window.open) {
    return (
      <p className="repayment-hours muted">
        <FormattedMessage id="repayment.window.hours" />
      </p>
    );
  }
  const values = { opensAt: jakartaTime(window.opensAt, language), closesAt: jakartaTime(window.closesAt, language) };
  return (
    <div className="repayment-notice repayment-notice--warning" data-testid="va-window-closed">
      <p>
        <FormattedMessage id={window.freezeDay ? 'repayment.window.closedFreezeDay' : 'repayment.window.closed'} values={values} />
      </p>
      <p className="muted">
        <FormattedMessage id="repayment.window.hours" />
      </p>
    </div>
  );
}
