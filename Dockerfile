# One image for every Mnemo process: the API (node dist-server/main.mjs), the processing worker
# (npm run worker), migrations (npm run migrate) and the Firebase Auth emulator for trials
# (npm run auth-emulator). Untested here: no Docker engine runs where this was written; every
# command below was run outside Docker. See README, "Deployment".
FROM node:20-bookworm-slim

WORKDIR /app
# The lockfile's exact versions; stubs/ holds a local package the lockfile points at.
COPY package.json package-lock.json ./
COPY stubs ./stubs
RUN npm ci --no-audit --no-fund

COPY . .
# The PWA (dist/) and the compiled server and job threads (dist-server/).
RUN npm run build

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 8080
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist-server/main.mjs"]
