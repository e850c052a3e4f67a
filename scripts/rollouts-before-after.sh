#!/usr/bin/env bash
# The Hard search's own rollouts, before and after, in ONE run (issue 31 part 4): whole games
# played the way each tree's search plays its rollouts — Henn's Shogun: `rolloutSpeed`
# (seats-command.ts: surrogate tower, Normal on simView, no validation); MB Shogun:
# bots/rollout-bench.ts's `playout` mode (Normal with the coarser calculator, no validation) —
# the BASE tree and this one interleaved on the same seeds, so both see the same load.
# Prints games per CPU second of the process (median of RUNS) and the ratio, with the load average.
#
#   scripts/rollouts-before-after.sh BASE_REF [RUNS=3] [HENN_GAMES=200] [MB_GAMES=6]
set -euo pipefail
BASE_REF=${1:?usage: scripts/rollouts-before-after.sh BASE_REF [RUNS] [HENN_GAMES] [MB_GAMES]}
RUNS=${2:-3}
HENN_GAMES=${3:-200}
MB_GAMES=${4:-6}
TREE=$(cd "$(dirname "$0")/.." && pwd)
BASE=$(mktemp -d /tmp/tenka-rollouts-base.XXXXXX)
trap 'rm -rf "$BASE"' EXIT
git -C "$TREE" archive "$BASE_REF" | tar -x -C "$BASE"
ln -s "$(readlink -f "$TREE/node_modules")" "$BASE/node_modules"

henn() { # tree run -> games per CPU-second
  (cd "$1" && nice -n 10 npx tsx -e "
    import('./src-shared/games/henn-shogun/seats-command.ts').then(({ rolloutSpeed }) => {
      const c0 = process.cpuUsage();
      const r = rolloutSpeed(4, $HENN_GAMES, 'rollouts-$2');
      const c = process.cpuUsage(c0);
      console.log(($HENN_GAMES / ((c.user + c.system) / 1e6)).toFixed(1), Math.round(r.plies / $HENN_GAMES));
    })")
}
mb() { # tree run -> games per CPU-second
  (cd "$1" && nice -n 10 npx tsx src-shared/games/mb-shogun/bots/rollout-bench.ts "$MB_GAMES" 4 1 "rollouts-$2" playout |
    sed -E 's/.* ([0-9.]+) games per CPU-second, ([0-9]+) plies\/game.*/\1 \2/')
}

echo "base $(git -C "$TREE" rev-parse --short "$BASE_REF"), head the working tree of $(git -C "$TREE" rev-parse --short HEAD), 4 players, $RUNS runs"
echo "load before: $(uptime | sed 's/.*load average: //')"
echo
echo "| game | games/run | base games/CPU-s (runs) | head games/CPU-s (runs) | ratio of medians | plies/game base / head |"
echo "|---|---|---|---|---|---|"
for game in henn mb; do
  b=()
  h=()
  for run in $(seq 1 "$RUNS"); do
    b+=("$($game "$BASE" "$run")")
    h+=("$($game "$TREE" "$run")")
  done
  g=$([ "$game" = henn ] && echo "$HENN_GAMES" || echo "$MB_GAMES")
  python3 - "$game" "$g" "${b[@]}" -- "${h[@]}" <<'PY'
import statistics, sys
game, g, *rest = sys.argv[1:]
cut = rest.index('--')
b = [x.split() for x in rest[:cut]]
h = [x.split() for x in rest[cut + 1:]]
bm = statistics.median(float(x[0]) for x in b)
hm = statistics.median(float(x[0]) for x in h)
name = {'henn': 'henn-shogun', 'mb': 'mb-shogun'}[game]
print(f"| {name} | {g} | {bm:.1f} ({', '.join(x[0] for x in b)}) | {hm:.1f} ({', '.join(x[0] for x in h)}) | {hm / bm:.2f}x | {'/'.join(sorted(set(x[1] for x in b)))} / {'/'.join(sorted(set(x[1] for x in h)))} |")
PY
done
echo
echo "load after: $(uptime | sed 's/.*load average: //')"
