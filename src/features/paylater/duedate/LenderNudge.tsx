import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { DUE_DATE_ROUTE, loadDueDateQuietly } from './state';
import './duedate.css';
import { Card } from '@ui/Card';

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
      <Link className="btn btn--primary btn--block" to={DUE_DATE_ROUTE}>
        <FormattedMessage id="paylater.duedate.nudge.action" />
      </Link>
    </Card>
  );
}
