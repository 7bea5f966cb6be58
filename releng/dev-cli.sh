#!/usr/bin/env bash
# Developer shortcut (not used by the build): compiles the plain bundles and the command classes of
# rookery.app with javac and runs a command outside OSGi, e.g. releng/dev-cli.sh perft --depth 5.
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
M2=~/.m2/repository
LIBS=$(ls $M2/info/picocli/picocli/4.7.7/picocli-4.7.7.jar \
  $M2/org/xerial/sqlite-jdbc/3.54.1.0/sqlite-jdbc-3.54.1.0.jar \
  $M2/io/airlift/aircompressor/2.0.3/aircompressor-2.0.3.jar \
  $M2/org/apache/lucene/lucene-{core,queryparser,queries,sandbox}/10.3.2/*-10.3.2.jar 2>/dev/null | tr '\n' ':')
OUT=${ROOKERY_DEV_OUT:-/tmp/rookery-dev-cli}
rm -rf "$OUT" && mkdir -p "$OUT"
SOURCES=$(find "$ROOT"/bundles/rookery.{chess,pgn,engine,tablebase,database}/src "$ROOT"/bundles/rookery.app/src/rookery/app/cli \
  -name '*.java' ! -name CliApplication.java)
javac --release 21 -nowarn -d "$OUT" -cp "$LIBS" $SOURCES
UNSAFE_ALLOWED=()
if [ "$ROOKERY_JAVA_MAJOR" -ge 23 ]; then
  UNSAFE_ALLOWED=(--sun-misc-unsafe-memory-access=allow)  # aircompressor's Zstandard decoder, as in ./rookery
fi
exec java -Xss16m "${UNSAFE_ALLOWED[@]}" -cp "$OUT:$LIBS" -Drookery.root="$ROOT" rookery.app.cli.RookeryCommand "$@"
