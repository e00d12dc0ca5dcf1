/** Placeholder until its issue's work lands. */
export default function Step2Page() {
  return null;
}
