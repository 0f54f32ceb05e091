# Three stages: the build (every dependency, the web built), the production dependencies alone,
# and the image that runs: sources, the built web and production dependencies, as the unprivileged
# `node` user. docker-compose.yml picks each service's command (web, api, demo-upstream) and its
# own health check on /readyz; the HEALTHCHECK here serves a plain `docker run`.

FROM node:20-bookworm-slim AS base
RUN npm install -g pnpm@12
WORKDIR /app
# The manifests first: the dependency layers are rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY api/package.json api/
COPY web/package.json web/
COPY demo-upstream/package.json demo-upstream/
COPY server-kit/package.json server-kit/
# Only the tests and partners use these two, but the workspace's lockfile names them.
COPY test-kit/package.json test-kit/
COPY sdk/package.json sdk/

FROM base AS build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @agency/web build

FROM base AS prod-deps
# The servers run their TypeScript through tsx, a production dependency; no devDependency is needed.
RUN pnpm install --frozen-lockfile --prod

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
COPY tsconfig.base.json ./
COPY schema schema
COPY server-kit server-kit
COPY api api
COPY demo-upstream demo-upstream
COPY web web
COPY --from=build /app/web/dist web/dist
# The code stays root's and read-only to the app.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.API_PORT || process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["pnpm", "--filter", "@agency/web", "start"]
