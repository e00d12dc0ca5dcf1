/** Placeholder until its issue's work lands. */
export default function Step3Page() {
  return null;
}
