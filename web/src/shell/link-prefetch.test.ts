import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './link-prefetch';

describe('mayPrefetch', () => {
  it('fetches ahead on a connection that allows it, or one the browser does not describe', () => {
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayPrefetch(undefined)).toBe(true);
  });

  it('fetches nothing ahead with the data saver on, or on 2G', () => {
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
