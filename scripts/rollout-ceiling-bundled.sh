#!/usr/bin/env bash
# rollout-ceiling.mts on bundled code, as the app's worker runs it (electron-vite bundles the worker; tsx, which the
# CLI and the benches run, names every closure it makes, and the policies make many). TREE's modules are bundled in
# with esbuild (the one in this checkout's node_modules; zod resolved from here too), so a `git archive` of a base
# without node_modules works.
#
#   bash scripts/rollout-ceiling-bundled.sh TREE henn|mb [games] [warm]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tree=$(cd "${1:?TREE}" && pwd)
game=${2:?henn or mb}
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The modules rollout-ceiling.mts loads (its load('…') and optional('…') calls): one list, the script's own.
mapfile -t modules < <(grep -oE "(load|optional)\('[^']+'\)" "$here/scripts/rollout-ceiling.mts" | sed -E "s/^[a-z]+\('([^']+)'\)$/\1/" | sort -u)
entries=()
{
  k=0
  for m in "${modules[@]}"; do
    # A module the tree lacks (the issue's day has no rollout engine) is left out: the script's `optional` reads {}.
    if [ -f "$tree/src-shared/$m" ]; then
      echo "import * as m$k from '$tree/src-shared/$m';"
      entries+=("'$m': m$k")
      k=$((k + 1))
    fi
  done
  echo "(globalThis as { ceilingModules?: unknown }).ceilingModules = { $(IFS=,; echo "${entries[*]}") };"
  echo "await import('$here/scripts/rollout-ceiling.mts');"
} > "$work/entry.mts"
NODE_PATH="$here/node_modules" "$here/node_modules/.bin/esbuild" "$work/entry.mts" --bundle --platform=node --format=esm \
  --outfile="$work/ceiling.mjs" --log-level=error
node "$work/ceiling.mjs" "$tree" "$game" "$@"
