#!/usr/bin/env bash
# Gekokujō's search rollouts before and after, in ONE run (issue 31 part 4): Hard's search on the rollout bench's
# positions (bots/rollout-bench.ts, 'view' rollouts: Hard's default) in each BASE ref and in this working tree,
# interleaved, one process at a time, RUNS times. Prints iterations per CPU second per run and tree, the medians,
# and the load average before and after.
#
#   scripts/gekokujo-rollouts-before-after.sh RUNS BASE_REF [BASE_REF...]
#
# Each base is a `git archive` with node_modules linked; this tree's bots/rollout-bench.ts and
# src-shared/ai/rollout-timing.ts are copied in where the base lacks them (refs before the third pass).
set -euo pipefail
RUNS=${1:?usage: scripts/gekokujo-rollouts-before-after.sh RUNS BASE_REF [BASE_REF...]}
shift
TREE=$(cd "$(dirname "$0")/.." && pwd)
BENCH=src-shared/games/gekokujo/bots/rollout-bench.ts
TIMING=src-shared/ai/rollout-timing.ts
WORK=$(mktemp -d /tmp/tenka-gk-rollouts.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
trees=()
for ref in "$@"; do
  d="$WORK/$(git -C "$TREE" rev-parse --short "$ref")"
  mkdir -p "$d"
  git -C "$TREE" archive "$ref" | tar -x -C "$d"
  ln -s "$(readlink -f "$TREE/node_modules")" "$d/node_modules"
  [ -f "$d/$BENCH" ] || cp "$TREE/$BENCH" "$d/$BENCH"
  [ -f "$d/$TIMING" ] || cp "$TREE/$TIMING" "$d/$TIMING"
  trees+=("$d")
done
trees+=("$TREE")
echo "load before: $(uptime | sed 's/.*load average: //')"
declare -A rates
for run in $(seq 1 "$RUNS"); do
  for t in "${trees[@]}"; do
    x=$(cd "$t" && nice -n 19 npx tsx "$BENCH" 1 60 10 1 view 2>&1 | awk '/^view:/ {print $2}')
    name=$([ "$t" = "$TREE" ] && echo "head $(git -C "$TREE" rev-parse --short HEAD)" || basename "$t")
    echo "run $run $name $x"
    rates[$name]="${rates[$name]:-} $x"
  done
done
echo "load after: $(uptime | sed 's/.*load average: //')"
for name in "${!rates[@]}"; do
  echo "$name median $(echo ${rates[$name]} | tr ' ' '\n' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') (runs${rates[$name]})"
done
