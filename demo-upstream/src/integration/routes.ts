// The integration service: sign-in, the paginated talent list, one profile, and attribute lists.

import { readJson } from '../http/read-body.js';
import { invalid, json, message, unauthenticated } from '../http/reply.js';
import type { Route } from '../http/router.js';
import type { DemoState } from '../state.js';
import { attributes } from './attributes.js';
import { talentListItem, talentProfile } from './talent-json.js';

const flag = (query: URLSearchParams, key: string) => {
  const value = query.get(key);
  return value !== null && value !== '0' && value !== 'false';
};

function categoryFilter(body: Record<string, unknown>): number[] | null {
  const filters = body['filters'];
  if (filters === null || typeof filters !== 'object') return null;
  const categories = (filters as Record<string, unknown>)['categories'];
  if (!Array.isArray(categories) || categories.length === 0) return null;
  return categories.map(Number).filter(Number.isFinite);
}

export function integrationRoutes(state: DemoState): Route[] {
  const { config, data } = state;
  const tokens = state.services.integration.tokens;
  return [
    {
      method: 'POST',
      pattern: '/api/signin',
      open: true,
      async handler({ req }) {
        const body = await readJson(req);
        if (body['salt'] !== config.integrationSalt || body['api_key'] !== config.integrationApiKey)
          return unauthenticated();
        const { token, expiresIn } = tokens.issue();
        return json(200, { access_token: token, expires_in: expiresIn });
      },
    },
    {
      method: 'POST',
      pattern: '/api/talents',
      async handler({ req, url }) {
        const body = await readJson(req);
        const query = url.searchParams;
        const perPage = Number(query.get('paginate') ?? '15');
        const page = Number(query.get('page') ?? '1');
        const errors: Record<string, string[]> = {};
        if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000)
          errors['paginate'] = ['The paginate must be an integer between 1 and 1000.'];
        if (!Number.isInteger(page) || page < 1)
          errors['page'] = ['The page must be an integer of at least 1.'];
        if (Object.keys(errors).length > 0) return invalid(errors);
        const categories = categoryFilter(body);
        const matching = categories
          ? data.models.filter((m) => m.categories.some((c) => categories.includes(c)))
          : data.models;
        const total = matching.length;
        const lastPage = Math.max(1, Math.ceil(total / perPage));
        const slice = matching.slice((page - 1) * perPage, page * perPage);
        const withCoverWeb = flag(query, 'cover_web');
        return json(200, {
          data: {
            current_page: page,
            data: slice.map((model) => talentListItem(model, withCoverWeb)),
            from: slice.length > 0 ? (page - 1) * perPage + 1 : null,
            last_page: lastPage,
            per_page: perPage,
            to: slice.length > 0 ? (page - 1) * perPage + slice.length : null,
            total,
          },
        });
      },
    },
    {
      method: 'GET',
      pattern: '/api/talent/profile',
      handler({ url }) {
        const query = url.searchParams;
        const id = query.get('id') ?? '';
        const model = /^\d+$/.test(id) ? data.modelsById.get(Number(id)) : undefined;
        if (!model) return message(404, 'Talent not found');
        return json(200, {
          data: talentProfile(model, {
            cover2: flag(query, 'cover2'),
            coverWeb: flag(query, 'cover_web'),
            skills: flag(query, 'skills'),
            mediaId: flag(query, 'media_id'),
          }),
        });
      },
    },
    {
      method: 'GET',
      pattern: '/api/talents/attributes',
      handler: ({ url }) => json(200, attributes(url.searchParams)),
    },
  ];
}
