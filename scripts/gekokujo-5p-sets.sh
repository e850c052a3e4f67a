#!/bin/bash
# The 5-player clan sets one by one (seventh pass on Oda, docs/games/gekokujo.md): each of the six 5-clan sets forced
# for every seat (switch GEK_X_SET of scripts/gekokujo-oda-5p-guard-experiments.patch, which must be applied), GAMES
# games each on seed 'fair', two runs at a time, results in $OUT (default /tmp).
# Usage: scripts/gekokujo-5p-sets.sh TAG GAMES [VAR=value ...]   e.g.  scripts/gekokujo-5p-sets.sh g2 200 GEK_G_ROUNDS=1
cd "$(dirname "$0")/.."
tag=$1; games=$2; shift 2
all=(chosokabe oda shimazu takeda tokugawa uesugi)
i=0
for skip in "${all[@]}"; do
  set=$(printf "%s\n" "${all[@]}" | grep -v "^$skip$" | paste -sd,)
  ( env "$@" GEK_X_SET=$set nice -n 19 npx tsx src-main/cli/index.ts fairness --game gekokujo --players 5 --games $games --seed fair --workers 1 > ${OUT:-/tmp}/gek-set-$tag-no-$skip.txt 2>&1 ) &
  i=$((i+1)); if [ $((i%2)) = 0 ]; then wait; fi
done
wait
for skip in "${all[@]}"; do echo "== no $skip"; grep -A8 "by clan" ${OUT:-/tmp}/gek-set-$tag-no-$skip.txt | grep -v "by clan\|clan  " ; grep median ${OUT:-/tmp}/gek-set-$tag-no-$skip.txt; done
