/** The card's geometry in PDF points (1/72 in): A5 portrait, 148 x 210 mm. */
export const PAGE = { width: 419.53, height: 595.28 };
export const MARGIN = 24;

/** Front: the cover above a band with the name and the agency. */
export const FRONT = {
  cover: { x: 0, y: 0, width: PAGE.width, height: PAGE.height - 72 },
  nameY: PAGE.height - 60,
  agencyY: PAGE.height - 28,
};

const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const COLUMN = 120;
const GAP = 8;
const GRID_WIDTH = CONTENT_WIDTH - COLUMN - 14;
const PHOTO_WIDTH = (GRID_WIDTH - GAP) / 2;
// Model photos are portraits: 3:4 cells.
const PHOTO_HEIGHT = (PHOTO_WIDTH * 4) / 3;

/** Back: the name, a 2 x 2 grid of book photos beside the measures, then the contact and the QR code. */
export const BACK = {
  nameY: MARGIN - 4,
  photos: [0, 1, 2, 3].map((index) => ({
    x: MARGIN + (index % 2) * (PHOTO_WIDTH + GAP),
    y: 68 + Math.floor(index / 2) * (PHOTO_HEIGHT + GAP),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  })),
  measures: { x: PAGE.width - MARGIN - COLUMN, y: 68, width: COLUMN },
  ruleY: 68 + 2 * PHOTO_HEIGHT + GAP + 16,
  qr: { size: 96 },
};
export const CONTENT = { width: CONTENT_WIDTH };
