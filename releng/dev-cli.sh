#!/usr/bin/env bash
# Developer shortcut (not used by the build): compiles the plain bundles and rookery.cli with javac
# and runs a command outside OSGi, e.g. releng/dev-cli.sh perft --depth 5.
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
M2=~/.m2/repository
TARGET="$ROOT/releng/rookery.target"
# The version the target platform pins for an artifact.
target_version() {
  sed -n "s|.*<artifactId>$1</artifactId><version>\([^<]*\)</version>.*|\1|p" "$TARGET" | head -n 1
}
# A library of the command line in the local Maven repository, at the target platform's version
# (the Lucene modules the query parser pulls in share lucene-core's version).
library() {
  local group=$1 artifact=$2 version=${3:-$(target_version "$2")}
  echo "$M2/${group//.//}/$artifact/$version/$artifact-$version.jar"
}
LUCENE=$(target_version lucene-core)
LIBS=$(for jar in $(library info.picocli picocli) $(library org.xerial sqlite-jdbc) $(library io.airlift aircompressor) \
    $(for module in server http io util; do library org.eclipse.jetty jetty-$module "$(target_version jetty-server)"; done) \
    $(library org.slf4j slf4j-api "$(target_version slf4j-jdk14)") $(library org.slf4j slf4j-jdk14) $(library com.fasterxml.jackson.core jackson-core)     $(for module in core queryparser queries sandbox; do library org.apache.lucene lucene-$module "$LUCENE"; done); do
  [ -f "$jar" ] && printf '%s:' "$jar"
done)
OUT=${ROOKERY_DEV_OUT:-/tmp/rookery-dev-cli}
rm -rf "$OUT" && mkdir -p "$OUT"
SOURCES=$(find "$ROOT"/bundles/rookery.{chess,pgn,engine,tablebase,database,server}/src "$ROOT"/bundles/rookery.cli/src \
  -name '*.java')
javac --release 21 -nowarn -d "$OUT" -cp "$LIBS" $SOURCES
UNSAFE_ALLOWED=()
if [ "$ROOKERY_JAVA_MAJOR" -ge 23 ]; then
  UNSAFE_ALLOWED=(--sun-misc-unsafe-memory-access=allow)  # aircompressor's Zstandard decoder, as in ./rookery
fi
exec java -Xss16m "${UNSAFE_ALLOWED[@]}" -cp "$OUT:$LIBS" -Drookery.root="$ROOT" rookery.cli.RookeryCommand "$@"
