import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { DueDateChange } from '@domain/contract/paylater-duedate';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { useFormat } from '@ui/useFormat';
import { OfferText } from './offer-text';
import { DUE_DATE_SIGNING_ROUTE } from './state';
import { Card } from '@ui/Card';

/**
 * The chosen change before it applies: sign it or see when it applies, or cancel it. Cancelling asks
 * first (the logout's confirm on the shared Dialog), since a signed contract would need signing again.
 */
export function PendingChange({
  change,
  currentDay,
  busy,
  onCancel,
}: {
  change: DueDateChange;
  /** The due day in force, which stays when the change is cancelled. */
  currentDay: number;
  busy: boolean;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  return (
    <Card title={<FormattedMessage id="paylater.duedate.pending.title" />}>
      <p>
        <OfferText offer={change} format={format} />
      </p>
      {change.state === 'AWAITING_SIGNATURE' ? (
        <>
          <p className="notice" role="note">
            <FormattedMessage id="paylater.duedate.pending.unsigned" />
          </p>
          <Button block onClick={() => navigate(DUE_DATE_SIGNING_ROUTE)}>
            <FormattedMessage id="paylater.duedate.pending.sign" />
          </Button>
        </>
      ) : (
        <p className="notice" role="note">
          <FormattedMessage
            id="paylater.duedate.when.scheduled"
            values={{ date: change.effective_at ? format.day(change.effective_at) : '' }}
          />
        </p>
      )}
      <Button variant="secondary" block loading={busy} onClick={() => setAsking(true)}>
        <FormattedMessage id="paylater.duedate.cancel.button" />
      </Button>
      <Dialog
        open={asking}
        title={intl.formatMessage({ id: 'paylater.duedate.cancel.title' })}
        onCancel={() => setAsking(false)}
        actions={
          <>
            <Button
              onClick={() => {
                setAsking(false);
                onCancel();
              }}
            >
              <FormattedMessage id="paylater.duedate.cancel.confirm" />
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              <FormattedMessage id="paylater.duedate.cancel.keep" />
            </Button>
          </>
        }
      >
        <p>
          <FormattedMessage
            id={change.state === 'AWAITING_SIGNATURE' ? 'paylater.duedate.cancel.bodyUnsigned' : 'paylater.duedate.cancel.bodySigned'}
            values={{ day: currentDay }}
          />
        </p>
      </Dialog>
    </Card>
  );
}
