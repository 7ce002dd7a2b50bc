# Juicy Shop container image.
#
#   docker build -t juicy-shop .
#   docker run --rm -p 3000:3000 juicy-shop
#   docker run --rm -p 3000:3000 -p 3001:3001 -e WORKSHOP=true -e TRAINER_PASSWORD=<12+ characters> juicy-shop
#
# Two stages on the same Debian release (bookworm = debian12), so better-sqlite3's native addon, compiled or
# downloaded in the build stage, matches the runtime's glibc and Node ABI (Node 22 in both):
# - build:   node:22-bookworm-slim: `npm ci`, `npm run build`, then the production dependencies of the server only
#            (`npm ci --omit=dev --workspace apps/server`); deploy/copy-runtime-files.sh copies the paths listed in
#            deploy/runtime-files.txt to /out.
# - runtime: distroless Node 22 (no shell, no package manager; its ENTRYPOINT is /nodejs/bin/node). Any
#            Debian-12-based Node 22 image works as RUNTIME_IMAGE, e.g. node:22-bookworm-slim (its entrypoint also
#            runs node for CMD's flags); only the HEALTHCHECK below names distroless' node path — override it
#            (`docker run --health-cmd ...`) on another base. Kubernetes ignores HEALTHCHECK and uses its own probes.
# scripts/build-image-buildah.sh builds the same image without any registry (local base images).
ARG NODE_IMAGE=node:22-bookworm-slim
ARG RUNTIME_IMAGE=gcr.io/distroless/nodejs22-debian12:nonroot

FROM ${NODE_IMAGE} AS build
# Compilers for better-sqlite3 in case its prebuilt binary cannot be downloaded (only in this stage).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV SCARF_ANALYTICS=false npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Behind a TLS-inspecting proxy: --build-arg NODE_EXTRA_CA_CERTS=<path of the proxy's CA inside the build, e.g. a
# mounted file>; build args reach RUN steps as environment variables. Empty by default; the runtime stage never has it.
ARG NODE_EXTRA_CA_CERTS=
WORKDIR /src
# Manifests first: the dependency layer is rebuilt only when they change. npm ci needs every workspace's manifest.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/ngy-cookie/ packages/ngy-cookie/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build \
  && npm ci --omit=dev --workspace apps/server \
  && sh deploy/copy-runtime-files.sh /out \
  && cp -a node_modules /out/node_modules \
  && mkdir -p /state/shop-data

FROM ${RUNTIME_IMAGE}
# Where the sources live (set it for published images: --build-arg IMAGE_SOURCE=https://...).
ARG IMAGE_SOURCE=https://github.com/juicy-shop/juicy-shop
LABEL org.opencontainers.image.title="Juicy Shop" \
  org.opencontainers.image.description="A deliberately vulnerable online juice shop for web-security training, compatible with the OWASP Juice Shop challenge catalogue." \
  org.opencontainers.image.licenses="MIT" \
  org.opencontainers.image.source="${IMAGE_SOURCE}"
WORKDIR /juice-shop
# Application files stay owned by root and read-only for the shop's user; everything the shop writes goes to
# SHOP_DATA_DIR (not /juice-shop/data, which holds the catalogue and seed data) and the system temp folder.
COPY --from=build /out/ /juice-shop/
COPY --from=build --chown=65532:65532 /state/shop-data/ /juice-shop/shop-data/
# NODE_ENV stays unset: it selects a configuration profile (config/${NODE_ENV}.yml|.yaml, e.g. ctf, workshop;
# MultiJuicer sets multi-juicer), and without one config/default.yml applies as with `npm start`.
ENV SHOP_DATA_DIR=/juice-shop/shop-data PORT=3000
USER 65532:65532
EXPOSE 3000
# Workshop mode's trainer listener (console, trainer API, metrics): TRAINER_PORT, by default PORT + 1.
EXPOSE 3001
VOLUME /juice-shop/shop-data
# Healthy when the shop answers its version (200) or, in workshop mode, the "join a team first" 401 on that path.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/nodejs/bin/node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/rest/admin/application-version').then(r=>process.exit(r.ok||r.status===401?0:1),()=>process.exit(1))"]
# As `npm start`, without V8 flags (the code cache is built for V8's defaults); the base image's entrypoint runs node.
CMD ["apps/server/dist/main.cjs"]
