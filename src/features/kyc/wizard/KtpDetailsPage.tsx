/** Placeholder until its issue's work lands. */
export default function KtpDetailsPage() {
  return null;
}
