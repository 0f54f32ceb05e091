/** The slide fields the layout decisions need; the screen's query gives more. */
export type LayoutSlide = {
  id: string;
  kind: 'IMAGE' | 'VIDEO';
  desktopUrl?: string | null;
  mobileUrl?: string | null;
};

export type LayoutGroup<S extends LayoutSlide> = { index: number; slides: readonly S[] };

/** One slider: what it shows and whether it loops. */
export type SliderPlan<S extends LayoutSlide> = { key: string; slides: S[]; loop: boolean };

export type HomeLayout<S extends LayoutSlide> = {
  /** Under 1024 px: one slider with every slide. */
  mobile: SliderPlan<S> | null;
  /** From 1024 px: up to three side-by-side sliders, left to right. */
  desktop: SliderPlan<S>[];
};

/** Spec: the desktop home has three sliders (groups 1, 2 and 3 of the back-office). */
export const DESKTOP_SLIDERS = 3;

const VIDEO_FILE = /\.(mp4|webm|ogg)(?:[?#]|$)/i;

/**
 * The API already tells videos apart by file extension (spec: .mp4, .webm, .ogg); the extension
 * check here only guards against a back-office entry whose kind and file disagree, because an
 * <img> pointing at a video shows a broken image.
 */
export function isVideoSlide(slide: LayoutSlide): boolean {
  if (slide.kind === 'VIDEO') return true;
  return [slide.desktopUrl, slide.mobileUrl].some((url) => !!url && VIDEO_FILE.test(url));
}

/** Spec: a slider loops only when it has more than one slide (a single slide would fade into itself). */
export function shouldLoop(slideCount: number): boolean {
  return slideCount > 1;
}

function plan<S extends LayoutSlide>(key: string, slides: S[]): SliderPlan<S> {
  return { key, slides, loop: shouldLoop(slides.length) };
}

/**
 * Which slides go to the mobile slider and to each desktop slider.
 *
 * Groups 0, 1 and 2 are the three desktop sliders. Groups beyond them (a description other than
 * 1, 2 or 3 in the back-office) are extra content the agency uploaded on purpose, so they are not
 * dropped: on mobile they follow the others in the one slider, and on desktop their slides are
 * dealt to the three sliders in turn (first extra slide to the left slider, next to the middle…),
 * which keeps the columns about the same length instead of making one slider much longer.
 * A desktop slider left without slides is removed, so the remaining ones share the width rather
 * than leaving an empty black column. Slides without any file are skipped.
 */
export function planHomeSliders<S extends LayoutSlide>(groups: readonly LayoutGroup<S>[]): HomeLayout<S> {
  const ordered = [...groups].sort((a, b) => a.index - b.index);
  const usable = (group: LayoutGroup<S>) =>
    group.slides.filter((slide) => !!(slide.desktopUrl || slide.mobileUrl));

  const all = ordered.flatMap(usable);
  const columns: S[][] = Array.from({ length: DESKTOP_SLIDERS }, () => []);
  const extras: S[] = [];
  for (const group of ordered) {
    const column = group.index >= 0 && group.index < DESKTOP_SLIDERS ? columns[group.index] : undefined;
    if (column) column.push(...usable(group));
    else extras.push(...usable(group));
  }
  extras.forEach((slide, i) => columns[i % DESKTOP_SLIDERS]?.push(slide));

  return {
    mobile: all.length > 0 ? plan('mobile', all) : null,
    desktop: columns.flatMap((slides, i) => (slides.length > 0 ? [plan(`desktop-${i}`, slides)] : [])),
  };
}
