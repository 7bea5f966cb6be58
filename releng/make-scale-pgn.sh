#!/usr/bin/env bash
# Writes N games to OUT for scale benchmarks: the games of ../shared/data/pgn/bench over and over,
# each pass with its years moved 100 further (pass k: year + 100k), so that no two games share
# players, date, result and moves and the import keeps every one (a duplicate in the source
# stays one). Usage: releng/make-scale-pgn.sh N OUT
set -euo pipefail
if [ $# -ne 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 N OUT   (N games written to the file OUT)" >&2
  exit 2
fi
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
SOURCE="${ROOKERY_SHARED_DATA:-$ROOT/../shared/data}/pgn/bench"
WANTED=$1
OUT=$2
if ! ls "$SOURCE"/*.pgn >/dev/null 2>&1; then
  echo "no PGN files in $SOURCE" >&2
  exit 1
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
