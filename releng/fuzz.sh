#!/usr/bin/env bash
# releng/fuzz.sh TARGET SECONDS: a coverage-guided run of one fuzz target (fuzz/, docs/fuzzing.md),
# e.g. releng/fuzz.sh FenFuzzTest 600. TARGET is a class of fuzz/src/test/java (its one @FuzzTest
# runs). The corpus it grows is kept in fuzz/target/corpus/TARGET; an input that fails lands among
# the target's committed seeds (src/test/resources/<package>/<TARGET>Inputs/<method>/crash-*),
# where ./build test runs it from then on. Prints libFuzzer's final statistics.
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$ROOT"
if [ $# -ne 2 ] || ! [[ "$2" =~ ^[0-9]+$ ]]; then
  echo "usage: releng/fuzz.sh TARGET SECONDS   (targets: $(cd fuzz/src/test/java && find . -name '*FuzzTest.java' -printf '%f ' | sed 's/\.java//g'))" >&2
  exit 2
fi
TARGET=$1
SECONDS_TO_RUN=$2
SOURCE=$(cd fuzz/src/test/java && find . -name "$TARGET.java" | head -n 1)
if [ -z "$SOURCE" ]; then
  echo "releng/fuzz.sh: no fuzz target $TARGET in fuzz/src/test/java" >&2
  exit 2
fi
PACKAGE_PATH=$(dirname "${SOURCE#./}")
CLASS=${PACKAGE_PATH//\//.}.$TARGET
METHOD=$(grep -A1 '@FuzzTest' "fuzz/src/test/java/$SOURCE" | sed -n 's/.*void \([A-Za-z0-9_]*\)(.*/\1/p' | head -n 1)
. releng/find-jdk.sh
if [ "${ROOKERY_FUZZ_SKIP_BUILD:-}" != 1 ]; then
  ./mvnw -B -q -pl fuzz -am -DskipTests verify
fi
SEEDS="fuzz/src/test/resources/$PACKAGE_PATH/${TARGET}Inputs/$METHOD"
CORPUS="fuzz/target/corpus/$TARGET"
mkdir -p "$SEEDS" "$CORPUS"
# The same options as the regression runs in fuzz/pom.xml: coverage of our code only, and no hooks
# into the JDK's own classes, which Jazzer's class reader cannot parse on JDK 25.
exec java -cp "fuzz/target/test-classes:$(cat fuzz/target/fuzz.classpath)" com.code_intelligence.jazzer.Jazzer \
  --target_class="$CLASS" --target_method="$METHOD" \
  --instrumentation_includes='rookery.**' --instrumentation_excludes=rookery.engine.uci.UciEngine \
  --disabled_hooks=com.code_intelligence.jazzer.sanitizers.RegexRoadblocks:com.code_intelligence.jazzer.sanitizers.OsCommandInjection \
  -max_total_time="$SECONDS_TO_RUN" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$SEEDS/" \
  "$CORPUS" "$SEEDS"
