#!/usr/bin/env bash
# Issue 31 part 4's tables for all five games, before and after, in ONE sitting: the four before/after
# commands one after the other against the same BASE_REF (each exports it with `git archive` and interleaves
# base and head on the same seeds), so the whole report sees one machine and one load. The sitting prints the
# load average between the parts; compare the ratios, not the rates, across machines.
#
#   scripts/playouts-before-after.sh BASE_REF [RUNS=3] [SEARCH_BASE_REF=BASE_REF]
#
#   1. `tenka bench`, every game, Normal in every seat and random moves (scripts/bench-before-after.sh)
#   2. Henn's and MB's search rollouts, whole games as the search plays them (scripts/rollouts-before-after.sh)
#   3. Jūni-tsuki's search, iterations per CPU second on Hard's positions (scripts/juni-rollouts-before-after.sh,
#      the base's fast rollout at 120 iterations against the head's at Hard's 480)
#   4. Gekokujō's search, iterations per CPU second (scripts/gekokujo-rollouts-before-after.sh)
# Kunitori's search plays Normal on its views, which part 1's Normal row times.
# SEARCH_BASE_REF: the base of parts 3 and 4, whose benches need a tree with the one search's hooks (for the issue's
# day, e707370, that is a6ec7a1: the first tree with them, whose rollout policies are e707370's flat Hards' own).
set -euo pipefail
BASE_REF=${1:?usage: scripts/playouts-before-after.sh BASE_REF [RUNS]}
RUNS=${2:-3}
SEARCH_BASE_REF=${3:-$BASE_REF}
DIR=$(cd "$(dirname "$0")" && pwd)
part() {
  echo
  echo "## $1 ($(date -u +%H:%M) UTC, load $(uptime | sed 's/.*load average: //'))"
  echo
}
echo "# Playouts before and after: base $(git -C "$DIR/.." rev-parse --short "$BASE_REF"), head $(git -C "$DIR/.." rev-parse --short HEAD), $RUNS runs"
part "1. tenka bench, 4 players"
"$DIR/bench-before-after.sh" "$BASE_REF" 4 "$RUNS" 1
part "2. Henn's and MB's search rollouts, whole games"
"$DIR/rollouts-before-after.sh" "$BASE_REF" "$RUNS" 200 6
part "3. Jūni-tsuki's search"
"$DIR/juni-rollouts-before-after.sh" "$RUNS" "$SEARCH_BASE_REF" 1 480 8 120
part "4. Gekokujō's search"
"$DIR/gekokujo-rollouts-before-after.sh" "$RUNS" "$SEARCH_BASE_REF"
part "end"
