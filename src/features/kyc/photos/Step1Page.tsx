/** Placeholder until its issue's work lands. */
export default function Step1Page() {
  return null;
}
