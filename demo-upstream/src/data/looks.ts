// What a generated photo should show. A model's photos share one look, so every picture of the
// same person has the same skin, hair and build; other media get a look seeded from their path.

export type HairLength = 'bald' | 'short' | 'medium' | 'long' | 'curly' | 'bun';

export type Look = {
  gender: 'woman' | 'man';
  /** 0 (lightest) to 5 (darkest). */
  skin: number;
  /** A hair colour name from the integration's list, or null for "not given". */
  hairColour: string | null;
  hairLength: HairLength;
};

export type Framing = 'head' | 'half' | 'full';

export type MediaEntry =
  | { kind: 'image'; width: number; height: number; look?: Look; framing: Framing }
  | { kind: 'video'; width: number; height: number; seconds: number };
