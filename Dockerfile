# The compiled server (decision 042): built with every dev tool, run with production packages only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 is compiled from source by its install script.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
# React Router's server build, which the server's render worker runs (decision 122).
COPY --from=build /app/build/render ./build/render
COPY --from=build /app/dist ./dist
# data/ holds the SQLite default and the .eml outbox when SMTP_URL is unset.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/server.js"]
