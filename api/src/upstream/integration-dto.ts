import { z } from 'zod';

// The integration service's JSON as docs/upstream-openapi.yaml fixes it. Validation is lenient where the
// contract says a value "may be missing, null or empty" and strict where our code depends on it.

const numericId = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const measure = z.union([z.string(), z.number()]).nullish();

export const talentSchema = z.object({
  id: numericId,
  name: z.string().min(1),
  gender: z.enum(['woman', 'man']),
  birthdate: z.string().nullish(),
  categories: z.array(z.object({ id: numericId, name: z.string().nullish() })).nullish(),
  cover: z.string().nullish(),
  cover_web: z.string().nullish(),
  height: measure,
  bust: measure,
  chest: measure,
  waist: measure,
  hips: measure,
  shoes: measure,
  eyes: z.string().nullish(),
  hair: z.string().nullish(),
  instagram: z.string().nullish(),
});
export type TalentDto = z.infer<typeof talentSchema>;

const galleryImageSchema = z.object({
  file: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type GalleryImageDto = z.infer<typeof galleryImageSchema>;

const galleryVideoSchema = z.object({
  file: z.string().min(1),
  provider: z.enum(['youtube', 'vimeo']),
});
export type GalleryVideoDto = z.infer<typeof galleryVideoSchema>;

export const talentProfileSchema = talentSchema
  .extend({
    cover2: z.string().nullish(),
    skills: z.array(z.object({ id: numericId, name: z.string() })).nullish(),
    media_id: numericId.nullish(),
    book: z.array(galleryImageSchema).nullish(),
    snap: z.array(galleryImageSchema).nullish(),
    compo: z.array(galleryImageSchema).nullish(),
    video: z.array(galleryVideoSchema).nullish(),
  })
  // Marks a profile so field resolvers know the galleries are already here.
  .transform((profile) => ({ ...profile, fromProfile: true as const }));
export type TalentProfileDto = z.infer<typeof talentProfileSchema>;

/** A model as the API carries it: from a list, or a full profile. */
export type ModelDto = TalentDto | TalentProfileDto;

export const talentPageSchema = z.object({
  data: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int().optional(),
    // Items are validated one by one so one odd model does not hide the whole board.
    data: z.array(z.unknown()),
  }),
});

export const talentProfileEnvelopeSchema = z.object({ data: z.unknown() });

export const placeSchema = z.object({ id: numericId, value: z.string() });
export type PlaceDto = z.infer<typeof placeSchema>;

export const attributesSchema = z.record(z.string(), z.array(z.unknown()));

export const signInSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
