#!/usr/bin/env bash
# Regenerates data/sample/rookery-sample.pgn: games of the built-in engine against itself at four
# fixed node limits per move (a round robin of 6 pairings x 510 games = 3,060 games), each pair of
# games from an opening of the project's ECO table played with colours swapped, then every
# player's Elo estimated from the results (anchored: 1500 nodes = 1500).
# Usage: releng/make-sample.sh [games-per-pairing]   (ROOKERY=... to use another launcher)
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
ROOKERY=${ROOKERY:-$ROOT/rookery}
GAMES=${1:-510}
OUT="$ROOT/data/sample"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
NODES=(1500 3000 6000 12000)
seed=1
for ((i = 0; i < ${#NODES[@]}; i++)); do
  for ((j = i + 1; j < ${#NODES[@]}; j++)); do
    echo "== ${NODES[i]} nodes vs ${NODES[j]} nodes, $GAMES games" >&2
    $ROOKERY match --engine "builtin:nodes=${NODES[i]}" --engine "builtin:nodes=${NODES[j]}" \
      --games "$GAMES" --concurrency 2 --hash 8 \
      --openings "$ROOT/bundles/rookery.database/eco/eco.tsv" --opening-plies 40 --shuffle $seed \
      --resign 700/4 --draw 10/10/50 \
      --event "Rookery engine games (built-in engine at fixed nodes per move)" \
      --pgn "$WORK/match-$seed.pgn"
    seed=$((seed + 1))
  done
done
$ROOKERY rate "$WORK"/match-*.pgn --anchor "Rookery 0.1 (1500 nodes)=1500" --out "$OUT/rookery-sample.pgn"
