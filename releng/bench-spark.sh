#!/usr/bin/env bash
# The aggregation on Spark (local[2], one machine) against the import of the same games, run by run
# alternately: releng/bench-spark.sh [PGN] [RUNS]. Prints each run's wall and CPU seconds and the
# medians, the wall ratio and the games per second per core. Needs the module built (./build, or
# ./mvnw -pl spark -am package); the import runs on the classes releng/dev-cli.sh compiles.
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
PGN=${1:-$ROOT/../shared/data/pgn/bench/masters-a-l.pgn}
RUNS=${2:-3}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
JAR="$ROOT/spark/target/rookery-spark.jar"
[ -f "$JAR" ] || { echo "Build the module first: ./mvnw -pl spark -am package" >&2; exit 1; }
ROOKERY_DEV_OUT="$WORK/cli" "$ROOT/releng/dev-cli.sh" --version >/dev/null
LIBS=$(ls ~/.m2/repository/info/picocli/picocli/*/picocli-*.jar ~/.m2/repository/org/xerial/sqlite-jdbc/3.54.1.0/*.jar \
  ~/.m2/repository/io/airlift/aircompressor/2.0.3/*.jar ~/.m2/repository/com/fasterxml/jackson/core/jackson-core/2.20.1/*.jar \
  ~/.m2/repository/org/apache/lucene/lucene-{core,queryparser,queries,sandbox}/10.3.2/*-10.3.2.jar 2>/dev/null | tr '\n' ':')
# Wall and CPU (user + system) seconds of a command, with GNU time's format.
measure() {
  /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$@" >"$WORK/log" 2>&1 || { tail -n 20 "$WORK/log" >&2; exit 1; }
  awk '{ printf "%.1f %.1f\n", $1, $2 + $3 }' "$WORK/time"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
: >"$WORK/import" && : >"$WORK/spark"
for run in $(seq "$RUNS"); do
  rm -rf "$WORK/db" "$WORK/db.rejected.pgn" "$WORK/out"
  line=$(measure "$JAVA_HOME/bin/java" -Xss16m -Xmx2g --sun-misc-unsafe-memory-access=allow -cp "$WORK/cli:$ROOT/bundles/rookery.database:$LIBS" \
    rookery.cli.RookeryCommand import --db "$WORK/db" "$PGN")
  echo "import run $run: wall, CPU s: $line" && echo "$line" >>"$WORK/import"
  line=$(measure "$JAVA_HOME/bin/java" @"$ROOT/spark/java-options" -Xmx3g -cp "$JAR:$ROOT/spark/target/spark-libs/*" \
    rookery.spark.AggregateJob "$PGN" --out "$WORK/out" --master 'local[2]' --split-size 33554432)
  echo "spark run $run: wall, CPU s: $line ($(grep -o 'Aggregated.*' "$WORK/log" | cut -c1-110))" && echo "$line" >>"$WORK/spark"
done
GAMES=$(grep -c '^\[Event ' "$PGN")
IMPORT_WALL=$(cut -d' ' -f1 "$WORK/import" | median); SPARK_WALL=$(cut -d' ' -f1 "$WORK/spark" | median)
IMPORT_CPU=$(cut -d' ' -f2 "$WORK/import" | median); SPARK_CPU=$(cut -d' ' -f2 "$WORK/spark" | median)
awk -v g="$GAMES" -v iw="$IMPORT_WALL" -v sw="$SPARK_WALL" -v ic="$IMPORT_CPU" -v sc="$SPARK_CPU" 'BEGIN {
  printf "%d games, medians of the runs: import %.1f s wall (%.1f CPU s), spark local[2] %.1f s wall (%.1f CPU s): wall ratio spark/import %.2fx\n", g, iw, ic, sw, sc, sw / iw
  printf "games per second per core (2 cores): import %.0f, spark %.0f; CPU per game: import %.0f us, spark %.0f us\n", g / iw / 2, g / sw / 2, ic / g * 1e6, sc / g * 1e6 }'
