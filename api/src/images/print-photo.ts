/** Print resolution: 300 dots per inch at the size the photo is printed. */
const DOTS_PER_INCH = 300;
const POINTS_PER_INCH = 72;

export type PrintBox = { width: number; height: number };

/**
 * A photo ready to place in a PDF box (sizes in PDF points): cropped to the box's shape around its
 * most salient part (sharp's attention strategy) and sized for 300 dpi at that size, or smaller when
 * the file itself is smaller (never enlarged), as a JPEG (what PDF readers and printers take as is).
 */
export async function printPhoto(input: Buffer, box: PrintBox, quality = 80): Promise<Buffer> {
  // Loaded on the first card, as /img does: most processes never make one.
  const { default: sharp } = await import('sharp');
  const image = sharp(input).autoOrient();
  const { autoOrient } = await image.metadata();
  const wanted = {
    width: (box.width / POINTS_PER_INCH) * DOTS_PER_INCH,
    height: (box.height / POINTS_PER_INCH) * DOTS_PER_INCH,
  };
  // Same shape as the box, no larger than the file allows in either direction.
  const scale = Math.min(1, autoOrient.width / wanted.width, autoOrient.height / wanted.height);
  return image
    .resize({
      width: Math.max(1, Math.round(wanted.width * scale)),
      height: Math.max(1, Math.round(wanted.height * scale)),
      fit: 'cover',
      position: 'attention',
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}
