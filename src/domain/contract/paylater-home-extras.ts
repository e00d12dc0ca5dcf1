/**
 * The sandbox's seeds for the pay-later home's extras (README "Pay-later home extras"): an extended
 * period in force and the account's closure status. The fee discount comes from the plans
 * (contract/paylater-plans.ts) and the ledger; the no_dues badge from the ledger alone.
 */
import * as v from 'valibot';

export const PAYLATER_HOME_EXTRAS_SANDBOX_PATH = '/sandbox/paylater/home-extras';

/**
 * standard: no extended period, the account open; extended-period: an extended period running for
 * the next 30 days; closure-scheduled / closed: the account closing or closed.
 */
export const HOME_EXTRAS_SCENARIOS = ['standard', 'extended-period', 'closure-scheduled', 'closed'] as const;
export type HomeExtrasScenario = (typeof HOME_EXTRAS_SCENARIOS)[number];

/** How long the seeded extended period runs, from the sandbox's today. */
export const SEEDED_EXTENDED_PERIOD_DAYS = 30;

export const HomeExtrasSeedSchema = v.object({
  phone: v.pipe(v.string(), v.minLength(8), v.maxLength(20)),
  scenario: v.picklist(HOME_EXTRAS_SCENARIOS, `Expected one of: ${HOME_EXTRAS_SCENARIOS.join(', ')}`),
});
export type HomeExtrasSeed = v.InferOutput<typeof HomeExtrasSeedSchema>;
