// Draws a studio photo of a person as SVG: backdrop paper, a soft spotlight, a figure (hair, head
// with a hint of a face, neck, clothes, arms, legs) and light falling from one side. Sizes are in
// "head heights" so one drawing works for head-and-shoulders, half-length and full-length shots;
// landscape pictures put the figure off-centre in a wider scene. Everything comes from the seed.

import type { Random } from '../random.js';
import type { Framing, Look } from '../data/looks.js';
import { backdrops, clothes, hairColour, randomHairColours, shade, skinColours } from './palette.js';

export type PhotoSpec = { width: number; height: number; look: Look; framing: Framing };

const f = (n: number) => n.toFixed(1);

type Outfit = 'tee' | 'dress' | 'skirt' | 'suit';

class Defs {
  private readonly items: string[] = [];
  private count = 0;
  add(kind: 'linear' | 'radial', attrs: string, stops: [number, string, number][]): string {
    const id = `g${this.count++}`;
    const tag = kind === 'linear' ? 'linearGradient' : 'radialGradient';
    const body = stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
      )
      .join('');
    this.items.push(`<${tag} id="${id}" ${attrs}>${body}</${tag}>`);
    return `url(#${id})`;
  }
  /** Left-lit fill: lighter on the light side, darker on the other. */
  rounded(colour: string, lightLeft: boolean): string {
    const [a, b] = lightLeft
      ? [shade(colour, 0.14), shade(colour, -0.3)]
      : [shade(colour, -0.3), shade(colour, 0.14)];
    return this.add('linear', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, a, 1],
      [0.45, colour, 1],
      [1, b, 1],
    ]);
  }
  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function headHeight(spec: PhotoSpec, landscape: boolean): number {
  const { width: w, height: h, framing } = spec;
  const byHeight = { head: 0.3, half: 0.17, full: 0.1 }[framing] * h;
  // In a narrow portrait the shoulders must still fit across.
  const byWidth = { head: 0.4, half: 0.26, full: 0.2 }[framing] * w;
  return landscape ? byHeight : Math.min(byHeight, byWidth);
}

export function photoSvg(spec: PhotoSpec, random: Random, renderWidth: number, renderHeight: number): string {
  const { width: W, height: H, look, framing } = spec;
  const landscape = W > H * 1.1;
  const defs = new Defs();
  const out: string[] = [];
  const lightLeft = random.chance(0.5);

  const hh = headHeight(spec, landscape);
  const hw = hh * 0.76;
  const cx = landscape
    ? W * (random.chance(0.5) ? random.between(0.26, 0.36) : random.between(0.64, 0.74))
    : W * random.between(0.45, 0.55);
  const cy = { head: 0.4, half: 0.26, full: 0.13 }[framing] * H + hh * random.between(-0.08, 0.08);
  const man = look.gender === 'man';

  const skin = skinColours[Math.max(0, Math.min(5, look.skin))] as string;
  const hair = hairColour(look.hairColour) ?? random.pick(randomHairColours);
  const [paperTop, paperBottom] = random.pick(backdrops);
  const top = random.pick(clothes);
  let bottom = random.pick(clothes);
  const outfit: Outfit = man
    ? random.chance(0.3)
      ? 'suit'
      : 'tee'
    : random.pick(['tee', 'dress', 'dress', 'skirt'] as const);
  if (outfit === 'dress') bottom = top;
  const sleeves = random.pick(['none', 'short', 'long'] as const);
  const handOnHip = random.chance(0.4);
  const tilt = random.between(-6, 6);

  // Backdrop: seamless paper, a spotlight behind the figure, a floor for full-length shots.
  out.push(
    `<rect width="${W}" height="${H}" fill="${defs.add('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, paperTop, 1],
      [1, paperBottom, 1],
    ])}"/>`,
  );
  if (landscape) {
    // A window's light on the far wall makes the wider frame read as a room.
    const wx = cx < W / 2 ? W * random.between(0.62, 0.72) : W * random.between(0.12, 0.22);
    const glow = defs.add('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#ffffff', 0.32],
      [1, '#ffffff', 0.04],
    ]);
    out.push(
      `<rect x="${f(wx)}" y="${f(H * 0.08)}" width="${f(W * 0.09)}" height="${f(H * 0.55)}" fill="${glow}"/>`,
    );
    out.push(
      `<rect x="${f(wx + W * 0.105)}" y="${f(H * 0.08)}" width="${f(W * 0.09)}" height="${f(H * 0.55)}" fill="${glow}"/>`,
    );
  }
  const spot = defs.add('radial', 'cx="0.5" cy="0.5" r="0.5"', [
    [0, '#ffffff', 0.42],
    [1, '#ffffff', 0],
  ]);
  out.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy + hh * 1.2)}" rx="${f(Math.max(W, H) * 0.45)}" ry="${f(Math.max(W, H) * 0.5)}" fill="${spot}"/>`,
  );
  const feet = cy + hh * 7.05;
  if (framing === 'full' || landscape) {
    const floorY = framing === 'full' ? feet - hh * 0.35 : H * 0.82;
    const floor = defs.add('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, shade(paperBottom, -0.05), 0],
      [0.15, shade(paperBottom, -0.08), 0.7],
      [1, shade(paperBottom, -0.25), 1],
    ]);
    out.push(`<rect x="0" y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${floor}"/>`);
    const shadow = defs.add('radial', 'cx="0.5" cy="0.5" r="0.5"', [
      [0, '#000000', 0.35],
      [1, '#000000', 0],
    ]);
    out.push(
      `<ellipse cx="${f(cx + (lightLeft ? hh * 0.5 : -hh * 0.5))}" cy="${f(feet)}" rx="${f(hh * 1.6)}" ry="${f(hh * 0.28)}" fill="${shadow}"/>`,
    );
  }

  // Body measurements in head heights.
  const ys = cy + hh * 0.86;
  const sw = (man ? 1.02 : 0.84) * hh;
  const chestW = (man ? 0.9 : 0.74) * hh;
  const waistW = (man ? 0.72 : 0.55) * hh;
  const hipW = (man ? 0.74 : 0.82) * hh;
  const yc = cy + hh * 1.6;
  const yw = cy + hh * 2.6;
  const yh = cy + hh * 3.3;
  const crotch = cy + hh * 3.75;
  const knee = cy + hh * 5.25;
  const ankle = cy + hh * 6.85;
  const skinFill = defs.rounded(skin, lightLeft);
  const hairFill = defs.rounded(hair, lightLeft);

  // Hair that falls behind the head and shoulders.
  const long = look.hairLength === 'long' || look.hairLength === 'medium';
  if (long) {
    const end = cy + hh * (look.hairLength === 'long' ? 1.9 : 0.95);
    out.push(
      `<path d="M${f(cx - hw * 0.62)} ${f(cy - hh * 0.05)} C${f(cx - hw * 0.78)} ${f(cy + hh * 0.7)} ${f(cx - hw * 0.95)} ${f(end - hh * 0.3)} ${f(cx - hw * 0.8)} ${f(end)} ` +
        `Q${f(cx)} ${f(end + hh * 0.18)} ${f(cx + hw * 0.8)} ${f(end)} C${f(cx + hw * 0.95)} ${f(end - hh * 0.3)} ${f(cx + hw * 0.78)} ${f(cy + hh * 0.7)} ${f(cx + hw * 0.62)} ${f(cy - hh * 0.05)} ` +
        `C${f(cx + hw * 0.7)} ${f(cy - hh * 0.75)} ${f(cx - hw * 0.7)} ${f(cy - hh * 0.75)} ${f(cx - hw * 0.62)} ${f(cy - hh * 0.05)}Z" fill="${shade(hair, -0.2)}"/>`,
    );
  }
  if (look.hairLength === 'curly') {
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy - hh * 0.12)}" rx="${f(hw * (man ? 0.72 : 0.95))}" ry="${f(hh * (man ? 0.6 : 0.72))}" fill="${shade(hair, -0.15)}"/>`,
    );
  }

  // Legs (and shoes), then arms hanging behind the torso's edge.
  const trousers = outfit === 'tee' || outfit === 'suit' ? bottom : null;
  const legFill = trousers ? defs.rounded(trousers, lightLeft) : skinFill;
  for (const side of [-1, 1]) {
    const x = (d: number) => f(cx + side * d);
    out.push(
      `<path d="M${x(hipW * 0.98)} ${f(yh)} L${x(hh * 0.03)} ${f(yh)} L${x(hh * 0.06)} ${f(crotch)} Q${x(hh * 0.1)} ${f(knee)} ${x(hh * 0.13)} ${f(ankle)} ` +
        `L${x(hh * 0.3)} ${f(ankle)} Q${x(hh * 0.42)} ${f(knee)} ${x(hipW * 0.95)} ${f(crotch)}Z" fill="${legFill}"/>`,
    );
    out.push(
      `<ellipse cx="${x(hh * 0.24)}" cy="${f(ankle + hh * 0.1)}" rx="${f(hh * 0.19)}" ry="${f(hh * 0.09)}" fill="${shade(random.pick(clothes), -0.4)}"/>`,
    );
  }
  const sleeveColour = outfit === 'suit' ? top : sleeves === 'none' ? null : top;
  for (const side of [-1, 1]) {
    const x = (d: number) => cx + side * d;
    const shoulder: [number, number] = [x(sw - hh * 0.12), ys + hh * 0.2];
    const elbow: [number, number] =
      handOnHip && side === (lightLeft ? 1 : -1)
        ? [x(sw + hh * 0.42), cy + hh * 2.2]
        : [x(sw + hh * 0.06), cy + hh * 2.35];
    const wrist: [number, number] =
      handOnHip && side === (lightLeft ? 1 : -1)
        ? [x(waistW + hh * 0.12), yw]
        : [x(sw + hh * 0.02), cy + hh * 3.45];
    const arm = `M${f(shoulder[0])} ${f(shoulder[1])} L${f(elbow[0])} ${f(elbow[1])} L${f(wrist[0])} ${f(wrist[1])}`;
    out.push(
      `<path d="${arm}" stroke="${shade(skin, -0.06)}" stroke-width="${f(hh * 0.23)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
    out.push(
      `<circle cx="${f(wrist[0])}" cy="${f(wrist[1] + hh * 0.1)}" r="${f(hh * 0.12)}" fill="${shade(skin, -0.04)}"/>`,
    );
    if (sleeveColour) {
      const end =
        sleeves === 'long' || outfit === 'suit'
          ? wrist
          : [(shoulder[0] + elbow[0]) / 2, (shoulder[1] + elbow[1]) / 2];
      const sleeve =
        sleeves === 'long' || outfit === 'suit'
          ? arm
          : `M${f(shoulder[0])} ${f(shoulder[1])} L${f(end[0] as number)} ${f(end[1] as number)}`;
      out.push(
        `<path d="${sleeve}" stroke="${shade(sleeveColour, -0.05)}" stroke-width="${f(hh * 0.29)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      );
    }
  }

  // Neck, then the torso's clothing over its base.
  out.push(
    `<rect x="${f(cx - hh * 0.19)}" y="${f(cy + hh * 0.25)}" width="${f(hh * 0.38)}" height="${f(hh * 0.8)}" rx="${f(hh * 0.1)}" fill="${skinFill}"/>`,
  );
  const torso =
    `M${f(cx - hh * 0.22)} ${f(ys - hh * 0.06)} Q${f(cx - sw * 0.8)} ${f(ys - hh * 0.02)} ${f(cx - sw)} ${f(ys + hh * 0.22)} ` +
    `L${f(cx - chestW)} ${f(yc)} Q${f(cx - waistW * 0.98)} ${f(yw - hh * 0.3)} ${f(cx - waistW)} ${f(yw)} Q${f(cx - hipW * 1.02)} ${f(yh - hh * 0.3)} ${f(cx - hipW)} ${f(yh + hh * 0.05)} ` +
    `L${f(cx + hipW)} ${f(yh + hh * 0.05)} Q${f(cx + hipW * 1.02)} ${f(yh - hh * 0.3)} ${f(cx + waistW)} ${f(yw)} Q${f(cx + waistW * 0.98)} ${f(yw - hh * 0.3)} ${f(cx + chestW)} ${f(yc)} ` +
    `L${f(cx + sw)} ${f(ys + hh * 0.22)} Q${f(cx + sw * 0.8)} ${f(ys - hh * 0.02)} ${f(cx + hh * 0.22)} ${f(ys - hh * 0.06)}Z`;
  out.push(`<path d="${torso}" fill="${defs.rounded(top, lightLeft)}"/>`);
  if (outfit === 'dress' || outfit === 'skirt') {
    const hem = outfit === 'dress' ? cy + hh * random.between(4.6, 5.6) : cy + hh * random.between(4.4, 5.0);
    out.push(
      `<path d="M${f(cx - waistW)} ${f(yw)} Q${f(cx - hipW * 1.05)} ${f(yh)} ${f(cx - hipW * 1.2)} ${f(hem)} Q${f(cx)} ${f(hem + hh * 0.12)} ${f(cx + hipW * 1.2)} ${f(hem)} ` +
        `Q${f(cx + hipW * 1.05)} ${f(yh)} ${f(cx + waistW)} ${f(yw)}Z" fill="${defs.rounded(bottom, lightLeft)}"/>`,
    );
  }
  if (outfit === 'suit') {
    // Lapels and a shirt opening.
    out.push(
      `<path d="M${f(cx - hh * 0.22)} ${f(ys - hh * 0.05)} L${f(cx)} ${f(yc + hh * 0.4)} L${f(cx + hh * 0.22)} ${f(ys - hh * 0.05)}Z" fill="${random.pick(['#f2f0ea', '#d9dde3', '#1f1f22'])}"/>`,
    );
    out.push(
      `<path d="M${f(cx - hh * 0.3)} ${f(ys)} L${f(cx - hh * 0.02)} ${f(yc + hh * 0.45)} M${f(cx + hh * 0.3)} ${f(ys)} L${f(cx + hh * 0.02)} ${f(yc + hh * 0.45)}" stroke="${shade(top, -0.35)}" stroke-width="${f(hh * 0.04)}"/>`,
    );
  } else {
    const deep = outfit === 'tee' ? 0.12 : random.between(0.2, 0.45);
    out.push(
      `<path d="M${f(cx - hh * 0.24)} ${f(ys - hh * 0.07)} Q${f(cx)} ${f(ys + hh * deep * 1.6)} ${f(cx + hh * 0.24)} ${f(ys - hh * 0.07)}Z" fill="${skinFill}"/>`,
    );
  }

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
  out.push(`<g transform="rotate(${f(tilt)} ${f(cx)} ${f(cy + hh * 0.5)})">${head.join('')}</g>`);
  if (long) {
    // Locks falling in front of the shoulders.
    const end = cy + hh * (look.hairLength === 'long' ? 1.75 : 0.85);
    for (const side of [-1, 1]) {
      const x = (d: number) => f(cx + side * d);
      out.push(
        `<path d="M${x(hw * 0.5)} ${f(cy - hh * 0.05)} Q${x(hw * 0.62)} ${f(cy + hh * 0.6)} ${x(hw * 0.72)} ${f(end)} L${x(hw * 0.95)} ${f(end - hh * 0.1)} Q${x(hw * 0.85)} ${f(cy + hh * 0.4)} ${x(hw * 0.6)} ${f(cy - hh * 0.2)}Z" fill="${hairFill}"/>`,
      );
    }
  }

  // Key light across the frame and a vignette, as a studio lens would give.
  const light = defs.add('linear', `x1="${lightLeft ? 0 : 1}" y1="0" x2="${lightLeft ? 1 : 0}" y2="0"`, [
    [0, '#fff6e8', 0.16],
    [0.5, '#ffffff', 0],
    [1, '#000000', 0.2],
  ]);
  out.push(`<rect width="${W}" height="${H}" fill="${light}"/>`);
  const vignette = defs.add('radial', 'cx="0.5" cy="0.45" r="0.75"', [
    [0.55, '#000000', 0],
    [1, '#000000', 0.45],
  ]);
  out.push(`<rect width="${W}" height="${H}" fill="${vignette}"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${defs.toString()}${out.join('')}</svg>`;
}
