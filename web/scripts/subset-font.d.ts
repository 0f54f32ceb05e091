// subset-font ships no types; the part scripts/subset-fonts.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype'; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
