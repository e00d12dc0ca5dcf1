import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { repaymentRoute } from '@domain/gomodal/routes';
import { OTHER_BANK, isVaBank } from '@domain/repayment/banks';
import { CATCHUP_TYPES } from '@domain/repayment/catchup';
import { useAnswer } from '@state/use-answer';
import { Button } from '@ui/Button';
import { LoadingCard } from '@ui/Spinner';
import { DetailList } from '@ui/DetailList';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { openVirtualAccount, presentGomodalFailure, repaymentAnswer } from '../state';
import { vaErrorRoute } from './repayment-routes';

/**
 * /gomodal/submission/repayment/confirm?id=&type=&bank=[&amount=]: the choice to confirm; "Create
 * virtual account" opens it and goes on to the loan's VA page (/gomodal/submission/repayment?id=),
 * which shows it to pay, again after a reload or a return from the banking app, and watches it. A
 * refusal has its page (/gomodal/error/va-transfer). Reached again with a VA still open (the back
 * button), it shows that VA's page instead of offering to create another.
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
  const [busy, setBusy] = useState(false);
  const answer = useAnswer(repaymentAnswer, id, presentGomodalFailure);
  const open = answer.state.value?.virtualAccount;
  const resume = open !== undefined && open !== null && (open.state === 'ACTIVE' || open.state === 'PENDING');
  // An open VA found on arrival is resumed on its page; one this page is opening goes there with the focus (create).
  useEffect(() => {
    if (resume && !busy) navigate(repaymentRoute(id), { replace: true });
  }, [resume, busy, id, navigate]);

  if (!type || !bank) {
    return (
      <GomodalPage titleId="gomodal.confirm.title">
        <ActionLinks actions={[{ to: repaymentRoute(id), messageId: 'gomodal.confirm.choose', primary: true }]} />
      </GomodalPage>
    );
  }
  const create = async () => {
    setBusy(true);
    const outcome = await openVirtualAccount(id, { catchupType: type, bankName: bank, amount: digits });
    // Once the VA is open, its page is where it is paid (an address a reload keeps), no longer a confirmation.
    if (outcome.ok) {
      navigate(repaymentRoute(id), { replace: true, state: { focusVa: true } });
      return;
    }
    setBusy(false);
    if (outcome.reason !== 'general') navigate(vaErrorRoute(id, outcome.reason), { replace: true });
  };
  return (
    <GomodalPage titleId="gomodal.confirm.title">
      <Loaded state={answer.remote} retry={answer.retry}>
        {({ dues }) => {
          if (resume) return <LoadingCard />;
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
              <Button block loading={busy} onClick={() => void create()}>
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
