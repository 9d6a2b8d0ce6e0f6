# syntax=docker/dockerfile:1
# One image recipe for the whole product. Every service is built from the one parameterised stage
# `service`: `docker build --target service --build-arg SERVICE=<name> -t arena-live/<name>:<tag> .`
# (docker-compose.yml passes the same build-args; k8s/ runs the images so tagged). `--target migrate`
# gives the one-shot job that migrates and seeds the database.
#
# Adding a service needs no edit here (`npm run new:service -- <name>`, docs/architecture.md): the
# manifests stage finds every workspace's package.json, the build compiles every services/*/, and the
# service stage runs services/$SERVICE/dist/main.js. A service that needs Debian packages at run
# time names them in the APT_PACKAGES build-arg (media and video: ffmpeg).
#
# No EXPOSE: a service's port is written once, in services/shared/src/config/service-registry.ts
# (compose and k8s repeat it, written by the generator and checked by test/deploy/manifests.spec.ts).

ARG NODE_IMAGE=node:20.20-bookworm-slim

# --- Every workspace's package.json and nothing else, wherever the workspace is. ------------------
# Copies the workspace folders (node_modules and dist are in .dockerignore), then deletes all but the
# manifests: this stage runs again on any source change, but its result only changes with a
# package.json, so the COPY below, and npm ci after it, stay cached until one does.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY services services
COPY web web
RUN find services web -type f ! -name package.json -delete && find services web -type d -empty -delete

# --- Every dependency, dev tools included (swc, prisma, tsx, the Wasm schema engine). -------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Only the manifests: this layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY --from=manifests /app ./
# No install scripts: the image needs none (the root package.json's allowScripts allows only embedded
# PostgreSQL's, a development tool), and prisma's would try to download engines the build never runs.
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

# --- The slim base of the service image: Debian packages a service asks for, then the code. -------
FROM ${NODE_IMAGE} AS runtime
# Run-time Debian packages, a build-arg (empty for most services; media and video: ffmpeg and the
# font its overlays draw with), installed before the code so a code change does not repeat it.
ARG APT_PACKAGES=""
# The data folders the volumes mount over (uploads; media's live playlists and recordings; video's
# files and the clip library): the image's copies give the volumes the right owner.
RUN if [ -n "$APT_PACKAGES" ]; then \
      apt-get update && apt-get install -y --no-install-recommends $APT_PACKAGES && rm -rf /var/lib/apt/lists/*; \
    fi \
 && mkdir -p /data/uploads /data/media /data/videos && chown -R node:node /data
# NODE_OPTIONS: the services' Node flags, as tools/service-node-flags.ts gives them to `npm start`.
# The *_DIR folders are read only by the service that owns them (media, video).
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=32" \
    HOST=0.0.0.0 \
    UPLOADS_DIR=/data/uploads \
    MEDIA_DIR=/data/media \
    VIDEO_DIR=/data/videos \
    VIDEO_LIBRARY_DIR=/data/videos/library
WORKDIR /app
# Manifests and production node_modules (root and per workspace), then the compiled services.
COPY --from=prod-deps /app ./
COPY --from=build /out/services ./services
# The site, served by the edge on the same origin as /api, and its server render of /main's first
# screen (one .cjs file with React and the site's code inside): a few MB, in every image so that one
# stage serves every service; only the edge reads them.
COPY --from=build /out/web/dist web/dist
COPY --from=build /out/web/dist-ssr web/dist-ssr
COPY docker/healthcheck.cjs docker/healthcheck.cjs
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

# --- Every service: `--build-arg SERVICE=<name>` (a folder of services/, a key of the registry). ---
FROM runtime AS service
ARG SERVICE
RUN test -n "$SERVICE" && test -f "services/$SERVICE/dist/main.js" \
 || { echo "--build-arg SERVICE=<name> must name a service: services/<name>/dist/main.js, got '$SERVICE'" >&2; exit 1; }
# SERVICE_NAME: how the service signs its calls, and where the health check finds its port.
ENV SERVICE_NAME=${SERVICE}
# exec: node is the container's main process and gets the stop signal itself.
CMD ["sh", "-c", "exec node \"services/$SERVICE_NAME/dist/main.js\""]
