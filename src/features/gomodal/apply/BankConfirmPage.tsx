import { FormattedMessage, useIntl } from 'react-intl';
import { APPLICATION_STEP_ROUTES } from '@domain/gomodal/application';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { Button } from '@ui/Button';
import { DetailList } from '@ui/DetailList';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { loadBankProfile } from './state';
import { useApplicationDraft } from './useApplicationDraft';
import { Card } from '@ui/Card';

/** /gomodal/loan/bank/confirm: the account the loan is paid into, as the merchant app registered it. */
export default function BankConfirmPage() {
  const intl = useIntl();
  const draft = useApplicationDraft('bank');
  const { state, retry } = useRemote(loadBankProfile, null, 'gomodal-bank');
  return (
    <GomodalPage titleId="gomodal.bank.title">
      <Loaded state={state} retry={retry}>
        {(bank) => (
          <Card titleClassName="gomodal-card__title" title={<FormattedMessage id="gomodal.bank.heading" />}>
            <DetailList
              rows={[
                { key: 'bank', label: intl.formatMessage({ id: 'gomodal.loan.bankName' }), value: bank.bankName },
                { key: 'number', label: intl.formatMessage({ id: 'gomodal.loan.accountNumber' }), value: bank.accountNumber },
                { key: 'owner', label: intl.formatMessage({ id: 'gomodal.loan.accountOwner' }), value: bank.accountOwner },
                { key: 'phone', label: intl.formatMessage({ id: 'gomodal.loan.mobile' }), value: bank.registeredMobileNumber },
                { key: 'address', label: intl.formatMessage({ id: 'gomodal.loan.address' }), value: bank.address },
              ]}
            />
            <p className="field__hint">
              <FormattedMessage id="gomodal.bank.wrong" />
            </p>
            <Button
              block
              disabled={!draft.ready}
              onClick={() => {
                draft.update((current) => ({ ...current, bankConfirmed: true }));
                void draft.goOn(APPLICATION_STEP_ROUTES.outlet);
              }}
            >
              <FormattedMessage id="gomodal.bank.confirm" />
            </Button>
            <ActionLinks actions={[{ to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' }]} />
          </Card>
        )}
      </Loaded>
    </GomodalPage>
  );
}
