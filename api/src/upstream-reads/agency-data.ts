import type { ReadCache } from '../cache/read-cache.js';
import type { IntegrationClient } from '../upstream/integration-client.js';
import {
  placeSchema,
  type PlaceDto,
  type TalentDto,
  type TalentProfileDto,
} from '../upstream/integration-dto.js';
import type { PanelClient } from '../upstream/panel-client.js';
import {
  contactSchema,
  selectiveCitySchema,
  slideSchema,
  type ContactDto,
  type PostDto,
  type PostPageDto,
  type SelectiveCityDto,
  type SlideDto,
} from '../upstream/panel-dto.js';

/** The read-cache keys of the reads refreshed ahead and purged by name (purge-scope.ts maps them to tags). */
export const READ_KEYS = {
  talents: (categoryId: number) => `talents:${categoryId}`,
  profile: (id: number) => `profile:${id}`,
  entity: (name: 'slides' | 'prehome' | 'contact' | 'selective_cities') => `entity:${name}`,
  websiteTexts: 'website-texts',
  websiteImages: 'website-images',
  websiteVideos: 'website-videos',
  socialMedias: 'social-medias',
} as const;

/**
 * Every upstream read the API makes, each behind the shared read cache under one key, so a
 * burst of identical reads costs one upstream call and a failing upstream still has stale data.
 */
export class AgencyData {
  constructor(
    private readonly integration: IntegrationClient,
    private readonly panel: PanelClient,
    private readonly cache: ReadCache,
  ) {}

  talentsOfCategory(categoryId: number): Promise<TalentDto[]> {
    return this.cache.get(READ_KEYS.talents(categoryId), () => this.integration.listTalents(categoryId));
  }

  /** Names what the answer being built shows, for its Cache-Tag and purges (a list: its board and gender). */
  noteTag(tag: string): void {
    this.cache.noteTag(tag);
  }

  profile(id: number): Promise<TalentProfileDto | null> {
    return this.cache.get(READ_KEYS.profile(id), () => this.integration.getProfile(id));
  }

  countries(): Promise<PlaceDto[]> {
    return this.places('countries', { language: 'pt', countries: 1, skin_tone: 'pt' });
  }

  states(country: string): Promise<PlaceDto[]> {
    return this.places('states', { 'states[country]': country });
  }

  cities(country: string, state: string | null): Promise<PlaceDto[]> {
    const query = state
      ? { 'cities[country]': country, 'cities[state]': state }
      : { 'cities[country]': country };
    return this.places('cities', query);
  }

  slides(entity: 'slides' | 'prehome'): Promise<SlideDto[]> {
    return this.cache.get(READ_KEYS.entity(entity), () => this.panel.getEntity(entity, slideSchema));
  }

  async contact(): Promise<ContactDto | null> {
    const records = await this.cache.get(READ_KEYS.entity('contact'), () =>
      this.panel.getEntity('contact', contactSchema),
    );
    return records[0] ?? null;
  }

  selectiveCities(): Promise<SelectiveCityDto[]> {
    return this.cache.get(READ_KEYS.entity('selective_cities'), () =>
      this.panel.getEntity('selective_cities', selectiveCitySchema),
    );
  }

  websiteTexts() {
    return this.cache.get(READ_KEYS.websiteTexts, () => this.panel.getWebsiteTexts());
  }

  websiteImages() {
    return this.cache.get(READ_KEYS.websiteImages, () => this.panel.getWebsiteImages());
  }

  websiteVideos() {
    return this.cache.get(READ_KEYS.websiteVideos, () => this.panel.getWebsiteVideos());
  }

  socialMedias() {
    return this.cache.get(READ_KEYS.socialMedias, () => this.panel.getSocialMedias());
  }

  posts(type: string, page: number, perPage: number): Promise<PostPageDto> {
    return this.cache.get(`posts:${type}:${perPage}:${page}`, () => this.panel.getPosts(type, page, perPage));
  }

  post(type: string, slug: string): Promise<PostDto | null> {
    return this.cache.get(`post:${type}:${slug}`, () => this.panel.getPost(type, slug));
  }

  private places(
    list: 'countries' | 'states' | 'cities',
    query: Record<string, string | number | undefined>,
  ): Promise<PlaceDto[]> {
    const key = `attributes:${list}:${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
    return this.cache.get(key, async () => {
      const answer = await this.integration.getAttributes(query);
      return (answer[list] ?? []).flatMap((item) => {
        const parsed = placeSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    });
  }
}
