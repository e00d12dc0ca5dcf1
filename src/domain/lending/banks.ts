/**
 * The banks a virtual account (VA) can be opened at (document 2 section 3, document 3 section 3).
 * The names are the wire values of `bankName`, spelled as the platform spells them. The steps to pay
 * are catalogue text (locales); here only which channels each bank has steps for.
 */

export const VA_BANKS = ['BRI', 'BCA', 'Mandiri', 'BNI', 'Permata'] as const;
export type VaBank = (typeof VA_BANKS)[number];

export function isVaBank(value: unknown): value is VaBank {
  return typeof value === 'string' && (VA_BANKS as readonly string[]).includes(value);
}

/**
 * Permata is shown as "other bank": its VA takes transfers from any bank (ATM Bersama, Prima,
 * BI-FAST), so it is the choice for users of a bank not in the list.
 */
export const OTHER_BANK: VaBank = 'Permata';

/** The catalogue key of a bank's label: the four named banks by name, Permata as "other bank". */
export function vaBankLabelKey(bank: VaBank): string {
  return bank === OTHER_BANK ? 'lending.bank.otherBank' : `lending.bank.${bank}`;
}

export const PAYMENT_CHANNELS = ['ATM', 'MOBILE_BANKING', 'INTERNET_BANKING'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/**
 * Channels with payment steps, in the order the page shows them. Every bank has all three (for
 * Permata: the ATM, mobile and internet banking of whichever bank the user has).
 */
export const VA_BANK_CHANNELS: Readonly<Record<VaBank, readonly PaymentChannel[]>> = {
  BRI: PAYMENT_CHANNELS,
  BCA: PAYMENT_CHANNELS,
  Mandiri: PAYMENT_CHANNELS,
  BNI: PAYMENT_CHANNELS,
  Permata: PAYMENT_CHANNELS,
};

/** The catalogue key of one bank's steps for one channel (an ICU list message in locales). */
export function paymentStepsKey(bank: VaBank, channel: PaymentChannel): string {
  return `lending.steps.${bank}.${channel}`;
}

/** One channel's steps: the catalogue message holding them, one step a line. */
export interface PaymentStepsRef {
  channel: PaymentChannel;
  messageId: string;
}

/** A bank's steps, channel by channel, in the order the page shows them. */
export function paymentSteps(bank: VaBank): PaymentStepsRef[] {
  return VA_BANK_CHANNELS[bank].map((channel) => ({ channel, messageId: paymentStepsKey(bank, channel) }));
}
