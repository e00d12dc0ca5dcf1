/** Files the storage takes: a JPEG with a frame header (16 x 16) and a PDF from %PDF- to %%EOF. */

/** SOI, APP0 (JFIF), SOF0 16 x 16; then `fill` up to `size`, and EOI. */
export function tinyJpeg(size = 64, fill = 0x11): Uint8Array<ArrayBuffer> {
  const header = [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0,
    0x00, 0x0b, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00,
  ];
  const bytes = new Uint8Array(Math.max(size, header.length + 2)).fill(fill);
  bytes.set(header);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

export function tinyPdf(text = 'x'): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) as Uint8Array<ArrayBuffer>;
}
