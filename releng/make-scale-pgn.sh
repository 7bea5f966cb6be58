#!/usr/bin/env bash
# Writes N games to OUT for scale benchmarks.
#
# Repeating mode (default): the games of ../shared/data/pgn/bench over and over, each pass with its
# years moved 100 further (pass k: year + 100k), so that no two games share players, date, result
# and moves and the import keeps every one (a duplicate in the source stays one). Only the first
# pass adds positions: the collection has the diversity of the bench games however large it is.
#
# Diverse mode (--diverse [--seed S]): `rookery generate-games` replays a random bench game to a
# random ply (1 to 40), plays a random legal move the game did not, then follows the game's moves
# where they stay legal (85 %) and random legal moves elsewhere, to about the game's length. Every
# game gets new players (a pool of 200,000 with their own strengths, so every lichess rating group
# is there), a lichess time control of every speed (ultraBullet, bullet, blitz, rapid, classical,
# correspondence) or none as over the board, and a month of 2013-2025 (a few with only a year or no
# date). Results: mate and the draws by rule (stalemate, insufficient material, fifty moves,
# threefold) decide; else a material lead of 3 pawns wins (a cheap evaluation of the final position
# that the random moves make meaningful: they drop pieces); else the source game's result, which
# keeps the real mix of draws and wins where the game stayed balanced. The same seed gives the same
# file. Usage: releng/make-scale-pgn.sh [--diverse [--seed S]] N OUT
set -euo pipefail
usage() {
  echo "usage: $0 [--diverse [--seed S]] N OUT   (N games written to the file OUT)" >&2
  exit 2
}
DIVERSE=false
SEED=1
while [ $# -gt 0 ] && [[ "$1" == --* ]]; do
  case "$1" in
    --diverse) DIVERSE=true; shift ;;
    --seed) [ $# -ge 2 ] && [[ "$2" =~ ^-?[0-9]+$ ]] || usage; SEED=$2; shift 2 ;;
    *) usage ;;
  esac
done
if [ $# -ne 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  usage
fi
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
SOURCE="${ROOKERY_SHARED_DATA:-$ROOT/../shared/data}/pgn/bench"
WANTED=$1
OUT=$2
if ! ls "$SOURCE"/*.pgn >/dev/null 2>&1; then
  echo "no PGN files in $SOURCE" >&2
  exit 1
fi
if $DIVERSE; then
  # ./rookery when the product is built, else the javac shortcut.
  if [ -x "$ROOT/rookery" ] && "$ROOT/rookery" generate-games --help >/dev/null 2>&1; then
    ROOKERY=("$ROOT/rookery")
  else
    ROOKERY=("$ROOT/releng/dev-cli.sh")
  fi
  exec "${ROOKERY[@]}" generate-games --from "$SOURCE"/*.pgn --games "$WANTED" --seed "$SEED" --out "$OUT"
fi
: >"$OUT"
pass=0
written=0
while [ "$written" -lt "$WANTED" ]; do
  written=$(LC_ALL=C awk -v pass="$pass" -v written="$written" -v wanted="$WANTED" -v out="$OUT" '
    /^\[Event / { if (written >= wanted) exit; written++ }
    /^\[Date "[0-9][0-9][0-9][0-9]/ { sub(/[0-9][0-9][0-9][0-9]/, substr($0, 8, 4) + 100 * pass) }
    { print >> out }
    END { print written }' "$SOURCE"/*.pgn)
  pass=$((pass + 1))
done
echo "$written games in $OUT" >&2
