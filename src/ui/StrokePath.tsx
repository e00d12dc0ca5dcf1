/** A drawn line of an icon or illustration: no fill, rounded ends and corners. */
export function StrokePath({ d, stroke, width }: { d: string; stroke: string; width: string }) {
  return <path d={d} fill="none" stroke={stroke} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />;
}
