/** The ineligible pages' state: "tell me when I'm eligible". */
import type { GomodalApplyCheck } from '@domain/contract/gomodal';
import { dataWorker } from '../../../data/bridge';

/** "Tell me when I'm eligible": answers the apply check as it now stands (a failure: gomodalRefusalOf). */
export async function askToBeTold(check: GomodalApplyCheck): Promise<GomodalApplyCheck> {
  const answer = await dataWorker().gomodal.askToBeTold();
  return { ...check, askedToBeTold: answer.requested };
}
