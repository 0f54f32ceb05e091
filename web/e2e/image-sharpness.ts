import type { Page } from 'playwright-core';

/** One image as drawn on screen: which file, how big it is, and how big it is painted. */
export type DrawnImage = {
  src: string;
  /** Pixels across the file the browser chose (naturalWidth is scaled by the srcset density). */
  fileWidth: number;
  /** CSS px the whole picture is painted at (object-fit: cover paints past its box and crops). */
  drawnWidth: number;
  /** CSS px of the element's box: drawnWidth beyond it is cropped away. */
  boxWidth: number;
  dpr: number;
};

/**
 * Every image painted in the viewport now (hidden slides, transparent ones and placeholders
 * excluded), with the width it is painted at: for object-fit cover the larger of the box and the
 * width the box's height implies, for contain the smaller, else the box.
 */
export async function drawnImages(page: Page): Promise<DrawnImage[]> {
  // Lazy images near the viewport may still be loading: wait for what is in view to have arrived.
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const inView =
        box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return !inView || img.complete;
    }),
  );
  return page.evaluate(async () => {
    const shown = [...document.images]
      .filter(
        (img) =>
          img.complete &&
          img.naturalWidth > 1 &&
          img.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return (
          box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
        );
      });
    return Promise.all(
      shown.map(async (img) => {
        const box = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const byHeight = (box.height * img.naturalWidth) / img.naturalHeight;
        const drawnWidth =
          fit === 'cover'
            ? Math.max(box.width, byHeight)
            : fit === 'contain'
              ? Math.min(box.width, byHeight)
              : box.width;
        // The same URL without srcset reports the file's own pixels (from the cache).
        const probe = new Image();
        probe.src = img.currentSrc;
        await probe.decode();
        return {
          src: img.currentSrc,
          fileWidth: probe.naturalWidth,
          drawnWidth,
          boxWidth: box.width,
          dpr: devicePixelRatio,
        };
      }),
    );
  });
}

const originals = new Map<string, Promise<number>>();

/**
 * Pixels across the storage file behind an /img URL: no resize can be sharper than it, so an
 * image is sharp enough when its file is at least min(painted width x density, this).
 */
export function originalWidth(src: string): Promise<number> {
  const storage = new URL(src).searchParams.get('src') ?? src;
  let width = originals.get(storage);
  if (!width) {
    width = (async () => {
      const { default: sharp } = await import('sharp');
      const body = Buffer.from(await (await fetch(storage)).arrayBuffer());
      return (await sharp(body).metadata()).width ?? 0;
    })();
    originals.set(storage, width);
  }
  return width;
}

/** Images painted from fewer pixels than the screen has for them (and than their file offers). */
export async function blurryImages(images: readonly DrawnImage[]): Promise<string[]> {
  const problems: string[] = [];
  for (const image of images) {
    const needed = Math.ceil(image.drawnWidth * Math.min(2, image.dpr));
    const possible = Math.min(needed, await originalWidth(image.src));
    // One pixel for the rounding of fractional layout widths.
    if (image.fileWidth < possible - 1)
      problems.push(
        `${decodeURIComponent(image.src)}: ${image.fileWidth} px file painted over ${needed} device px`,
      );
  }
  return problems;
}
