import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@ui/LinkButton';

/** A service must be chosen before KYC: without `product` the wizard sends the user to pick one. */
export function ChooseServiceFirst() {
  return (
    <section className="card kyc-step" aria-labelledby="kyc-choose-title">
      <h1 id="kyc-choose-title">
        <FormattedMessage id="kyc.chooseService.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="kyc.chooseService.body" />
      </p>
      <nav className="kyc-actions" aria-labelledby="kyc-choose-title">
        <LinkButton to="/gopaylater/ab" messageId="kyc.chooseService.paylater" block />
        <LinkButton to="/gopaylater/cicilan" messageId="kyc.chooseService.cicilan" variant="secondary" block />
        <LinkButton to="/gomodal/home" messageId="kyc.chooseService.gomodal" variant="secondary" block />
      </nav>
    </section>
  );
}
