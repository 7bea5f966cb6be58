#!/usr/bin/env bash
# Developer check (not run in CI): compares rookery.chess perft divide counts with Stockfish's
# "go perft" on positions sampled from PGN games, and prints every mismatch.
# Usage: releng/divide-check.sh [POSITIONS=2000] [DEPTH=3] [SEED=1] [PGN...]
# Default PGNs: the shared edge-case and engine games (standard and Chess960).
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
POSITIONS=${1:-2000}
DEPTH=${2:-3}
SEED=${3:-1}
shift $(( $# < 3 ? $# : 3 ))
DATA=${ROOKERY_SHARED_DATA:-$ROOT/../shared/data}
if [ $# -eq 0 ]; then
  set -- "$DATA"/pgn/edge-cases/*.pgn "$DATA"/pgn/engine-games/*.pgn
fi
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
[ -x "$STOCKFISH" ] || { echo "Stockfish not found at $STOCKFISH (apt-get install stockfish, or set STOCKFISH)" >&2; exit 1; }
OUT=${ROOKERY_DEV_OUT:-/tmp/rookery-divide-check}
rm -rf "$OUT" && mkdir -p "$OUT"
javac --release 21 -nowarn -d "$OUT" $(find "$ROOT"/bundles/rookery.chess/src -name '*.java') \
  "$ROOT"/bundles/rookery.chess.tests/src/rookery/chess/{DivideCheck,PgnMovetext}.java
exec java -cp "$OUT" rookery.chess.DivideCheck "$STOCKFISH" "$POSITIONS" "$DEPTH" "$SEED" "$@"
