# One image for both services; the command picks which one runs (see docker-compose.yml).
# Build: docker build -t storefront .   (deployment only; the tests never need Docker)
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
RUN npm install --global pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 8080 8090
CMD ["node", "gateway/dist/main.js"]
