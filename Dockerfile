# One Dockerfile, three targets: api, workers (Node 24 runs our TypeScript directly: type stripping),
# and web (nginx: the built assets itself; pages, /api and /socket.io from the api service).
FROM node:24-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY workers/package.json workers/
COPY web/package.json web/
COPY testing/package.json testing/

FROM manifests AS deps
RUN npm ci --omit=dev

FROM manifests AS web-build
RUN npm ci
COPY tsconfig.json ./
COPY shared shared
COPY web web
RUN npx vite build web

FROM node:24-slim AS server
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY shared shared
COPY api api
COPY workers workers
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data

FROM server AS api
# The API renders index.html itself (share meta for the stream state, the site content inline).
COPY --from=web-build /app/web/dist web/dist
EXPOSE 7001
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:7001/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/src/main.ts"]

FROM server AS workers
# videos: yt-dlp (the current release: YouTube changes often, distribution packages lag) and ffmpeg
# (merges video and audio). Local copies go to /data/videos, the volume the api serves them from.
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg python3 ca-certificates curl \
  && curl -fsSL -o /usr/local/bin/yt-dlp https://github.com/yt-dlp/yt-dlp/releases/latest/download/yt-dlp \
  && chmod a+rx /usr/local/bin/yt-dlp \
  && apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*
USER node
CMD ["node", "workers/src/main.ts"]

FROM nginx:1.27-alpine AS web
COPY web/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=web-build /app/web/dist /usr/share/nginx/html
EXPOSE 80
