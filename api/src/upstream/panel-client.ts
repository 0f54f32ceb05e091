import * as z from 'zod/mini';
import type { Logger } from '@agency/server-kit/logger';
import type { UpstreamHttpClient } from './http-client.js';
import {
  entityListSchema,
  postPageSchema,
  singlePostSchema,
  socialMediasSchema,
  websiteMediaSchema,
  websiteTextsSchema,
  type PostDto,
  type PostPageDto,
} from './panel-dto.js';
import { UpstreamError } from './upstream-error.js';
import { validRecords } from './valid-records.js';

export class PanelClient {
  /** `http` from createUpstreamHttp (upstream-http.ts), which has this service's sign-in. */
  constructor(
    readonly http: UpstreamHttpClient,
    private readonly logger: Logger,
  ) {}

  /** Records of an entity, each validated; records that do not fit are logged and left out. */
  async getEntity<S extends z.ZodMiniType>(entity: string, recordSchema: S): Promise<z.infer<S>[]> {
    const answer = await this.http.request({
      method: 'GET',
      path: `api/entities/${encodeURIComponent(entity)}`,
      schema: entityListSchema,
      read: true,
    });
    return validRecords(answer.data, recordSchema, (issue) =>
      this.logger.warn({ entity, issue }, 'skipped a malformed record'),
    );
  }

  async getWebsiteTexts() {
    return (await this.read('api/website-texts', websiteTextsSchema)).data;
  }

  async getWebsiteImages() {
    return (await this.read('api/website-images', websiteMediaSchema)).data;
  }

  async getWebsiteVideos() {
    return (await this.read('api/website-videos', websiteMediaSchema)).data;
  }

  async getSocialMedias() {
    return (await this.read('api/social-medias', socialMediasSchema)).data;
  }

  async getPosts(type: string, page: number, perPage: number): Promise<PostPageDto> {
    return this.http.request({
      method: 'GET',
      path: `api/posts/${encodeURIComponent(type)}/pt`,
      query: { paginate: perPage, page },
      schema: postPageSchema,
      read: true,
    });
  }

  async getPost(type: string, slug: string): Promise<PostDto | null> {
    try {
      const path = `api/posts/${encodeURIComponent(type)}/pt/${encodeURIComponent(slug)}`;
      return (await this.read(path, singlePostSchema)).data;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  private read<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
    return this.http.request({ method: 'GET', path, schema, read: true });
  }
}
