/** Placeholder until its issue's work lands. */
export default function ProgressPage() {
  return null;
}
