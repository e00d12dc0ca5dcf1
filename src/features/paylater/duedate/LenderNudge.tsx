import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { DUE_DATE_ROUTE, loadDueDateQuietly } from './state';
import './duedate.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/**
 * The lender-change nudge on the pay-later home (new_lender in the due-date change data): the
 * lender is changing and the user signs for it on the due-date page. Nothing shows when there is
 * no new lender or the data cannot be had: the home never waits for it.
 */
export function LenderNudge() {
  const [info, setInfo] = useState<PaylaterDueDateInfo | null>(null);
  useEffect(() => {
    let live = true;
    void loadDueDateQuietly().then((answer) => {
      if (live) setInfo(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  const lender = info?.new_lender;
  if (!lender) return null;
  return (
    <Card className="duedate-nudge" title={<FormattedMessage id="paylater.duedate.nudge.title" />}>
      <p>
        <FormattedMessage id="paylater.duedate.nudge.body" values={{ lender: lender.name }} />
      </p>
      <LinkButton to={DUE_DATE_ROUTE} messageId="paylater.duedate.nudge.action" block />
    </Card>
  );
}
