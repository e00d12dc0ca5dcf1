import type { PageLink } from '@ui/PageLinks';

/** Where repayment happens (the repayment area's page: what to pay, bank, VA number). */
export const PAYLATER_REPAYMENT_ROUTE = '/paylater/repayment';

/** The links under the pay-later pages: the other list, and back to the pay-later home. */
const PAYLATER_HOME: PageLink = { to: '/gopaylater/ab', messageId: 'paylater.backToPaylater' };
export const PAYLATER_PAGE_LINKS: readonly PageLink[] = [{ to: '/paylater/history', messageId: 'paylater.history.title' }, PAYLATER_HOME];
export const PAYLATER_HISTORY_PAGE_LINKS: readonly PageLink[] = [
  { to: '/paylater/unpaid', messageId: 'paylater.unpaid.title' },
  PAYLATER_HOME,
];
