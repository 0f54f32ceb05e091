import type { SlideDto } from '../../upstream/panel-dto.js';

export type SlideGroup = { index: number; key: string; slides: SlideDto[] };

const HOME_SLIDERS = ['1', '2', '3'];

/**
 * Groups home slides by the number in their description: 1, 2 and 3 fill the three sliders
 * (index 0 to 2, always present so the layout keeps its columns); any other description opens
 * an extra group after them, in order of first appearance.
 */
export function groupSlides(slides: SlideDto[]): SlideGroup[] {
  const groups = new Map<string, SlideDto[]>(HOME_SLIDERS.map((key) => [key, []]));
  for (const slide of slides) {
    const key = slide.description?.trim() || '';
    const group = groups.get(key);
    if (group) group.push(slide);
    else groups.set(key, [slide]);
  }
  return [...groups].map(([key, groupSlides], index) => ({ index, key, slides: groupSlides }));
}

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?.*)?$/i;

export function isVideoFile(path: string | null | undefined): boolean {
  return !!path && VIDEO_FILE.test(path);
}
