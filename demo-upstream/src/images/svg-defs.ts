// The pieces every drawn photo shares: numbers written short, and gradient definitions.

import { shade } from './palette.js';

/** A coordinate written to one decimal: enough for the sizes drawn, and a much shorter SVG. */
export const f = (n: number) => n.toFixed(1);

export class Defs {
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
  /** A round pool of one colour, `opacity` at its centre fading to nothing at its edge. */
  pool(colour: string, opacity: number): string {
    return this.add('radial', 'cx="0.5" cy="0.5" r="0.5"', [
      [0, colour, opacity],
      [1, colour, 0],
    ]);
  }
  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}
