#!/usr/bin/env bash
# Fails when the committed dist/ differs from a fresh bundle of src/.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
bash scripts/bundle.sh "$fresh"
if ! diff -r -q "$fresh" dist >/dev/null; then
  echo "dist/ is out of date with src/: run 'npm run bundle' and commit dist/" >&2
  diff -r -q "$fresh" dist >&2 || true
  exit 1
fi
echo "dist/ is up to date with src/"
