#!/usr/bin/env bash
# The annotate benchmark (issue 21, docs/benchmarks.md): the first N games of masters-a-l reviewed at
# depth D by a plain script driving Stockfish one position at a time (the anchor), by
# ./rookery annotate with Stockfish, and by ./rookery annotate with the built-in engine, in one run.
# usage: releng/bench-annotate.sh [N=100] [D=12]   (after ./build; needs /usr/games/stockfish and pgn-extract)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
GAMES=${1:-100}
DEPTH=${2:-12}
SOURCE=${ROOKERY_SHARED_DATA:-$ROOT/../shared/data}/pgn/bench/masters-a-l.pgn
STOCKFISH=/usr/games/stockfish
WORK=$ROOT/target/bench-annotate
mkdir -p "$WORK"
# The first N games of the file (all from the standard start, which the anchor sends), as UCI moves and as PGN.
/usr/games/pgn-extract -s --notags -Wuci --nofauxep -C -N -V -w100000 --stopafter "$GAMES" "$SOURCE" 2>/dev/null \
  | sed -E 's/ *(1-0|0-1|1\/2-1\/2|\*)? *$//' | grep -v '^$' >"$WORK/games.uci"
/usr/games/pgn-extract -s --stopafter "$GAMES" -o "$WORK/games.pgn" "$SOURCE" 2>/dev/null
echo "games: $(wc -l <"$WORK/games.uci") (uci), $(grep -c '^\[Event ' "$WORK/games.pgn") (pgn), depth $DEPTH, $(nproc) cores"
anchor_start=$(date +%s.%N)
python3 releng/analysis-bench/one_at_a_time.py "$STOCKFISH" "$DEPTH" "$WORK/games.uci"
anchor=$(echo "$(date +%s.%N) - $anchor_start" | bc)
ours_start=$(date +%s.%N)
./rookery annotate "$WORK/games.pgn" --out "$WORK/stockfish.pgn" --engine "$STOCKFISH" --depth "$DEPTH"
ours=$(echo "$(date +%s.%N) - $ours_start" | bc)
builtin_start=$(date +%s.%N)
./rookery annotate "$WORK/games.pgn" --out "$WORK/builtin.pgn" --depth "$DEPTH"
builtin=$(echo "$(date +%s.%N) - $builtin_start" | bc)
printf 'wall: anchor %.1f s, annotate --engine stockfish %.1f s (%.2fx the anchor), annotate built-in %.1f s\n' \
  "$anchor" "$ours" "$(echo "$ours / $anchor" | bc -l)" "$builtin"
