import * as z from 'zod/mini';

const id = z.pipe(z.union([z.int(), z.string().check(z.minLength(1))]), z.transform(String));

export const slideSchema = z.object({
  id,
  image_desktop: z.nullish(z.string()),
  image_mobile: z.nullish(z.string()),
  description: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((d) => (d == null ? null : String(d))),
  ),
});
export type SlideDto = z.infer<typeof slideSchema>;

export const contactSchema = z.object({
  id: z.optional(id),
  address: z.string(),
  email: z.string(),
  phones: z.nullish(z.array(z.string())),
  lat: z.nullish(z.union([z.number(), z.string()])),
  lng: z.nullish(z.union([z.number(), z.string()])),
});
export type ContactDto = z.infer<typeof contactSchema>;

export const selectiveCitySchema = z.object({ id, city: z.string(), date: z.string() });
export type SelectiveCityDto = z.infer<typeof selectiveCitySchema>;

export const entityListSchema = z.object({ data: z.array(z.unknown()) });

export const websiteTextsSchema = z.object({
  data: z.record(z.string(), z.record(z.string(), z.nullish(z.string()))),
});
export type WebsiteTextsDto = z.infer<typeof websiteTextsSchema>['data'];

const mediaEntry = z.object({
  mobile: z.nullish(z.string()),
  desktop: z.nullish(z.string()),
  description: z.nullish(z.string()),
});
export const websiteMediaSchema = z.object({ data: z.record(z.string(), mediaEntry) });
export type WebsiteMediaDto = z.infer<typeof mediaEntry>;

export const socialMediasSchema = z.object({
  data: z.record(z.string(), z.object({ url: z.string(), name: z.string() })),
});

export const postSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.nullish(z.string()),
  body: z.nullish(z.string()),
  cover: z.nullish(z.string()),
  published_at: z.nullish(z.string()),
});
export type PostDto = z.infer<typeof postSchema>;

export const postPageSchema = z.object({
  data: z.array(postSchema),
  current_page: z.int(),
  last_page: z.int(),
});
export type PostPageDto = z.infer<typeof postPageSchema>;

export const singlePostSchema = z.object({ data: postSchema });

export const loginSchema = z.object({ token: z.string().check(z.minLength(1)) });

export type KeyedWebsiteMediaDto = WebsiteMediaDto & { key: string };
