// The head of a drawn photo (photo-svg.ts): ears, a face lit from one side with a hint of eyes,
// brows, nose and lips, and the hair on top; tilted a little as a whole. Sizes are in head heights.

import type { Random } from '../random.js';
import type { Look } from '../data/looks.js';
import { shade, skinColours } from './palette.js';
import { f, type Defs } from './svg-defs.js';

export type HeadParams = {
  /** The head's centre. */
  cx: number;
  cy: number;
  /** Head height and width. */
  hh: number;
  hw: number;
  skin: string;
  hair: string;
  hairFill: string;
  look: Look;
  man: boolean;
  /** Hair that falls past the head (long or medium). */
  long: boolean;
  /** Degrees. */
  tilt: number;
  lightLeft: boolean;
  defs: Defs;
  /** The photo's own sequence: drawn from in the same order as before, so a seed keeps its picture. */
  random: Random;
};

export function headSvg(p: HeadParams): string {
  const { cx, cy, hh, hw, skin, hair, hairFill, look, man, long, tilt, defs, random, lightLeft } = p;
  // Head, tilted a little, with a hint of a face: the blur afterwards keeps it from looking drawn.
  const head: string[] = [];
  const faceLight = defs.add('radial', `cx="${lightLeft ? 0.35 : 0.65}" cy="0.35" r="0.75"`, [
    [0, shade(skin, 0.12), 1],
    [0.6, skin, 1],
    [1, shade(skin, -0.28), 1],
  ]);
  head.push(
    `<ellipse cx="${f(cx - hw * 0.5)}" cy="${f(cy + hh * 0.03)}" rx="${f(hh * 0.07)}" ry="${f(hh * 0.11)}" fill="${shade(skin, -0.12)}"/>`,
  );
  head.push(
    `<ellipse cx="${f(cx + hw * 0.5)}" cy="${f(cy + hh * 0.03)}" rx="${f(hh * 0.07)}" ry="${f(hh * 0.11)}" fill="${shade(skin, -0.12)}"/>`,
  );
  head.push(
    `<path d="M${f(cx - hw * 0.5)} ${f(cy - hh * 0.1)} C${f(cx - hw * 0.52)} ${f(cy - hh * 0.62)} ${f(cx + hw * 0.52)} ${f(cy - hh * 0.62)} ${f(cx + hw * 0.5)} ${f(cy - hh * 0.1)} ` +
      `C${f(cx + hw * 0.5)} ${f(cy + hh * 0.28)} ${f(cx + hw * 0.22)} ${f(cy + hh * 0.5)} ${f(cx)} ${f(cy + hh * 0.5)} C${f(cx - hw * 0.22)} ${f(cy + hh * 0.5)} ${f(cx - hw * 0.5)} ${f(cy + hh * 0.28)} ${f(cx - hw * 0.5)} ${f(cy - hh * 0.1)}Z" fill="${faceLight}"/>`,
  );
  const eyeY = cy - hh * 0.01;
  for (const side of [-1, 1]) {
    const ex = cx + side * hh * 0.17;
    head.push(
      `<ellipse cx="${f(ex)}" cy="${f(eyeY - hh * 0.015)}" rx="${f(hh * 0.1)}" ry="${f(hh * 0.05)}" fill="${shade(skin, -0.22)}" opacity="0.55"/>`,
    );
    head.push(
      `<ellipse cx="${f(ex)}" cy="${f(eyeY)}" rx="${f(hh * 0.062)}" ry="${f(hh * 0.024)}" fill="#23170f" opacity="0.8"/>`,
    );
    head.push(
      `<path d="M${f(ex - hh * 0.09)} ${f(eyeY - hh * 0.075)} Q${f(ex)} ${f(eyeY - hh * 0.115)} ${f(ex + hh * 0.09)} ${f(eyeY - hh * 0.08)}" stroke="${shade(hair, -0.2)}" stroke-width="${f(hh * 0.025)}" fill="none" opacity="0.75"/>`,
    );
  }
  head.push(
    `<path d="M${f(cx + hh * 0.01)} ${f(eyeY + hh * 0.04)} Q${f(cx + hh * 0.06)} ${f(cy + hh * 0.14)} ${f(cx + hh * 0.02)} ${f(cy + hh * 0.17)}" stroke="${shade(skin, -0.3)}" stroke-width="${f(hh * 0.018)}" fill="none" opacity="0.6"/>`,
  );
  head.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy + hh * 0.175)}" rx="${f(hh * 0.06)}" ry="${f(hh * 0.025)}" fill="${shade(skin, -0.3)}" opacity="0.45"/>`,
  );
  const lips = man ? shade(skin, -0.18) : shade('#b05a5e', skin === skinColours[0] ? 0.15 : -0.1 * look.skin);
  head.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy + hh * 0.29)}" rx="${f(hh * 0.105)}" ry="${f(hh * 0.038)}" fill="${lips}" opacity="0.85"/>`,
  );
  head.push(
    `<path d="M${f(cx - hh * 0.1)} ${f(cy + hh * 0.285)} Q${f(cx)} ${f(cy + hh * 0.305)} ${f(cx + hh * 0.1)} ${f(cy + hh * 0.285)}" stroke="${shade(lips, -0.35)}" stroke-width="${f(hh * 0.012)}" fill="none"/>`,
  );

  // Hair on top of the head: a cap with a fringe line, curls, a bun, or nearly nothing.
  const capTop = cy - hh * 0.6;
  if (look.hairLength === 'bald') {
    head.push(
      `<path d="M${f(cx - hw * 0.5)} ${f(cy - hh * 0.1)} C${f(cx - hw * 0.52)} ${f(capTop)} ${f(cx + hw * 0.52)} ${f(capTop)} ${f(cx + hw * 0.5)} ${f(cy - hh * 0.1)} Q${f(cx)} ${f(cy - hh * 0.42)} ${f(cx - hw * 0.5)} ${f(cy - hh * 0.1)}Z" fill="${hair}" opacity="0.22"/>`,
    );
  } else {
    const hairline = cy - hh * (look.hairLength === 'short' ? 0.3 : 0.24);
    const part = random.between(-0.25, 0.25);
    // The cap's curve must peak above the skull's (cy - 0.47 hh) whatever its end points.
    const capEnd = cy + hh * (long ? 0.35 : 0.02);
    const capControl = (cy - hh * 0.55 - 0.25 * capEnd) / 0.75;
    head.push(
      `<path d="M${f(cx - hw * 0.56)} ${f(capEnd)} C${f(cx - hw * 0.64)} ${f(capControl)} ${f(cx + hw * 0.64)} ${f(capControl)} ${f(cx + hw * 0.56)} ${f(capEnd)} ` +
        `L${f(cx + hw * 0.47)} ${f(cy - hh * 0.05)} Q${f(cx + hw * 0.4)} ${f(hairline)} ${f(cx + hw * part)} ${f(hairline - hh * 0.04)} Q${f(cx - hw * 0.35)} ${f(hairline + hh * 0.02)} ${f(cx - hw * 0.47)} ${f(cy - hh * 0.05)}Z" fill="${hairFill}"/>`,
    );
    if (look.hairLength === 'curly') {
      for (let i = 0; i <= 12; i++) {
        const angle = Math.PI * (0.95 + (i / 12) * 1.1);
        const r = hh * random.between(0.11, 0.16);
        head.push(
          `<circle cx="${f(cx + Math.cos(angle) * hw * 0.62)}" cy="${f(cy - hh * 0.12 + Math.sin(angle) * hh * 0.52)}" r="${f(r)}" fill="${shade(hair, random.between(-0.15, 0.08))}"/>`,
        );
      }
    }
    if (look.hairLength === 'bun') {
      head.push(
        `<circle cx="${f(cx + hw * 0.1)}" cy="${f(capTop - hh * 0.06)}" r="${f(hh * 0.2)}" fill="${hairFill}"/>`,
      );
    }
  }
  return `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy + hh * 0.5)})">${head.join('')}</g>`;
}
