/**
 * Posts the lender application from its draft (owned by the lender wizard area; step 4's Continue
 * calls it once all nine documents are confirmed). Placeholder until it lands.
 */
export async function submitLenderApplication(): Promise<void> {
  throw new Error('The lender application cannot be submitted yet.');
}
