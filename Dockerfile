# One image runs the whole product: the API, Swagger UI, the admin panel and the public site on one port.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY admin-panel/package.json admin-panel/
COPY public-site/package.json public-site/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# The heap budget of scripts/server-process.mjs: old garbage is collected before it piles up.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
