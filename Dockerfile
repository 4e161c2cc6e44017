# Kolify, production image (issue 28; decision 034). Built and run nowhere on the development
# machine (no container runtime there): the fleet test runs the same command, `node
# dist/.server/main.js` with NODE_ENV=production, as plain processes behind HAProxy.

# 1. Build: every dependency, the client, the server render and the compiled server into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run: production dependencies only, the built dist/, an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Readiness (database and job queue reachable, not draining); /healthz alone is liveness.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_GRACE_SECONDS, 10 by default): keep the runtime's stop timeout above it.
STOPSIGNAL SIGTERM
CMD ["node", "dist/.server/main.js"]
