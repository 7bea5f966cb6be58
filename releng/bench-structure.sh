#!/usr/bin/env bash
# Search by structure measured (docs/benchmarks.md, "Search by structure"): pawn-structure and
# material look-ups in one JVM over a database imported by this version, then a replay of every
# stored game for a pattern. Usage: releng/bench-structure.sh DB
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
DB=${1:?usage: releng/bench-structure.sh DB}
export ROOKERY_DEV_OUT=${ROOKERY_DEV_OUT:-/tmp/rookery-bench-structure}
"$ROOT/releng/dev-cli.sh" --version >/dev/null
. "$ROOT/releng/find-jdk.sh"
M2=~/.m2/repository
LUCENE=$(sed -n 's|.*<artifactId>lucene-core</artifactId><version>\([^<]*\)</version>.*|\1|p' "$ROOT/releng/rookery.target" | head -n 1)
LIBS=$(find "$M2/info/picocli" "$M2/org/xerial/sqlite-jdbc" "$M2/org/apache/lucene/lucene-core/$LUCENE" \
  "$M2/org/apache/lucene/lucene-queryparser/$LUCENE" "$M2/org/apache/lucene/lucene-queries/$LUCENE" \
  "$M2/org/apache/lucene/lucene-sandbox/$LUCENE" -name '*.jar' ! -name '*sources*' | tr '\n' ':')
java -Drookery.root="$ROOT" -cp "$ROOKERY_DEV_OUT:$LIBS" "$ROOT/releng/structure-bench/StructureLookups.java" "$DB"
"$ROOT/releng/dev-cli.sh" search --db "$DB" --pattern "Bh7,kg8,-f7" --limit 1 --threads 2 | head -n 1
