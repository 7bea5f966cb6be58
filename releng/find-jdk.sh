# Sourced by the project's scripts: exports JAVA_HOME pointing at a JDK >= 21 and ROOKERY_JAVA_MAJOR
# (its feature version, e.g. 25).
# Order: JAVA_HOME if it is >= 21, else the newest JDK under /usr/lib/jvm.
# A JDK's feature version from its release file (starting a JVM to ask costs a tenth of a second a
# JDK), else from the JVM itself.
rookery_java_major() {
  local version
  version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null || true)
  if [ -z "$version" ]; then
    version=$("$1/bin/java" -XshowSettings:properties -version 2>&1 \
      | sed -n 's/^ *java.specification.version = \([0-9]*\).*/\1/p')
  fi
  echo "$version"
}
rookery_find_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    local v; v=$(rookery_java_major "$JAVA_HOME")
    if [ -n "$v" ] && [ "$v" -ge 21 ]; then export ROOKERY_JAVA_MAJOR=$v; return 0; fi
  fi
  local best="" best_v=0 dir v
  for dir in /usr/lib/jvm/*; do
    [ -x "$dir/bin/javac" ] || continue
    v=$(rookery_java_major "$dir")
    if [ -n "$v" ] && [ "$v" -gt "$best_v" ]; then best=$dir; best_v=$v; fi
  done
  if [ "$best_v" -ge 21 ]; then
    export JAVA_HOME=$best ROOKERY_JAVA_MAJOR=$best_v
    return 0
  fi
  echo "Rookery needs a JDK 21 or newer (none found in JAVA_HOME or /usr/lib/jvm)." >&2
  echo "Install one, e.g. 'apt-get install openjdk-21-jdk' or a Temurin JDK 21+, or set JAVA_HOME." >&2
  return 1
}
rookery_find_jdk || exit 1
export PATH="$JAVA_HOME/bin:$PATH"
