import { createHash } from 'node:crypto';
import type { LocaleCode } from '../../core/locale.js';
import { displayMeasures } from '../../mappers/display-measures.js';
import { absoluteMediaUrl } from '../../mappers/media-url.js';
import { isStorageUrl } from '../../images/storage-url.js';
import type { AgencyData } from '../../upstream-reads/agency-data.js';
import type { TalentProfileDto } from '../../upstream/integration-dto.js';
import { measureLabel } from '../models/measure-labels.js';
import { bothUnits, CARD_LABELS } from './comp-card-labels.js';
import { profileUrl } from './comp-card-path.js';

const BOOK_PHOTOS = 4;
// Moves with any change to the layout, so a card made by an older build is never taken for current.
const LAYOUT_VERSION = 1;

/** Everything a card shows, photos as storage URLs (storage files keep their names: a new photo is a new URL). */
export type CardText = {
  locale: LocaleCode;
  lang: string;
  title: string;
  name: string;
  labels: (typeof CARD_LABELS)[LocaleCode];
  measures: { label: string; text: string }[];
  agency: { name: string; phones: string[]; email: string | null };
  profileUrl: string;
  cover: string | null;
  book: string[];
};

/**
 * What the card of a model says, from the read cache (its profile and the agency's contact), so
 * the card carries their freshness and cache tags; null when no model has this id.
 */
export async function cardText(
  id: number,
  locale: LocaleCode,
  origin: string,
  deps: { data: AgencyData; storageUrl: string; productName: string },
): Promise<CardText | null> {
  const [profile, contact] = await Promise.all([deps.data.profile(id), deps.data.contact()]);
  if (!profile) return null;
  const labels = CARD_LABELS[locale];
  const photo = (path: string | null | undefined) => {
    const url = absoluteMediaUrl(path, deps.storageUrl);
    return url && isStorageUrl(url, deps.storageUrl) ? url : null;
  };
  return {
    locale,
    lang: labels.lang,
    title: `${profile.name} · ${labels.title} · ${deps.productName}`,
    name: profile.name,
    labels,
    measures: displayMeasures(profile, locale).map((measure) => ({
      label: measureLabel(measure.key, locale),
      text: bothUnits(measure, locale),
    })),
    agency: {
      name: deps.productName,
      phones: (contact?.phones ?? []).map((phone) => phone.trim()).filter(Boolean),
      email: contact?.email.trim() || null,
    },
    profileUrl: profileUrl(origin, locale, id, profile.name),
    cover: photo(profile.cover) ?? photo(profile.cover_web),
    book: bookPhotos(profile).flatMap((path) => photo(path) ?? []),
  };
}

/** The first four photos of the book, topped up with snaps for a short book. */
function bookPhotos(profile: TalentProfileDto): string[] {
  return [...(profile.book ?? []), ...(profile.snap ?? [])].slice(0, BOOK_PHOTOS).map((item) => item.file);
}

/** Names a card's content: equal for equal text and photos, so an unchanged card is not made again. */
export function fingerprint(text: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify({ LAYOUT_VERSION, text }))
    .digest('base64url')
    .slice(0, 27);
}
