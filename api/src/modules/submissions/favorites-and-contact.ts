import * as z from 'zod/mini';
import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { acceptSubmission } from './accept-submission.js';
import { isModelId, messageRules } from '@agency/rules';
import { validateInput } from './validate-input.js';

const messageForm = z.object(messageRules);

const MAX_FAVORITES = 200;

/** Favourites with a budget request: the form plus the chosen models as JSON. */
export const submitFavorites: MutationResolvers['submitFavorites'] = (_p, args, context) =>
  acceptSubmission(context, 'favorites', args.locale ?? 'pt', async (errors) => {
    const input = validateInput(messageForm, args.input, errors);
    const ids = [...new Set(args.input.modelIds)].filter(isModelId).slice(0, MAX_FAVORITES);
    if (ids.length === 0) errors.add('modelIds', 'no_models');
    if (!input || ids.length === 0) return null;
    // The panel gets the whole model as we know it; when the upstream cannot say, the id alone.
    const models = await Promise.all(
      ids.map(
        async (id) =>
          (await context.loaders.profile.load(Number(id)).catch(() => null)) ?? { id: Number(id) },
      ),
    );
    const known = models.map((model) => {
      if (!('name' in model)) return model;
      // The list fields describe the model; galleries would only bloat the e-mail the panel sends.
      const { fromProfile: _marker, book: _b, snap: _s, compo: _c, video: _v, ...talent } = model;
      return talent;
    });
    return {
      type: 'multipart',
      path: 'api/entry/favorites/send',
      fields: [
        ['name', input.name],
        ['email', input.email],
        ['phone', input.phone],
        // As the visitor typed it (docs/product.md): the selection travels in `models`.
        ['message', input.message],
        ['models', JSON.stringify(known)],
      ],
      files: [],
    };
  });

/** The contact form, posted to the panel as JSON. */
export const submitContact: MutationResolvers['submitContact'] = (_p, args, context) =>
  acceptSubmission(context, 'contact', args.locale ?? 'pt', (errors) => {
    const input = validateInput(messageForm, args.input, errors);
    if (!input) return null;
    return { type: 'json', path: 'api/contact/pt', json: { ...input } };
  });
