/** The sandbox checkout's merchants: the profile's explore_items point at them. */
import type { ExploreItem } from '@domain/contract/paylater';
import { MONEY_SANDBOX_PATHS } from '@domain/contract/money-sandbox';

export const SANDBOX_MERCHANTS = ['Tokopedia', 'Bukalapak', 'Blibli', 'Traveloka', 'Alfamart'] as const;

export const EXPLORE_ITEMS: readonly ExploreItem[] = SANDBOX_MERCHANTS.map((name) => ({
  id: name.toLowerCase(),
  name,
  url: `${MONEY_SANDBOX_PATHS.checkout}?merchant=${encodeURIComponent(name)}`,
}));
