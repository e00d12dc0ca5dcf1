/** Saving a step's answers through the worker (PATCH /v2/user/account). */
import type { AccountUpdateResponse } from '@domain/contract/kyc';
import { buildAdditionalDetails, type DetailsForm } from '@domain/kyc/details';
import type { ProductName } from '@domain/products';
import { dataWorker } from '../../../data/bridge';

export function saveStep(product: ProductName, form: DetailsForm, confirm: boolean, progressive = false): Promise<AccountUpdateResponse> {
  return dataWorker().kyc.saveDetails({ product, additionalDetails: buildAdditionalDetails(form), confirm, progressive });
}
