import { describe, expect, it } from 'vitest';
import { endpointLabel } from './endpoint-names.js';

describe('endpointLabel', () => {
  it('keeps fixed paths and turns visitor-chosen parts into placeholders', () => {
    expect(endpointLabel('api/talents')).toBe('api/talents');
    expect(endpointLabel('api/talent/profile')).toBe('api/talent/profile');
    expect(endpointLabel('api/posts/news/pt')).toBe('api/posts/:type/pt');
    expect(endpointLabel('api/posts/anything%20at%20all/pt/some-slug')).toBe('api/posts/:type/pt/:slug');
    expect(endpointLabel('api/entities/slides')).toBe('api/entities/:entity');
    expect(endpointLabel('/api/download/gallery/123')).toBe('api/download/gallery/:id');
  });
});
