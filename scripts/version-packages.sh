#!/usr/bin/env bash
# What the Version Packages pull request holds: `changeset version` bumps package.json and writes
# the CHANGELOG.md section from the change files; the new version then goes to
# src/core/version.ts, the lockfile and the dist/ bundle, so that pull request passes the dist
# drift check and the released bundle reports its own version.
set -euo pipefail
cd "$(dirname "$0")/.."
npx changeset version
version=$(node -p "require('./package.json').version")
sed -i "s/^export const VERSION = '.*';$/export const VERSION = '$version';/" src/core/version.ts
if ! grep -q "^export const VERSION = '$version';$" src/core/version.ts; then
  echo "src/core/version.ts: expected a line export const VERSION = '...'; to set to $version" >&2
  exit 1
fi
npm install --package-lock-only --ignore-scripts --no-audit --no-fund
npm run bundle
