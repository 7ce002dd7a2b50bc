#!/bin/sh
# Copies the paths listed in deploy/runtime-files.txt from the repository root into a target folder, keeping
# their relative paths, modes and modification times (compiled-data is used only while the recorded mtimes of the
# YAML sources match). Fails when a listed path is missing, e.g. before `npm run build`.
# Usage: deploy/copy-runtime-files.sh <target-folder>   (run from anywhere)
set -eu
target=${1:?usage: copy-runtime-files.sh <target-folder>}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$target"
target=$(cd "$target" && pwd)
cd "$root"
grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' deploy/runtime-files.txt | while IFS= read -r entry; do
  if [ ! -e "$entry" ]; then
    echo "copy-runtime-files: $entry is missing (run npm run build first)" >&2
    exit 1
  fi
  cp -a --parents "$entry" "$target/"
done
