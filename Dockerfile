# syntax=docker/dockerfile:1
# One image recipe for the whole product: `docker build --target <service> .` gives that service's
# image (docker-compose.yml and k8s/ use one target per service), `--target migrate` the one-shot
# job that migrates and seeds the database.
#
# Adding a service: copy one of the service stages at the bottom, change its name, port and path.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# --- Every dependency, dev tools included (swc, prisma, tsx, the Wasm schema engine). -------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Only the manifests: this layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY services/account/package.json services/account/
COPY services/activity/package.json services/activity/
COPY services/community/package.json services/community/
COPY services/contracts/package.json services/contracts/
COPY services/edge/package.json services/edge/
COPY services/gifts/package.json services/gifts/
COPY services/live/package.json services/live/
COPY services/media/package.json services/media/
COPY services/protocol/package.json services/protocol/
COPY services/realtime/package.json services/realtime/
COPY services/shared/package.json services/shared/
COPY services/wallet/package.json services/wallet/
COPY services/scores/package.json services/scores/
COPY services/video/package.json services/video/
COPY web/package.json web/
# No install scripts, as on the development machines (npm 11 skips unapproved ones): none is needed,
# and prisma's would try to download engines the build never runs.
RUN npm ci --ignore-scripts --no-audit --no-fund

# --- Compile every service to services/*/dist (generates the Prisma client first), build the site.
FROM deps AS build
COPY . .
# Then /out gathers what runs: each service's compiled code and package.json (no sources), the
# built site, which the edge serves from web/dist (empty when there is no site to build), and the
# site's server render of /main's first screen, web/dist-ssr (one file with its dependencies inside).
RUN npm run build \
 && npm run build -w @arena/web --if-present \
 && mkdir -p /out/web/dist && if [ -d web/dist ]; then cp -R web/dist/. /out/web/dist/; fi \
 && mkdir -p /out/web/dist-ssr && if [ -d web/dist-ssr ]; then cp -R web/dist-ssr/. /out/web/dist-ssr/; fi \
 && for dir in services/*/; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -R "$dir/dist" "$dir/package.json" "/out/$dir"; fi; \
    done

# --- Production dependencies only: what the services need at run time. --------------------------
FROM deps AS prod-deps
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# --- The slim base every service image starts from. ---------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# NODE_OPTIONS: the services' Node flags, as tools/service-node-flags.ts gives them to `npm start`.
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=32" \
    HOST=0.0.0.0 \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
# Manifests and production node_modules (root and per workspace), then the compiled services.
COPY --from=prod-deps /app ./
COPY --from=build /out/services ./services
COPY docker/healthcheck.cjs docker/healthcheck.cjs
# Uploaded files live on a volume mounted here; the image's copy gives it the right owner.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 CMD ["node", "docker/healthcheck.cjs"]

# --- One-shot job: apply pending migrations, then the idempotent seed. --------------------------
# Runs the same TypeScript tools as `npm run db:migrate` and `npm run db:seed`, so it keeps the dev
# dependencies (tsx, the Wasm schema engine); the seed imports the compiled @arena/shared.
FROM build AS migrate
ENV NODE_ENV=production \
    UPLOADS_DIR=/data/uploads
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
CMD ["sh", "-c", "npx tsx tools/db/migrate.ts && npx tsx prisma/seed.ts"]

# --- The services: one target each, named after the service; ports from service-registry.ts. ----
FROM runtime AS edge
ENV SERVICE_NAME=edge
# The site, served by the edge on the same origin as /api, and its server render of /main's first
# screen (one .cjs file with React and the site's code inside: it needs nothing from node_modules).
COPY --from=build /out/web/dist web/dist
COPY --from=build /out/web/dist-ssr web/dist-ssr
EXPOSE 3000
CMD ["node", "services/edge/dist/main.js"]

FROM runtime AS account
ENV SERVICE_NAME=account
EXPOSE 4101
CMD ["node", "services/account/dist/main.js"]

FROM runtime AS wallet
ENV SERVICE_NAME=wallet
EXPOSE 4102
CMD ["node", "services/wallet/dist/main.js"]

FROM runtime AS scores
ENV SERVICE_NAME=scores
EXPOSE 4106
CMD ["node", "services/scores/dist/main.js"]

FROM runtime AS activity
ENV SERVICE_NAME=activity
EXPOSE 4103
CMD ["node", "services/activity/dist/main.js"]

FROM runtime AS community
ENV SERVICE_NAME=community
EXPOSE 4107
CMD ["node", "services/community/dist/main.js"]

FROM runtime AS live
ENV SERVICE_NAME=live
EXPOSE 4104
CMD ["node", "services/live/dist/main.js"]

FROM runtime AS gifts
ENV SERVICE_NAME=gifts
EXPOSE 4105
CMD ["node", "services/gifts/dist/main.js"]

# The media service remuxes with Debian's ffmpeg (no transcoding) and takes RTMP pushes on 1935.
FROM runtime AS media
USER root
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data/media && chown node:node /data/media
USER node
ENV SERVICE_NAME=media MEDIA_DIR=/data/media
EXPOSE 4111
EXPOSE 1935
CMD ["node", "services/media/dist/main.js"]

# The video service measures recordings with Debian's ffprobe; a video's own files and the shared
# clip library sit on its volume.
FROM runtime AS video
USER root
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data/videos && chown node:node /data/videos
USER node
ENV SERVICE_NAME=video VIDEO_DIR=/data/videos VIDEO_LIBRARY_DIR=/data/videos/library
EXPOSE 4108
CMD ["node", "services/video/dist/main.js"]

FROM runtime AS realtime
ENV SERVICE_NAME=realtime
EXPOSE 4110
CMD ["node", "services/realtime/dist/main.js"]
