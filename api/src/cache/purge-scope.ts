// What a purge names (POST /admin/purge) and how those names map onto the read cache's keys and
// onto the tags of what was built from them (GraphQL answers, pages, their Cache-Tag header).
// One table, so the route, the caches and a CDN in front all use the same names.

import { CATEGORY_IDS } from '@agency/rules/categories';

/** `{"models": ["48213"]}`, `{"boards": true}`, `{"content": true}`, `{"all": true}`, or several at once. */
export type PurgeScope = { models?: string[]; boards?: boolean; content?: boolean; all?: boolean };

/** The tag of a GraphQL answer or page built from a board (a list of one category). */
export const BOARDS_TAG = 'boards';
/** The tag of anything built from the back office's content (texts, slides, contact, posts, places). */
export const CONTENT_TAG = 'content';

const modelTag = (id: string) => `model:${id}`;

/**
 * The tag of a read-cache key: `profile:{id}` is the model's, `talents:{category}` the boards',
 * everything else (panel entities, texts, images, posts, place lists) content.
 */
export function tagOfKey(key: string): string {
  if (key.startsWith('profile:')) return modelTag(key.slice('profile:'.length));
  if (key.startsWith('talents:')) return BOARDS_TAG;
  return CONTENT_TAG;
}

const CATEGORY_NAMES: Record<number, string> = {
  [CATEGORY_IDS.fashion]: 'fashion',
  [CATEGORY_IDS.comercial]: 'commercial',
};

/** The tag of a list answer or page: which board (upstream category id) and gender it shows (`board:fashion:woman`). */
export function boardTag(categoryId: number | null | undefined, gender: string | null | undefined): string {
  const category = categoryId == null ? 'all' : (CATEGORY_NAMES[categoryId] ?? String(categoryId));
  return `board:${category}:${gender ?? 'all'}`;
}

/** True when the purge names something built from data with this tag. */
export function scopeMatchesTag(scope: PurgeScope, tag: string): boolean {
  if (scope.all) return true;
  if (scope.boards && (tag === BOARDS_TAG || tag.startsWith('board:'))) return true;
  if (scope.content && tag === CONTENT_TAG) return true;
  return scope.models?.some((id) => tag === modelTag(id)) ?? false;
}

export function scopeMatchesKey(scope: PurgeScope, key: string): boolean {
  return scopeMatchesTag(scope, tagOfKey(key));
}

/** The key tags (`tagOfKey`) a purge names, other than by `all`: a key matches it when its tag is one of them. */
export function keyTagsOfScope(scope: PurgeScope): string[] {
  return [
    ...(scope.boards ? [BOARDS_TAG] : []),
    ...(scope.content ? [CONTENT_TAG] : []),
    ...(scope.models ?? []).map(modelTag),
  ];
}

/** The scope in words for a log line or an answer: `models 48213, boards`. */
export function describeScope(scope: PurgeScope): string {
  if (scope.all) return 'all';
  const parts: string[] = [];
  if (scope.models?.length) parts.push(`models ${scope.models.join(' ')}`);
  if (scope.boards) parts.push('boards');
  if (scope.content) parts.push('content');
  return parts.join(', ');
}
