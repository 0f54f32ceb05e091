// Draws a studio photo of a person as SVG: backdrop paper, a soft spotlight, a figure (hair, head
// with a hint of a face, neck, clothes, arms, legs) and light falling from one side. Sizes are in
// "head heights" so one drawing works for head-and-shoulders, half-length and full-length shots;
// landscape pictures put the figure off-centre in a wider scene. Everything comes from the seed.

import type { Random } from '../random.js';
import type { Framing, Look } from '../data/looks.js';
import { backdrops, clothes, hairColour, randomHairColours, shade, skinColours } from './palette.js';
import { headSvg } from './head-svg.js';
import { Defs, f } from './svg-defs.js';

export type PhotoSpec = { width: number; height: number; look: Look; framing: Framing };

type Outfit = 'tee' | 'dress' | 'skirt' | 'suit';

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
  const spot = defs.pool('#ffffff', 0.42);
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
    const shadow = defs.pool('#000000', 0.35);
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

  out.push(headSvg({ cx, cy, hh, hw, skin, hair, hairFill, look, man, long, tilt, lightLeft, defs, random }));
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
