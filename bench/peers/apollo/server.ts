// The textbook Apollo Server 5 over the integration service: a schema written for the site's two
// screens, resolvers calling a RESTDataSource made per request with the server's cache, and whole
// answers kept by Apollo's response cache plugin for as long as the schema's @cacheControl hints say
// (Apollo's "Server-side caching" page; every setting is listed in bench/peers/README.md). Prints
// "listening <url>" (bench/peers.ts waits for it).
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { startStandaloneServer } from '@apollo/server/standalone';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { FRESH_SECONDS, IntegrationAPI, IntegrationSession, type Talent } from './integration-api.js';

const typeDefs = `#graphql
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION

  # Public data, the same for every visitor: whole answers may be kept ${FRESH_SECONDS} s.
  type Query {
    "A page of a board (1938 fashion, 1939 comercial)."
    models(category: Int!, first: Int = 20, page: Int = 1): [Model!]! @cacheControl(maxAge: ${FRESH_SECONDS}, scope: PUBLIC)
    model(id: ID!): Model @cacheControl(maxAge: ${FRESH_SECONDS}, scope: PUBLIC)
  }
  type Category { id: Int! name: String }
  type Photo { file: String! width: Int! height: Int! }
  type Video { file: String! provider: String! }
  type Skill { id: Int! name: String! }
  type Model {
    id: ID!
    name: String!
    gender: String!
    birthdate: String
    categories: [Category!]!
    cover: String
    coverWeb: String
    cover2: String
    height: String
    bust: String
    waist: String
    hips: String
    shoes: String
    eyes: String
    hair: String
    instagram: String
    skills: [Skill!]!
    book: [Photo!]!
    snap: [Photo!]!
    compo: [Photo!]!
    video: [Video!]!
  }
`;

type Context = { dataSources: { integration: IntegrationAPI } };

/** A gallery: the profile's own, or (for a model from a list) the profile loaded for it. */
const gallery =
  (name: 'book' | 'snap' | 'compo' | 'video' | 'skills') =>
  async (model: Talent, _args: unknown, { dataSources }: Context) => {
    const source = name in model ? model : await dataSources.integration.profile(String(model.id));
    return (source?.[name] as unknown[] | undefined) ?? [];
  };

const resolvers = {
  Query: {
    models: (_: unknown, args: { category: number; first: number; page: number }, { dataSources }: Context) =>
      dataSources.integration.talents(args.category, args.first, args.page),
    model: (_: unknown, args: { id: string }, { dataSources }: Context) =>
      dataSources.integration.profile(args.id),
  },
  Model: {
    coverWeb: (model: Talent) => model['cover_web'],
    categories: (model: Talent) => model['categories'] ?? [],
    book: gallery('book'),
    snap: gallery('snap'),
    compo: gallery('compo'),
    video: gallery('video'),
    skills: gallery('skills'),
  },
};

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const session = new IntegrationSession(env('INTEGRATION_URL'), {
  salt: env('INTEGRATION_SALT'),
  apiKey: env('INTEGRATION_API_KEY'),
});
// Signed in at start-up, as the site's own server is.
await session.current();

const server = new ApolloServer<Context>({
  typeDefs,
  resolvers,
  plugins: [
    // Fields returning objects under the hinted root fields (a model's galleries, categories) take
    // the same age rather than 0, which would make every answer uncacheable.
    ApolloServerPluginCacheControl({ defaultMaxAge: FRESH_SECONDS }),
    // Whole answers, shared by every visitor (no sessionId: nothing here is private).
    responseCachePlugin(),
  ],
});
const { url } = await startStandaloneServer(server, {
  listen: { port: 0, host: '127.0.0.1' },
  context: () =>
    Promise.resolve({ dataSources: { integration: new IntegrationAPI(session, { cache: server.cache }) } }),
});
console.log(`listening ${url.replace(/\/$/, '')}`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
