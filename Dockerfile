FROM node:20-bookworm-slim
WORKDIR /app
RUN npm i -g pnpm@12
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @agency/web build
EXPOSE 3000
CMD ["pnpm", "--filter", "@agency/web", "start"]
