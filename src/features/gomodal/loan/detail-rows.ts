/**
 * Every loan field of document 3, section 3, as label and value pairs in the order the detail page
 * shows them. Pure: the labels are catalogue ids, the values already formatted by the caller's formatters.
 */
import type { GomodalLoan } from '@domain/contract/gomodal-loan';
import { purposeLabelKey } from '@domain/gomodal/purposes';
import { formatVaNumber } from '@domain/lending/virtual-account';
import type { Formatters } from '@ui/useFormat';

export interface LoanRow {
  key: string;
  labelId: string;
  value: string | { messageId: string; values?: Record<string, string | number> };
  emphasis?: boolean;
}

/**
 * "+628123456789" as Indonesians write a mobile number, "+62 812-3456-789" (operator prefix, then
 * groups of four), so it can be checked at a glance; anything else is shown as given.
 */
function readablePhone(phone: string): string {
  const match = /^\+62(8\d{2})(\d{4})(\d{2,6})$/.exec(phone);
  return match ? `+62 ${match[1]}-${match[2]}-${match[3]}` : phone;
}

export function loanRows(loan: GomodalLoan, format: Formatters): LoanRow[] {
  const money = format.money;
  const rows: Array<LoanRow | null> = [
    { key: 'loanId', labelId: 'gomodal.loan.loanId', value: loan.loanId },
    { key: 'principal', labelId: 'gomodal.loan.principal', value: money(loan.principal), emphasis: true },
    { key: 'purpose', labelId: 'gomodal.loan.purpose', value: { messageId: purposeLabelKey(loan.purpose) } },
    { key: 'tenure', labelId: 'gomodal.loan.tenure', value: { messageId: 'gomodal.months', values: { count: loan.tenure } } },
    { key: 'monthly', labelId: 'gomodal.loan.monthlyInstalment', value: money(loan.monthlyInstalment) },
    { key: 'daily', labelId: 'gomodal.loan.dailyDeduction', value: money(loan.dailyDeduction) },
    // Lower in a first-loan cashback month, higher after a pause: said beside the plan's figure.
    loan.currentDailyDeduction > 0 && loan.currentDailyDeduction !== loan.dailyDeduction
      ? { key: 'dailyNow', labelId: 'gomodal.loan.dailyDeductionNow', value: money(loan.currentDailyDeduction) }
      : null,
    {
      key: 'rate',
      labelId: 'gomodal.loan.rate',
      value: { messageId: 'gomodal.percentMonth', values: { rate: loan.monthlyInterestRatePercent } },
    },
    { key: 'interest', labelId: 'gomodal.loan.interest', value: money(loan.interest) },
    { key: 'fee', labelId: 'gomodal.loan.adminFee', value: money(loan.adminFee) },
    { key: 'disbursement', labelId: 'gomodal.loan.totalDisbursement', value: money(loan.totalDisbursement) },
    { key: 'disbursedAt', labelId: 'gomodal.loan.disbursedAt', value: format.dateTime(loan.disbursedAt) },
    loan.dueDate ? { key: 'dueDate', labelId: 'gomodal.loan.dueDate', value: format.date(loan.dueDate) } : null,
    { key: 'firstDue', labelId: 'gomodal.loan.firstDueDate', value: format.date(loan.firstDueDate) },
    { key: 'finalDue', labelId: 'gomodal.loan.finalDueDate', value: format.date(loan.finalDueDate) },
    {
      key: 'instalments',
      labelId: 'gomodal.loan.instalments',
      value: { messageId: 'gomodal.loan.instalmentsValue', values: { paid: loan.paidInstalments, remaining: loan.remainingInstalments } },
    },
    { key: 'amountDue', labelId: 'gomodal.loan.amountDue', value: money(loan.amountDue) },
    { key: 'totalPaid', labelId: 'gomodal.loan.totalPaid', value: money(loan.totalPaid) },
    { key: 'totalRemaining', labelId: 'gomodal.loan.totalRemaining', value: money(loan.totalRemaining) },
    { key: 'payoff', labelId: 'gomodal.loan.payoff', value: money(loan.payoffAmount) },
    { key: 'overdue', labelId: 'gomodal.loan.overdueAmount', value: money(loan.overdueAmount) },
    { key: 'missed', labelId: 'gomodal.loan.missedAmount', value: money(loan.missedAmount) },
    { key: 'carry', labelId: 'gomodal.loan.carryOver', value: money(loan.carryOverAmount) },
    { key: 'lateFee', labelId: 'gomodal.loan.lateFee', value: money(loan.lateFee) },
    loan.gracePeriodEnd ? { key: 'grace', labelId: 'gomodal.loan.graceEnd', value: format.date(loan.gracePeriodEnd) } : null,
    { key: 'discountInterest', labelId: 'gomodal.loan.discountInterest', value: money(loan.discounts.interest) },
    { key: 'discountPrincipal', labelId: 'gomodal.loan.discountPrincipal', value: money(loan.discounts.principal) },
    { key: 'discountLateFee', labelId: 'gomodal.loan.discountLateFee', value: money(loan.discounts.lateFee) },
    { key: 'bank', labelId: 'gomodal.loan.bankName', value: loan.bank.bankName },
    { key: 'account', labelId: 'gomodal.loan.accountNumber', value: loan.bank.accountNumber },
    { key: 'owner', labelId: 'gomodal.loan.accountOwner', value: loan.bank.accountOwner },
    { key: 'mobile', labelId: 'gomodal.loan.mobile', value: readablePhone(loan.registeredMobileNumber) },
    { key: 'address', labelId: 'gomodal.loan.address', value: loan.address },
    {
      key: 'outlets',
      labelId: 'gomodal.loan.outlets',
      value: {
        messageId: 'gomodal.loan.outletsValue',
        values: { names: loan.outlets.items.map((outlet) => outlet.name).join(', '), total: loan.outlets.total },
      },
    },
  ];
  if (loan.virtualAccount) {
    rows.push(
      { key: 'vaNumber', labelId: 'gomodal.loan.vaNumber', value: formatVaNumber(loan.virtualAccount.vaNumber) },
      { key: 'vaBank', labelId: 'gomodal.loan.vaBank', value: loan.virtualAccount.bankName },
      { key: 'vaExpiry', labelId: 'gomodal.loan.vaExpiry', value: format.dateTime(loan.virtualAccount.expiresAt) },
    );
  }
  return rows.filter((row): row is LoanRow => row !== null);
}
