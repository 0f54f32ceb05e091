import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-routes.js';

describe('isApiPath', () => {
  it('names the paths the API answers, and leaves pages and build files to the site', () => {
    for (const path of [
      '/graphql',
      '/graphql/schema.graphql',
      '/graphql/sandbox/graphiql.js',
      '/healthz',
      '/readyz',
      '/metrics',
      '/img/360',
      '/downloads/gallery/1/book',
      '/downloads/comp-card/48213-en.pdf',
      '/admin/purge',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/en/models/women/fashion',
      '/graphqlx',
      '/graphql/schema.graphqlx',
      '/img',
      '/imgx/1',
      '/downloads/x',
      '/assets/index.js',
      '/favicon.svg',
      // Answered by the API, but opened on its own address (outbox-admin-route.ts).
      '/admin/outbox',
      '/admin/outbox/retry',
    ]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
