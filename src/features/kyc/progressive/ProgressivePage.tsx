/** Placeholder until its issue's work lands. */
export default function ProgressivePage() {
  return null;
}
