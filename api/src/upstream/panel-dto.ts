import { z } from 'zod';

const id = z.union([z.number().int(), z.string().min(1)]).transform(String);

export const slideSchema = z.object({
  id,
  image_desktop: z.string().nullish(),
  image_mobile: z.string().nullish(),
  description: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((d) => (d == null ? null : String(d))),
});
export type SlideDto = z.infer<typeof slideSchema>;

export const contactSchema = z.object({
  id: id.optional(),
  address: z.string(),
  email: z.string(),
  phones: z.array(z.string()).nullish(),
  lat: z.union([z.number(), z.string()]).nullish(),
  lng: z.union([z.number(), z.string()]).nullish(),
});
export type ContactDto = z.infer<typeof contactSchema>;

export const selectiveCitySchema = z.object({ id, city: z.string(), date: z.string() });
export type SelectiveCityDto = z.infer<typeof selectiveCitySchema>;

export const entityListSchema = z.object({ data: z.array(z.unknown()) });

export const websiteTextsSchema = z.object({
  data: z.record(z.string(), z.record(z.string(), z.string().nullish())),
});
export type WebsiteTextsDto = z.infer<typeof websiteTextsSchema>['data'];

const mediaEntry = z.object({
  mobile: z.string().nullish(),
  desktop: z.string().nullish(),
  description: z.string().nullish(),
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
  excerpt: z.string().nullish(),
  body: z.string().nullish(),
  cover: z.string().nullish(),
  published_at: z.string().nullish(),
});
export type PostDto = z.infer<typeof postSchema>;

export const postPageSchema = z.object({
  data: z.array(postSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PostPageDto = z.infer<typeof postPageSchema>;

export const singlePostSchema = z.object({ data: postSchema });

export const loginSchema = z.object({ token: z.string().min(1) });

export type KeyedWebsiteMediaDto = WebsiteMediaDto & { key: string };
