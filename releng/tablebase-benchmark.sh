#!/usr/bin/env bash
# Endgame table generation benchmark for docs/benchmarks.md (not run by CI): wall time, CPU time
# and peak memory of `tb generate` for every table of up to 4 pieces, for KQKR alone, and for one
# 5-piece table with the 5-piece tables it needs (default KRBKR), each into a fresh folder.
# Usage: releng/tablebase-benchmark.sh [FIVE_PIECE_SIGNATURE] [THREADS (default: cores)]
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
FIVE=${1:-KRBKR}
THREADS=${2:-$(nproc)}
WORK=$(mktemp -d /tmp/rookery-tb-benchmark.XXXXXX)
export ROOKERY_DEV_OUT=$WORK/cli
"$ROOT/releng/dev-cli.sh" --version > /dev/null
CP="$WORK/cli:$(ls ~/.m2/repository/info/picocli/picocli/4.7.7/picocli-4.7.7.jar)"

run() { # name heap args...
  local name=$1 heap=$2
  shift 2
  echo "== $name (load before: $(cut -d' ' -f1-3 /proc/loadavg))"
  /usr/bin/time -f "$name: wall %e s, user %U s, system %S s, peak RSS %M KB" \
    java "-Xmx$heap" -cp "$CP" rookery.cli.RookeryCommand tb generate --threads "$THREADS" "$@"
}

run "all tables up to 4 pieces" 2g --dir "$WORK/up-to-4" --all 4 > "$WORK/up-to-4.log"
tail -1 "$WORK/up-to-4.log"
echo "size on disk: $(du -sb "$WORK/up-to-4" | cut -f1) bytes in $(ls "$WORK/up-to-4" | wc -l) files"
run "KQKR" 4g --dir "$WORK/kqkr" KQKR | grep -A2 '^KQKR'
mkdir -p "$WORK/five" && cp "$WORK"/up-to-4/*.rdtm "$WORK/five/"
run "$FIVE" 6g --dir "$WORK/five" "$FIVE"
ls -l "$WORK"/five/K?????.rdtm
echo "files kept in $WORK"
