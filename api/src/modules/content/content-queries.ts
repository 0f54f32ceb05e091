import type {
  QueryResolvers,
  SlideResolvers,
  ContactResolvers,
  SelectiveCityResolvers,
} from '../../generated/resolvers-types.js';
import type { ApiContext } from '../../core/context.js';
import type { KeyedWebsiteMediaDto } from '../../upstream/panel-dto.js';
import { groupSlides, isVideoFile } from './slide-groups.js';
import { sanitizeUpstreamHtml } from './sanitize.js';
import { imageUrlSettings } from '../models/image-type.js';

export const homeSlides: QueryResolvers['homeSlides'] = async (_p, _a, { data }) =>
  groupSlides(await data.slides('slides'));

export const prehome: QueryResolvers['prehome'] = (_p, _a, { data }) => data.slides('prehome');

export const contact: QueryResolvers['contact'] = (_p, _a, { data }) => data.contact();

export const socialMedia: QueryResolvers['socialMedia'] = async (_p, _a, { data }) =>
  Object.entries(await data.socialMedias()).map(([key, entry]) => ({ key, ...entry }));

export const selectiveCities: QueryResolvers['selectiveCities'] = async (_p, _a, { data }) =>
  [...(await data.selectiveCities())].sort((a, b) => a.date.localeCompare(b.date));

/** Requested language, then Portuguese; null for a key no language has (the page decides what to show). */
export const websiteText: QueryResolvers['websiteText'] = async (_p, { key, locale }, context) => {
  const { data } = context;
  const requested = locale ?? 'pt';
  const texts = (await data.websiteTexts())[key] ?? {};
  for (const candidate of [requested, 'pt'] as const) {
    const html = texts[candidate];
    if (html)
      return {
        key,
        html: await sanitizeUpstreamHtml(html, imageUrlSettings(context)),
        locale: candidate,
        isFallback: candidate !== requested,
      };
  }
  return null;
};

export const websiteImage: QueryResolvers['websiteImage'] = async (_p, { key }, { data }) => {
  const entry = (await data.websiteImages())[key];
  return entry ? { key, ...entry } : null;
};

export const websiteVideo: QueryResolvers['websiteVideo'] = async (_p, { key }, { data }) => {
  const entry = (await data.websiteVideos())[key];
  return entry ? { key, ...entry } : null;
};

export const WebsiteMedia = {
  mobileUrl: (media: KeyedWebsiteMediaDto, _a: unknown, { mediaUrl }: Pick<ApiContext, 'mediaUrl'>) =>
    mediaUrl(media.mobile),
  desktopUrl: (media: KeyedWebsiteMediaDto, _a: unknown, { mediaUrl }: Pick<ApiContext, 'mediaUrl'>) =>
    mediaUrl(media.desktop) ?? mediaUrl(media.mobile),
};

export const Slide: SlideResolvers = {
  mobileUrl: (slide, _a, { mediaUrl }) => mediaUrl(slide.image_mobile) ?? mediaUrl(slide.image_desktop),
  desktopUrl: (slide, _a, { mediaUrl }) => mediaUrl(slide.image_desktop) ?? mediaUrl(slide.image_mobile),
  kind: (slide) => (isVideoFile(slide.image_desktop ?? slide.image_mobile) ? 'video' : 'image'),
};

export const Contact: ContactResolvers = {
  phones: (contact) => contact.phones ?? [],
  latitude: (contact) => toNumber(contact.lat),
  longitude: (contact) => toNumber(contact.lng),
};

export const SelectiveCity: SelectiveCityResolvers = {};

function toNumber(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}
