/**
 * The app's welcome illustration: decorative, and the same image, place and size as the static
 * shell in index.html, so the first paint and React's first render line up without a jump.
 */
export function SplashIllustration() {
  return <img className="hero" src="/illustrations/sign-in.svg" width="358" height="160" alt="" fetchPriority="high" />;
}
