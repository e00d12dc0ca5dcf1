import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

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
        <Link className="btn btn--primary btn--block" to="/gopaylater/ab">
          <FormattedMessage id="kyc.chooseService.paylater" />
        </Link>
        <Link className="btn btn--secondary btn--block" to="/gopaylater/cicilan">
          <FormattedMessage id="kyc.chooseService.cicilan" />
        </Link>
        <Link className="btn btn--secondary btn--block" to="/gomodal/home">
          <FormattedMessage id="kyc.chooseService.gomodal" />
        </Link>
      </nav>
    </section>
  );
}
