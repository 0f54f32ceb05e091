import type { Logger } from '@agency/server-kit/logger';
import type { Query, UpstreamHttpClient } from './http-client.js';
import {
  attributesSchema,
  talentPageSchema,
  talentProfileEnvelopeSchema,
  talentProfileSchema,
  talentSchema,
  type TalentDto,
  type TalentProfileDto,
} from './integration-dto.js';
import { UpstreamError } from './upstream-error.js';
import { validRecords } from './valid-records.js';

/** The server fetches a whole board at once and filters and pages it itself (docs/product.md). */
const LIST_PAGE_SIZE = 1000;
/** A guard against an upstream that reports endless pages. */
const MAX_LIST_PAGES = 50;

export class IntegrationClient {
  /** `http` from createUpstreamHttp (upstream-http.ts), which has this service's sign-in. */
  constructor(
    readonly http: UpstreamHttpClient,
    private readonly logger: Logger,
  ) {}

  /** Every model of one category (1938 fashion, 1939 comercial), all pages. */
  async listTalents(categoryId: number): Promise<TalentDto[]> {
    const models: TalentDto[] = [];
    for (let page = 1; page <= MAX_LIST_PAGES; page++) {
      const answer = await this.http.request({
        method: 'POST',
        path: 'api/talents',
        query: { language: 'pt', paginate: LIST_PAGE_SIZE, cover_web: 1, page },
        json: { filters: { categories: [categoryId] } },
        schema: talentPageSchema,
        read: true,
      });
      const valid = validRecords(answer.data.data, talentSchema, (issue) =>
        this.logger.warn({ categoryId, issue }, 'skipped a malformed model'),
      );
      models.push(...valid);
      // One odd model is skipped; a page of nothing but odd models is a broken answer, not an empty board.
      if (answer.data.data.length > 0 && valid.length === 0) {
        throw new UpstreamError(
          'integration',
          'api/talents',
          'invalid',
          'no model in the answer has the expected shape',
        );
      }
      if (answer.data.current_page >= answer.data.last_page) break;
    }
    return models;
  }

  /** A model's profile with galleries; null when the id is unknown. */
  async getProfile(id: number): Promise<TalentProfileDto | null> {
    const path = 'api/talent/profile';
    try {
      const answer = await this.http.request({
        method: 'GET',
        path,
        query: { language: 'pt', id, cover2: 1, cover_web: 1, skills: 1, media_id: 1 },
        schema: talentProfileEnvelopeSchema,
        read: true,
      });
      const parsed = talentProfileSchema.safeParse(answer.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UpstreamError(
          'integration',
          path,
          'invalid',
          `unexpected profile at ${issue?.path.join('.')}: ${issue?.message}`,
        );
      }
      return parsed.data;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  /** Option lists; the query's keys name the lists wanted (docs/upstream-openapi.yaml). */
  async getAttributes(query: Query): Promise<Record<string, unknown[]>> {
    return this.http.request({
      method: 'GET',
      path: 'api/talents/attributes',
      query,
      schema: attributesSchema,
      read: true,
    });
  }
}
