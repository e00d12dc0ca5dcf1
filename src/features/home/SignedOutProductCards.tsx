import { homeCards, offeredCards } from '@domain/home/card-state';
import { BUILD_FLAGS } from '@state/build-flags';
import { ProductCards } from './ProductCards';

/**
 * The cards a visitor sees under the sign-in form, every product in LOGIN state (platform
 * document, section 6: the anonymous visitor "may see login, the product cards in login state").
 * For src/app/RootPage to place below the login page.
 */
export function SignedOutProductCards() {
  const cards = offeredCards(
    homeCards({ profile: null, businessCapital: null, businessCapitalFailed: false, sourceApp: null, today: '' }),
    BUILD_FLAGS,
  );
  return <ProductCards cards={cards} kycStatus={null} />;
}

export default SignedOutProductCards;
