#!/usr/bin/env bash
# Bundles each entry point with ncc into OUT (default dist/): OUT/cli for the CLI, OUT/action for the Action.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
rm -rf "$out/cli" "$out/action"
npx ncc build src/cli/index.ts -o "$out/cli" --target es2022 --quiet
npx ncc build src/action/index.ts -o "$out/action" --target es2022 --quiet
