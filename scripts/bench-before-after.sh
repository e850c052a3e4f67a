#!/usr/bin/env bash
# Rollout and random-game throughput, before and after, in ONE run (issue 31 part 4):
# for every registered game, `tenka bench` with Normal bots in every seat (--policy normal: the
# rollouts the search plays) and with random moves (--policy random), on the same seeds and the
# same fixed work (--games), the BASE tree and this tree interleaved, so both see the same load.
# Prints a Markdown table: games per CPU second of the bench process (less inflated by other
# processes on a shared machine than wall time; wall-clock games/s beside it) and the ratio,
# with the load average before and after.
#
#   scripts/bench-before-after.sh BASE_REF [PLAYERS=4] [RUNS=3] [SCALE=1] [HEAD_REF]
#   ONLY="gekokujo kunitori" scripts/bench-before-after.sh ...   (some games only)
#
# BASE_REF is exported with `git archive` into a temporary folder (node_modules linked), and this
# tree's bench command is copied into it, so both sides measure with the same code. HEAD_REF, if
# given, is exported the same way and measured instead of the working tree (which may then change
# while the run goes on). SCALE multiplies
# the games per run (1: about a CPU second per run on a quiet machine).
set -euo pipefail
BASE_REF=${1:?usage: scripts/bench-before-after.sh BASE_REF [PLAYERS] [RUNS] [SCALE]}
PLAYERS=${2:-4}
RUNS=${3:-3}
SCALE=${4:-1}
HEAD_REF=${5:-}
TREE=$(cd "$(dirname "$0")/.." && pwd)
BASE=$(mktemp -d /tmp/tenka-bench-base.XXXXXX)
HERE=$TREE
trap 'rm -rf "$BASE" ${HEAD_REF:+"$HERE"}' EXIT
git -C "$TREE" archive "$BASE_REF" | tar -x -C "$BASE"
ln -s "$(readlink -f "$TREE/node_modules")" "$BASE/node_modules"
cp "$TREE/src-main/cli/index.ts" "$BASE/src-main/cli/index.ts"
if [ -n "$HEAD_REF" ]; then
  HERE=$(mktemp -d /tmp/tenka-bench-head.XXXXXX)
  git -C "$TREE" archive "$HEAD_REF" | tar -x -C "$HERE"
  ln -s "$(readlink -f "$TREE/node_modules")" "$HERE/node_modules"
fi

# Games per run for about a CPU second each, per policy (measured on this machine's main).
games_for() { # id policy
  local n
  case "$2:$1" in
    normal:juni-tsuki) n=1 ;; normal:henn-shogun) n=4 ;; normal:mb-shogun) n=6 ;; normal:gekokujo) n=15 ;; normal:*) n=40 ;;
    random:juni-tsuki) n=15 ;; random:henn-shogun) n=5 ;; random:mb-shogun) n=5 ;; random:gekokujo) n=3 ;; random:*) n=300 ;;
  esac
  echo $((n * SCALE))
}

IDS=${ONLY:-}
# Every registered game that offers a Normal bot (the registry's test games offer none).
[ -n "$IDS" ] || IDS=$(cd "$HERE" && npx tsx -e "import('./src-shared/games/bot-registry.ts').then((b) => import('./src-shared/games/registry.ts').then((m) => console.log(m.RULESETS.map((r) => r.id).filter((id) => b.botsFor(id).some((x) => x.level === 'normal')).join(' '))))")
if [ -n "$HEAD_REF" ]; then HEAD_NAME=$(git -C "$TREE" rev-parse --short "$HEAD_REF"); else HEAD_NAME="the working tree of $(git -C "$TREE" rev-parse --short HEAD)"; fi
echo "base $(git -C "$TREE" rev-parse --short "$BASE_REF"), head $HEAD_NAME, $PLAYERS players, $RUNS runs each"
echo "load before: $(uptime | sed 's/.*load average: //')"
echo
echo "| game | policy | games/run | base games/CPU-s | head games/CPU-s | ratio | base games/s (wall) | head games/s (wall) | moves/game |"
echo "|---|---|---|---|---|---|---|---|---|"
for id in $IDS; do
  for policy in normal random; do
    g=$(games_for "$id" "$policy")
    run() { (cd "$1" && nice -n 10 npx tsx src-main/cli/index.ts bench --game "$id" --players "$PLAYERS" --policy "$policy" --games "$g" --runs "$RUNS" --json); }
    b=$(run "$BASE")
    h=$(run "$HERE")
    python3 - "$id" "$policy" "$g" "$b" "$h" <<'PY'
import json, sys
id, policy, g, b, h = sys.argv[1:]
b, h = json.loads(b), json.loads(h)
ratio = h['gamesPerCpuSecond'] / b['gamesPerCpuSecond'] if b['gamesPerCpuSecond'] else float('nan')
# Same seeds and same decisions give the same moves per game on both sides: a difference shows a behaviour change.
moves = f"{h['movesPerGame']}" if h['movesPerGame'] == b['movesPerGame'] else f"{b['movesPerGame']} vs {h['movesPerGame']} (DIFFERENT GAMES)"
print(f"| {id} | {policy} | {g} | {b['gamesPerCpuSecond']} | {h['gamesPerCpuSecond']} | {ratio:.2f}x | {b['gamesPerSecond']} | {h['gamesPerSecond']} | {moves} |")
PY
  done
done
echo
echo "load after: $(uptime | sed 's/.*load average: //')"
