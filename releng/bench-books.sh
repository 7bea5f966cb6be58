#!/usr/bin/env bash
# Book and repertoire benchmark (issue 22, docs/benchmarks.md): a book to ply 20 from a database's
# statistics, beside polyglot make-book reading the same games' PGN (when given), and a repertoire
# checked against the database; RUNS runs each, medians printed.
# usage: releng/bench-books.sh DB REPERTOIRE.pgn [GAMES.pgn] [RUNS=3]   (after ./build)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
DB=$1
REPERTOIRE=$2
GAMES=${3:-}
RUNS=${4:-3}
WORK=$ROOT/target/bench-books
mkdir -p "$WORK"

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >"$WORK/last.log" 2>&1
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

echo "database $DB ($(du -sh "$DB" | cut -f1)), $(nproc) cores"
book=()
for _ in $(seq "$RUNS"); do
  book+=("$(seconds ./rookery book build --db "$DB" --out "$WORK/db.bin" --max-ply 20)")
done
tail -1 "$WORK/last.log"
echo "book build --db, ply 20: median $(printf '%s\n' "${book[@]}" | median) s (runs: ${book[*]})"
if [ -n "$GAMES" ] && [ -x /usr/games/polyglot ]; then
  polyglot=()
  for _ in $(seq "$RUNS"); do
    polyglot+=("$(seconds /usr/games/polyglot make-book -pgn "$GAMES" -bin "$WORK/polyglot.bin" -max-ply 20)")
  done
  echo "polyglot make-book -max-ply 20 of the PGN: median $(printf '%s\n' "${polyglot[@]}" | median) s (runs: ${polyglot[*]})"
fi
check=()
for _ in $(seq "$RUNS"); do
  check+=("$(seconds ./rookery repertoire check "$REPERTOIRE" --db "$DB" --color white --json)")
done
head -c 300 "$WORK/last.log"; echo
echo "repertoire check ($(grep -o '"lines":[0-9]*' "$WORK/last.log")): median $(printf '%s\n' "${check[@]}" | median) s (runs: ${check[*]})"
