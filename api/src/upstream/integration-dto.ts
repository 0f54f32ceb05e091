import * as z from 'zod/mini';

// The integration service's JSON as docs/upstream-openapi.yaml fixes it. Validation is lenient where the
// contract says a value "may be missing, null or empty" and strict where our code depends on it.

const numericId = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);
const measure = z.nullish(z.union([z.string(), z.number()]));

export const talentSchema = z.object({
  id: numericId,
  name: z.string().check(z.minLength(1)),
  gender: z.enum(['woman', 'man']),
  birthdate: z.nullish(z.string()),
  categories: z.nullish(z.array(z.object({ id: numericId, name: z.nullish(z.string()) }))),
  cover: z.nullish(z.string()),
  cover_web: z.nullish(z.string()),
  height: measure,
  bust: measure,
  chest: measure,
  waist: measure,
  hips: measure,
  shoes: measure,
  eyes: z.nullish(z.string()),
  hair: z.nullish(z.string()),
  instagram: z.nullish(z.string()),
});
export type TalentDto = z.infer<typeof talentSchema>;

const galleryImageSchema = z.object({
  file: z.string().check(z.minLength(1)),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
});
export type GalleryImageDto = z.infer<typeof galleryImageSchema>;

const galleryVideoSchema = z.object({
  file: z.string().check(z.minLength(1)),
  provider: z.enum(['youtube', 'vimeo']),
});
export type GalleryVideoDto = z.infer<typeof galleryVideoSchema>;

export const talentProfileSchema = z.pipe(
  z.extend(talentSchema, {
    cover2: z.nullish(z.string()),
    skills: z.nullish(z.array(z.object({ id: numericId, name: z.string() }))),
    media_id: z.nullish(numericId),
    book: z.nullish(z.array(galleryImageSchema)),
    snap: z.nullish(z.array(galleryImageSchema)),
    compo: z.nullish(z.array(galleryImageSchema)),
    video: z.nullish(z.array(galleryVideoSchema)),
  }),
  // Marks a profile so field resolvers know the galleries are already here.
  z.transform((profile) => ({ ...profile, fromProfile: true as const })),
);
export type TalentProfileDto = z.infer<typeof talentProfileSchema>;

/** A model as the API carries it: from a list, or a full profile. */
export type ModelDto = TalentDto | TalentProfileDto;

export const talentPageSchema = z.object({
  data: z.object({
    current_page: z.int(),
    last_page: z.int(),
    total: z.optional(z.int()),
    // Items are validated one by one so one odd model does not hide the whole board.
    data: z.array(z.unknown()),
  }),
});

export const talentProfileEnvelopeSchema = z.object({ data: z.unknown() });

export const placeSchema = z.object({ id: numericId, value: z.string() });
export type PlaceDto = z.infer<typeof placeSchema>;

export const attributesSchema = z.record(z.string(), z.array(z.unknown()));

export const signInSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.number()),
});
