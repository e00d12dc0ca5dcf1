/**
 * The main terms of a product's activation contract, told with its signing info so the user sees
 * what they sign (issue 37): each product's book owner answers its own (server/<product>/book-owner.ts),
 * the limit being its opening limit, the one the account is opened with once signed
 * (server/ledger/accounts.ts), so the page and the ledger agree.
 */
import type { ContractTerms, SigningProduct } from '@domain/contract/home';
import { DEFAULT_PROVIDER_VERSION } from '../ledger/accounts';
import { bookOwnerOf } from '../ledger/book-owners';

export function activationTerms(product: SigningProduct): ContractTerms {
  return bookOwnerOf(product).activationTerms(DEFAULT_PROVIDER_VERSION);
}
