#!/usr/bin/env bash
# Jūni-tsuki's search rollouts before and after, in ONE run (issue 31 part 4): Hard's search on the rollout bench's
# positions (bots/rollout-bench.ts) in BASE_REF with the fast rollout (the issue's "today") and the lean one, and in
# this working tree (HEAD, lean: Hard's default), interleaved, one process at a time, RUNS rounds. Prints iterations
# per CPU second per round, the medians, head lean over base fast per round, and the load average before and after.
#
#   scripts/juni-rollouts-before-after.sh RUNS BASE_REF [GAMES=1] [ITERATIONS=120] [EVERY=8] [FAST_ITERATIONS=ITERATIONS]
#
# FAST_ITERATIONS: the base's fast rollout at another count (its rate per iteration does not depend on it, and its
# searches are 4-5 times as long: at 120 it already runs seconds of CPU, while a lean run at 120 is short enough that
# the JIT's compiling, counted in the process's CPU time, lowers its rate: measure lean at Hard's 480).
#
# The base is a `git archive` with node_modules linked; a bots/rollout-bench.ts and src-shared/ai/rollout-timing.ts are
# copied in where the base lacks them (refs before the third pass: fast only).
set -euo pipefail
RUNS=${1:?usage: scripts/juni-rollouts-before-after.sh RUNS BASE_REF [GAMES] [ITERATIONS] [EVERY]}
REF=${2:?usage: scripts/juni-rollouts-before-after.sh RUNS BASE_REF [GAMES] [ITERATIONS] [EVERY]}
ARGS="${3:-1} ${4:-120} ${5:-8} 1"
FAST_ARGS="${3:-1} ${6:-${4:-120}} ${5:-8} 1"
TREE=$(cd "$(dirname "$0")/.." && pwd)
BENCH=src-shared/games/juni-tsuki/bots/rollout-bench.ts
TIMING=src-shared/ai/rollout-timing.ts
WORK=$(mktemp -d /tmp/tenka-juni-rollouts.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
BASE="$WORK/$(git -C "$TREE" rev-parse --short "$REF")"
mkdir -p "$BASE"
git -C "$TREE" archive "$REF" | tar -x -C "$BASE"
ln -s "$(readlink -f "$TREE/node_modules")" "$BASE/node_modules"
# A base from before the endgame switch and the tree knobs' home in hard.ts (the issue's day: a6ec7a1) runs the bench
# as the third pass wrote it for such trees (88a218a, with its timing loop); a later base without a bench takes this one.
THIRD_PASS=88a218a
if [ ! -f "$BASE/$BENCH" ] && ! grep -q "export function treeKnobs" "$BASE/src-shared/games/juni-tsuki/bots/hard.ts"; then
  git -C "$TREE" show "$THIRD_PASS:$BENCH" > "$BASE/$BENCH"
  git -C "$TREE" show "$THIRD_PASS:$TIMING" > "$BASE/$TIMING"
fi
[ -f "$BASE/$BENCH" ] || cp "$TREE/$BENCH" "$BASE/$BENCH"
[ -f "$BASE/$TIMING" ] || cp "$TREE/$TIMING" "$BASE/$TIMING"
HAS_LEAN=$(grep -q "lean" "$BASE/src-shared/games/juni-tsuki/bots/search-hooks.ts" && echo 1 || echo 0)
rate() { (cd "$1" && nice -n 19 npx tsx "$BENCH" $([ "$2" = fast ] && echo "$FAST_ARGS" || echo "$ARGS") "$2" 2>&1 | awk -v p="$2:" '$1 == p {print $2}'); }
echo "bench args: lean $ARGS, fast $FAST_ARGS; base $(basename "$BASE"), head $(git -C "$TREE" rev-parse --short HEAD)"
echo "load before: $(uptime | sed 's/.*load average: //')"
declare -A rates
for run in $(seq 1 "$RUNS"); do
  bf=$(rate "$BASE" fast)
  bl=$([ "$HAS_LEAN" = 1 ] && rate "$BASE" lean || echo -)
  hl=$(rate "$TREE" lean)
  echo "round $run: base fast $bf, base lean $bl, head lean $hl, head lean / base fast $(awk -v a="$hl" -v b="$bf" 'BEGIN {printf "%.2f", a / b}')x  (load $(uptime | sed 's/.*load average: //'))"
  rates[base-fast]="${rates[base-fast]:-} $bf"
  rates[base-lean]="${rates[base-lean]:-} $bl"
  rates[head-lean]="${rates[head-lean]:-} $hl"
done
echo "load after: $(uptime | sed 's/.*load average: //')"
for name in base-fast base-lean head-lean; do
  echo "$name median $(echo ${rates[$name]} | tr ' ' '\n' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') (runs${rates[$name]})"
done
