/** Placeholder until its issue's work lands. */
export default function SlikPage() {
  return null;
}
