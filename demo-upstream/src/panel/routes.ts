// The panel service: sign-in, entities, website content, form posts, downloads, posts, slides and
// the storage files.

import type { DemoModel } from '../data/models.js';
import { readJson } from '../http/read-body.js';
import { invalid, json, message, unauthenticated } from '../http/reply.js';
import type { Reply } from '../http/reply.js';
import type { Route } from '../http/router.js';
import type { DemoState } from '../state.js';
import { galleryItems, writeZip } from './downloads.js';
import type { ZipItem } from './downloads.js';
import { ENTRIES, isEmail, NotMultipart, parseMultipart, validateEntry } from './entry-form.js';
import type { EntryName } from './entry-form.js';
import { serveStorage } from './storage.js';

const LANGUAGES = ['pt', 'en', 'es'];
const GALLERIES = ['book', 'snap', 'compo'] as const;
type Gallery = (typeof GALLERIES)[number];

function modelOf(state: DemoState, talent: unknown): DemoModel | undefined {
  if (talent === null || typeof talent !== 'object') return undefined;
  const id = Number((talent as Record<string, unknown>)['id']);
  return Number.isInteger(id) ? state.data.modelsById.get(id) : undefined;
}

/** A record's field as the URL would spell it; undefined for a missing or non-scalar field. */
function scalarText(field: unknown): string | undefined {
  if (typeof field === 'string') return field;
  if (typeof field === 'number' || typeof field === 'boolean' || field === null) return String(field);
  return undefined;
}

function entityReply(state: DemoState, entity: string, idOrConcept?: string, value?: string): Reply {
  const records = state.data.panel.entities[entity];
  if (!records) return message(404, `Entity ${entity} not found`);
  if (idOrConcept === undefined) return json(200, { data: records });
  if (value === undefined) {
    if (!/^\d+$/.test(idOrConcept)) return message(404, 'Record not found');
    const found = records.filter((r) => String(r['id']) === idOrConcept);
    return found.length > 0 ? json(200, { data: found }) : message(404, 'Record not found');
  }
  return json(200, {
    data: records.filter((r) => scalarText(r[idOrConcept]) === value),
  });
}

function pageOf<T>(items: T[], url: URL): Reply {
  const perPage = Number(url.searchParams.get('paginate') ?? '10');
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100 || !Number.isInteger(page) || page < 1) {
    return invalid({ paginate: ['The paginate and page must be positive integers (paginate at most 100).'] });
  }
  return json(200, {
    data: items.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
    per_page: perPage,
    total: items.length,
  });
}

function requireFields(body: Record<string, unknown>, fields: string[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = [`The ${field} field is required.`];
  }
  if (!errors['email'] && fields.includes('email') && !isEmail(body['email']))
    errors['email'] = ['The email must be a valid email address.'];
  return errors;
}

export function panelRoutes(state: DemoState): Route[] {
  const { config, data } = state;
  const content = data.panel;
  const tokens = state.services.panel.tokens;
  return [
    {
      method: 'POST',
      pattern: '/api/login',
      open: true,
      async handler({ req }) {
        const body = await readJson(req);
        if (body['salt'] !== config.panelSalt || body['api_token'] !== config.panelApiToken)
          return unauthenticated();
        return json(200, { token: tokens.issue().token });
      },
    },
    {
      method: 'GET',
      pattern: '/api/entities/:entity/:idOrConcept?/:value?',
      handler: ({ params }) =>
        entityReply(state, params['entity'] ?? '', params['idOrConcept'], params['value']),
    },
    { method: 'GET', pattern: '/api/website-texts', handler: () => json(200, { data: content.texts }) },
    { method: 'GET', pattern: '/api/website-images', handler: () => json(200, { data: content.images }) },
    { method: 'GET', pattern: '/api/website-videos', handler: () => json(200, { data: content.videos }) },
    {
      method: 'GET',
      pattern: '/api/customizations',
      handler: () => json(200, { data: content.customizations }),
    },
    {
      method: 'GET',
      pattern: '/api/social-medias',
      handler: () => json(200, { data: content.socialMedias }),
    },
    {
      method: 'POST',
      pattern: '/api/entry/:entry/send',
      async handler({ req, params }) {
        const entry = params['entry'] ?? '';
        if (!(ENTRIES as readonly string[]).includes(entry)) return message(404, `Entry ${entry} not found`);
        let form;
        try {
          form = await parseMultipart(req);
        } catch (error) {
          if (error instanceof NotMultipart) return message(415, 'The request must be multipart/form-data.');
          return message(400, `Malformed multipart body: ${(error as Error).message}`);
        }
        const errors = validateEntry(entry as EntryName, form);
        if (Object.keys(errors).length > 0) return invalid(errors);
        const key = req.headers['idempotency-key'];
        const id = state.received.addEntry({
          entry: entry as EntryName,
          fields: form.fields,
          files: form.files,
          idempotencyKey: typeof key === 'string' ? key : null,
        });
        return json(200, { success: true, id });
      },
    },
    {
      method: 'POST',
      pattern: '/api/contact/:lang',
      async handler({ req, params }) {
        if (!LANGUAGES.includes(params['lang'] ?? '')) return message(404, 'Not Found');
        const body = await readJson(req);
        const errors = requireFields(body, ['name', 'email', 'phone', 'message']);
        if (Object.keys(errors).length > 0) return invalid(errors);
        state.received.add('contacts', body);
        return json(200, { success: true });
      },
    },
    ...(['favorites', 'get-scouted'] as const).map((form): Route => ({
      method: 'POST',
      pattern: `/api/${form}/:lang`,
      async handler({ req, params }) {
        if (!LANGUAGES.includes(params['lang'] ?? '')) return message(404, 'Not Found');
        state.received.add(form === 'favorites' ? 'favorites' : 'getScouted', await readJson(req));
        return json(200, { success: true });
      },
    })),
    {
      method: 'POST',
      pattern: '/api/download/gallery',
      async handler({ req }) {
        const body = await readJson(req);
        const gallery = body['gallery'];
        if (typeof gallery !== 'string' || !(GALLERIES as readonly string[]).includes(gallery)) {
          return invalid({ gallery: ['The selected gallery is invalid (book, snap or compo).'] });
        }
        const model = modelOf(state, body['talent']);
        if (!model) return message(404, 'Talent not found');
        const items = galleryItems(state, model, gallery as Gallery);
        if (items.length === 0) return message(404, 'Gallery is empty');
        return {
          kind: 'stream',
          write: (res) => writeZip(state, res, items, `${model.name}_${gallery}.zip`),
        };
      },
    },
    {
      method: 'POST',
      pattern: '/api/download/zip',
      async handler({ req }) {
        // Several models and galleries in one archive, a folder per model.
        const body = await readJson(req);
        const talents = Array.isArray(body['talents'])
          ? body['talents']
          : body['talent'] !== undefined
            ? [body['talent']]
            : [];
        const asked = Array.isArray(body['galleries'])
          ? body['galleries']
          : typeof body['gallery'] === 'string'
            ? [body['gallery']]
            : [...GALLERIES];
        const galleries = asked.filter((g): g is Gallery => (GALLERIES as readonly unknown[]).includes(g));
        if (talents.length === 0) return invalid({ talents: ['The talents field is required.'] });
        if (galleries.length === 0)
          return invalid({ galleries: ['The selected galleries are invalid (book, snap or compo).'] });
        const models = talents.map((t) => modelOf(state, t));
        if (models.some((m) => m === undefined)) return message(404, 'Talent not found');
        const items: ZipItem[] = (models as DemoModel[]).flatMap((model) =>
          galleries.flatMap((g) => galleryItems(state, model, g, `${model.name} ${model.id}/`)),
        );
        const name = models.length === 1 ? `${(models[0] as DemoModel).name}.zip` : 'models.zip';
        return { kind: 'stream', write: (res) => writeZip(state, res, items, name) };
      },
    },
    {
      method: 'GET',
      pattern: '/api/posts/:type/:lang',
      handler({ params, url }) {
        const posts = data.posts[params['type'] ?? ''];
        if (!posts || !LANGUAGES.includes(params['lang'] ?? '')) return message(404, 'Not Found');
        return pageOf(posts, url);
      },
    },
    {
      method: 'GET',
      pattern: '/api/posts/:type/:lang/:slug',
      handler({ params }) {
        const post = data.posts[params['type'] ?? '']?.find((p) => p.slug === params['slug']);
        return post && LANGUAGES.includes(params['lang'] ?? '')
          ? json(200, { data: post })
          : message(404, 'Post not found');
      },
    },
    {
      method: 'GET',
      pattern: '/api/slides/:type',
      handler({ params }) {
        const entity = { home: 'slides', slides: 'slides', prehome: 'prehome' }[params['type'] ?? ''];
        const records = entity ? content.entities[entity] : undefined;
        return records ? json(200, { data: records }) : message(404, 'Not Found');
      },
    },
    {
      method: 'GET',
      pattern: '/storage/*path',
      open: true,
      handler: ({ req, params }) => serveStorage(state, req, params['path'] ?? ''),
    },
  ];
}
