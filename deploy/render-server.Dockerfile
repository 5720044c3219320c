# The render server (`npm start`) on the official Node 24 image. Build first (`npm run build:launch`), then
# from the project's root:
#   docker build -f deploy/render-server.Dockerfile -t mattroinho-render .
#   docker run -p 3000:3000 -e API_BASE_URL=https://api.mattroinho.edu.vn mattroinho-render
FROM node:24-alpine

WORKDIR /site
ENV NODE_ENV=production PORT=3000
# dist/server has its packages bundled in: of the dependencies, the start script uses srvx.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY scripts/start-server.mjs scripts/require-node-24.mjs scripts/run-again.mjs scripts/ports.mjs scripts/render-server-checks.mjs scripts/
COPY dist/ dist/
USER node
EXPOSE 3000
# The start script gives itself its 256 MB heap (docs/deploy.md#the-render-server), and passes
# docker stop's SIGTERM on.
CMD ["node", "scripts/start-server.mjs"]
