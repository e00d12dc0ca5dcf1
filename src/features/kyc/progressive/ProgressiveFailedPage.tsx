/** Placeholder until its issue's work lands. */
export default function ProgressiveFailedPage() {
  return null;
}
