import type { PostResolvers, QueryResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../../core/errors.js';
import { sanitizeUpstreamHtml } from '../content/sanitize.js';

const POST_TYPE = /^[a-z0-9_-]{1,40}$/i;

export const posts: QueryResolvers['posts'] = async (_p, { type, page, perPage }, { data }) => {
  if (!POST_TYPE.test(type)) throw badUserInput('type', 'type must be letters, digits, - or _.');
  // `page` and `perPage` are checked against their ranges before anything runs (demand/cost/argument-bounds.ts).
  const pageNumber = page ?? 1;
  const size = perPage ?? 10;
  const answer = await data.posts(type, pageNumber, size);
  return {
    nodes: answer.data,
    currentPage: answer.current_page,
    lastPage: answer.last_page,
    hasNextPage: answer.current_page < answer.last_page,
  };
};

export const post: QueryResolvers['post'] = async (_p, { type, slug }, { data }) => {
  if (!POST_TYPE.test(type)) throw badUserInput('type', 'type must be letters, digits, - or _.');
  return data.post(type, slug);
};

export const Post: PostResolvers = {
  body: (post) => (post.body ? sanitizeUpstreamHtml(post.body) : null),
  cover: (post, _a, { mediaUrl }) => {
    const source = mediaUrl(post.cover);
    return source ? { source } : null;
  },
  publishedAt: (post) => post.published_at ?? null,
};
