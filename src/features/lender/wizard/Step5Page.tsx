/** Placeholder until its issue's work lands. */
export default function Step5Page() {
  return null;
}
