/** Placeholder until its issue's work lands. */
export default function Step4Page() {
  return null;
}
