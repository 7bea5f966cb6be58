#!/usr/bin/env bash
# Load benchmark of the explorer server (docs/benchmarks.md): serves DB on 127.0.0.1 with
# ./rookery serve, then drives it with wrk at fixed rates over 1,000 positions sampled from the
# database's games: unfiltered /masters at 500 requests/s, filtered /lichess (ratings + since) at
# 100 requests/s by default, then both together for LONG seconds while the server's resident memory and
# heap after collection are sampled every 10 s. Needs wrk (apt-get install -y wrk) and a product
# built with ./build (or ROOKERY_CLASSES, a class path of the command line's classes and libraries).
# Issue 38's rates: ROOKERY_BENCH_MASTERS="10 10" (connections, ms between a connection's requests:
# 1,000 requests/s) and ROOKERY_BENCH_LICHESS="4 20 &ratings=2200,2500&speeds=blitz,rapid,classical&since=2020-01"
# (200 requests/s with that filter).
# Usage: releng/bench-server.sh DB [SECONDS per rate, default 60] [LONG, default 300]
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
DB=$1
SECONDS_PER_RATE=${2:-60}
LONG=${3:-300}
PORT=${ROOKERY_BENCH_PORT:-9012}
WORK=$(mktemp -d /tmp/rookery-bench-server.XXXXXX)
read -r MASTERS_CONNECTIONS MASTERS_DELAY <<< "${ROOKERY_BENCH_MASTERS:-5 10}"
read -r LICHESS_CONNECTIONS LICHESS_DELAY LICHESS_FILTER <<< "${ROOKERY_BENCH_LICHESS:-2 20 &ratings=2200,2500&since=2000-01}"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
PRODUCT="$ROOT/product/target/products/rookery/linux/gtk/x86_64"
CLASSES=${ROOKERY_CLASSES:-$(for jar in "$PRODUCT"/plugins/*.jar; do printf '%s:' "$jar"; done)}
java -cp "$CLASSES" "$ROOT/releng/server-bench/SamplePositions.java" "$DB" 1000 > "$WORK/masters.paths"
java -cp "$CLASSES" "$ROOT/releng/server-bench/SamplePositions.java" "$DB" 1000 "$LICHESS_FILTER" > "$WORK/lichess.paths"
java -Xmx1g -XX:+UseParallelGC -cp "$CLASSES" rookery.cli.RookeryCommand serve --db "$DB" --port "$PORT" --threads 2 \
  > "$WORK/server.log" 2>&1 &
JVM=$!
trap 'kill $JVM 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$PORT/health" > /dev/null; do sleep 0.5; done
LUA="$ROOT/releng/server-bench/explorer.lua"
run() { # name endpoint paths connections delay_ms seconds
  echo "== $1: $2, $4 connections x 1000/$5 ms, $6 s"
  ENDPOINT=$2 PATHS=$3 DELAY_MS=$5 wrk -t1 -c"$4" -d"$6"s --latency -s "$LUA" "http://127.0.0.1:$PORT" | sed -n '/^requests/,$p'
}
run warm-up /masters "$WORK/masters.paths" 5 10 20 > /dev/null
run warm-up /lichess "$WORK/lichess.paths" 2 20 20 > /dev/null
run unfiltered /masters "$WORK/masters.paths" "$MASTERS_CONNECTIONS" "$MASTERS_DELAY" "$SECONDS_PER_RATE"
run filtered /lichess "$WORK/lichess.paths" "$LICHESS_CONNECTIONS" "$LICHESS_DELAY" "$SECONDS_PER_RATE"
echo "== memory over $LONG s of both loads together (RSS MB, old generation after GC MB)"
( run long-unfiltered /masters "$WORK/masters.paths" "$MASTERS_CONNECTIONS" "$MASTERS_DELAY" "$LONG" > "$WORK/long-masters.txt" ) &
( run long-filtered /lichess "$WORK/lichess.paths" "$LICHESS_CONNECTIONS" "$LICHESS_DELAY" "$LONG" > "$WORK/long-lichess.txt" ) &
for ((t = 0; t < LONG; t += 10)); do
  rss=$(awk '/VmRSS/ {print int($2 / 1024)}' /proc/$JVM/status)
  old=$(jstat -gcold $JVM 2>/dev/null | awk 'NR == 2 {print int($(NF - 3) / 1024)}')
  echo "t=${t}s rss=${rss}MB old=${old:-?}MB"
  sleep 10
done
wait %2 %3 2>/dev/null || wait
cat "$WORK/long-masters.txt" "$WORK/long-lichess.txt"
echo "server log:"; cat "$WORK/server.log"
