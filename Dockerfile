# syntax=docker/dockerfile:1
#
# One image for every Parley process: the API server (default command) and the job worker
# (`node dist/worker.js`). deploy/compose.yaml runs several of each behind HAProxy.
#
#   docker build -t parley .
#   docker run -p 3000:3000 -v parley-data:/data parley      # one process, embedded PGlite in /data

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build

# Build-time settings baked into the static apps (see the README's configuration table):
# canonical/Open Graph/sitemap origin of the marketing pages, the dashboard's Sentry DSN and
# Shopify listing. Unset ones keep the apps' own defaults.
ARG PUBLIC_ORIGIN
ARG VITE_SENTRY_DSN
ARG VITE_SHOPIFY_APP_URL

ENV TURBO_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1

WORKDIR /app
# The whole workspace (less what .dockerignore drops): a frozen install needs every workspace
# package.json that pnpm-lock.yaml names, and the build needs their sources.
COPY . .

# The store lives in a BuildKit cache mount so rebuilds do not download every package again; an
# explicit --store-dir keeps pnpm from choosing a store of its own on the container's filesystem.
RUN --mount=type=cache,id=parley-pnpm-store,target=/pnpm/store \
    npx --yes pnpm@10.34.8 install --frozen-lockfile --store-dir=/pnpm/store

# The API and the workspace packages it imports (`@parley/api...`), plus every app it serves from
# a dist folder (apps/api/src/http/static-apps.ts): dashboard, marketing, widget and the loader
# script (packages/widget-loader/dist/loader.global.js).
# An empty build argument (compose's `${VAR:-}`) must count as unset: the apps fall back to their
# defaults with `??`, which keeps an empty string. --env-mode=loose: turbo's default strict mode
# hands tasks only the variables turbo.json lists, so PUBLIC_ORIGIN would never reach the prerender.
RUN for name in PUBLIC_ORIGIN VITE_SENTRY_DSN VITE_SHOPIFY_APP_URL; do \
      [ -n "$(printenv "$name")" ] || unset "$name"; \
    done \
 && npx --yes pnpm@10.34.8 exec turbo run build --env-mode=loose --output-logs=errors-only \
      --filter=@parley/api... \
      --filter=@parley/dashboard... \
      --filter=@parley/marketing... \
      --filter=@parley/widget... \
      --filter=@parley/widget-loader

# A self-contained copy of the API: dist/, drizzle/ (migrations, found at dist/../drizzle) and a
# node_modules of production dependencies only, workspace packages copied in (their `files`:
# @parley/i18n brings its locales/). pnpm 10 deploys without `--legacy` only from workspaces that
# set inject-workspace-packages=true, which this one does not (it would change the lockfile).
# The API's sources, scripts and turbo logs are not read at run time.
RUN --mount=type=cache,id=parley-pnpm-store,target=/pnpm/store \
    npx --yes pnpm@10.34.8 --filter=@parley/api deploy --prod --legacy --store-dir=/pnpm/store /prod/api \
 && rm -rf /prod/api/src /prod/api/scripts /prod/api/.turbo \
 && test -f /prod/api/dist/main.js \
 && test -f /prod/api/dist/worker.js \
 && test -f /prod/api/dist/document-worker.js \
 && test -f /prod/api/dist/create-pglite-child.js && test -f /prod/api/dist/pglite-thread-worker.js && test -f /prod/api/dist/speech-model-worker.js \
 && test -f /prod/api/drizzle/meta/_journal.json \
 && test -f /prod/api/speech/common-english.tsv \
 && test -d /prod/api/node_modules/@parley/i18n/locales \
 && test -f /app/apps/dashboard/dist/index.html \
 && test -f /app/apps/marketing/dist/index.html \
 && test -f /app/apps/widget/dist/index.html \
 && test -f /app/packages/widget-loader/dist/loader.global.js

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS run

# The embedded speech tools of the voice pipeline (PocketSphinx with its US English model, Flite);
# without them the server starts, says voice is missing and the widget offers text chat only.
# ca-certificates: https to Stripe, LLM, embeddings and speech providers.
RUN apt-get update \
 && apt-get install -y --no-install-recommends pocketsphinx pocketsphinx-en-us flite ca-certificates \
 && rm -rf /var/lib/apt/lists/*

# The server allows the dashboard's Sentry origin in its Content-Security-Policy (connect-src)
# only when it sees the DSN the dashboard was built with.
ARG VITE_SENTRY_DSN
ENV VITE_SENTRY_DSN=${VITE_SENTRY_DSN}

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    PARLEY_DATA_DIR=/data

# The repository's layout is kept: static-apps.ts finds the apps at dist/../../.. (the repository
# root) + apps/<app>/dist, and database.ts takes a folder path containing "/src/" for a source
# checkout, so the root must not be somewhere like /usr/src/app.
WORKDIR /app/apps/api
# Owned by root and so read-only for the server's user: the process cannot rewrite its own code.
COPY --from=build /prod/api ./
COPY --from=build /app/apps/dashboard/dist /app/apps/dashboard/dist
COPY --from=build /app/apps/marketing/dist /app/apps/marketing/dist
COPY --from=build /app/apps/widget/dist /app/apps/widget/dist
COPY --from=build /app/packages/widget-loader/dist /app/packages/widget-loader/dist

# /data holds the embedded PGlite database and the generated JWT secret when DATABASE_URL and
# JWT_SECRET are not set; it must be writable by the unprivileged user (a new named volume takes
# the folder's owner from the image).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data

EXPOSE 3000

# No curl or wget in the slim image: node's fetch. /healthz answers 503 while the database is
# unreachable or the process is shutting down. The worker serves no HTTP: compose disables this
# check for it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "dist/main.js"]
