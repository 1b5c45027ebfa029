# Production images, built from one build stage:
#   docker build --target api -t grovekeeper-api .
#   docker build --target gateway -t grovekeeper-gateway .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run build --output-logs=errors-only

# The API: Fastify + migrations; talks to PostgreSQL through DATABASE_URL.
FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SERVE_APPS=false
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/api/package.json api/package.json
# @grovekeeper/geo and @grovekeeper/constants are workspace packages the API requires at
# run time: npm ci links them into node_modules, and their built dist/ is all they need.
COPY --from=build /app/geo/package.json geo/package.json
COPY --from=build /app/constants/package.json constants/package.json
RUN npm ci --omit=dev --workspace api --include-workspace-root=false --no-audit --no-fund
COPY --from=build /app/geo/dist geo/dist
COPY --from=build /app/constants/dist constants/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
# The photos volume (docker-compose.yml) takes this folder's owner when first created.
RUN mkdir -p /var/lib/grovekeeper/photos /var/lib/grovekeeper/mail && chown -R node:node /var/lib/grovekeeper
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.js"]

# The gateway: one origin for the shell, every remote and the API.
FROM nginx:1.27-alpine AS gateway
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /srv/shell
COPY --from=build /app/mf-estates/dist /srv/remotes/mf-estates
COPY --from=build /app/mf-trees/dist /srv/remotes/mf-trees
COPY --from=build /app/mf-rentals/dist /srv/remotes/mf-rentals
COPY --from=build /app/mf-contracts/dist /srv/remotes/mf-contracts
COPY --from=build /app/mf-workforce/dist /srv/remotes/mf-workforce
