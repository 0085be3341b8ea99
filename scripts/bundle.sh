#!/usr/bin/env bash
# Bundles each entry point with ncc into OUT (default dist/): OUT/cli for the CLI, OUT/action for the Action.
# Dynamic imports (the CLI's commands, the Parquet reader) become chunk files (<id>.index.js) beside
# index.js, loaded only when used: ship and check each folder whole.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
rm -rf "$out/cli" "$out/action"
npx ncc build src/cli/index.ts -o "$out/cli" --target es2022 --quiet
npx ncc build src/action/index.ts -o "$out/action" --target es2022 --quiet
