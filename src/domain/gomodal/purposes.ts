/**
 * What the loan is for (document 3, section 3). The codes are the wire values of `purpose`; the
 * labels are catalogue text, `gomodal.purpose.<code>`:
 * P01 buy or add raw-material stock, P02 monthly bills, P03 premises renovation, P04 new equipment,
 * P05 new branch, P06 child school fee, P07 medical fee, P08 recreation, P09 personal house
 * renovation, P10 personal items, Other.
 */

export const GOMODAL_PURPOSES = ['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10', 'Other'] as const;
export type GomodalPurpose = (typeof GOMODAL_PURPOSES)[number];

export function isGomodalPurpose(value: unknown): value is GomodalPurpose {
  return typeof value === 'string' && (GOMODAL_PURPOSES as readonly string[]).includes(value);
}

export function purposeLabelKey(purpose: GomodalPurpose): string {
  return `gomodal.purpose.${purpose}`;
}
