import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { VirtualAccount } from '@domain/contract/repayment';
import { repaymentRoute } from '@domain/gomodal/routes';
import { OTHER_BANK, isVaBank } from '@domain/repayment/banks';
import { CATCHUP_TYPES } from '@domain/repayment/catchup';
import { useRemote } from '@state/remote';
import { Button } from '@ui/Button';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { loadRepaymentOverview, openVirtualAccount } from '../state';
import { vaErrorRoute } from './repayment-routes';
import { VaPanel } from './VaPanel';

/**
 * /gomodal/submission/repayment/confirm?id=&type=&bank=[&amount=]: the choice to confirm; "Create
 * virtual account" opens it and shows it to pay, under the title "Pay by virtual account". A refusal
 * has its page (/gomodal/error/va-transfer).
 */
export default function ConfirmPage() {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const type = CATCHUP_TYPES.find((candidate) => candidate === params.get('type')) ?? null;
  const bankParam = params.get('bank');
  const bank = isVaBank(bankParam) ? bankParam : null;
  const digits = params.get('amount') ?? '0';
  const [opened, setOpened] = useState<VirtualAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const { state, retry } = useRemote(() => loadRepaymentOverview(id), null, id);

  if (!type || !bank) {
    return (
      <GomodalPage titleId="gomodal.confirm.title">
        <ActionLinks actions={[{ to: repaymentRoute(id), messageId: 'gomodal.confirm.choose', primary: true }]} />
      </GomodalPage>
    );
  }
  const open = async () => {
    setBusy(true);
    const outcome = await openVirtualAccount(id, { catchupType: type, bankName: bank, amount: digits });
    setBusy(false);
    if (outcome.ok) setOpened(outcome.virtualAccount);
    else if (outcome.reason !== 'general') navigate(vaErrorRoute(id, outcome.reason), { replace: true });
  };
  return (
    // Once the VA is open, the page is where it is paid, no longer a confirmation.
    <GomodalPage titleId={opened ? 'gomodal.repayment.title' : 'gomodal.confirm.title'}>
      <Loaded state={state} retry={retry}>
        {({ dues, virtualAccount }) => {
          if (opened) {
            // After a refresh the platform's copy (PENDING, PAID...) replaces the one the opening answered.
            const current = virtualAccount?.id === opened.id ? virtualAccount : opened;
            return <VaPanel va={current} submissionId={id} onRefresh={retry} takeFocus />;
          }
          const amount = type === 'PARTIAL' ? Number(digits) : (dues.options.find((option) => option.catchupType === type)?.amount ?? 0);
          return (
            <section className="card" aria-labelledby="gomodal-confirm-heading">
              <h2 id="gomodal-confirm-heading" className="gomodal-card__title">
                <FormattedMessage id="gomodal.confirm.heading" />
              </h2>
              <DetailList
                rows={[
                  {
                    key: 'type',
                    label: intl.formatMessage({ id: 'gomodal.repayment.type' }),
                    value: intl.formatMessage({ id: `gomodal.repayment.catchup.${type}` }),
                  },
                  {
                    key: 'bank',
                    label: intl.formatMessage({ id: 'gomodal.repayment.bank' }),
                    value: bank === OTHER_BANK ? intl.formatMessage({ id: 'gomodal.repayment.otherBank' }) : bank,
                  },
                  { key: 'amount', label: intl.formatMessage({ id: 'gomodal.va.amount' }), value: format.money(amount), emphasis: true },
                ]}
              />
              <p className="field__hint">
                <FormattedMessage id="gomodal.confirm.validity" />
              </p>
              <Button block loading={busy} onClick={() => void open()}>
                <FormattedMessage id="gomodal.confirm.open" />
              </Button>
              <ActionLinks actions={[{ to: repaymentRoute(id), messageId: 'gomodal.confirm.change' }]} />
            </section>
          );
        }}
      </Loaded>
    </GomodalPage>
  );
}
