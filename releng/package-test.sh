#!/usr/bin/env bash
# Tests the packages ./build package made as a user without a JDK would use them: the tarball
# unpacked into a temporary folder, the .deb extracted with dpkg -x (and, as root, installed with
# apt-get and removed again), each run with no JDK on PATH and JAVA_HOME unset: `rookery --version`
# (on the package's own runtime), `rookery explore --moves e4 --json` on a new home (the sample
# imported on first use), the workbench on a virtual display showing the sample's statistics and
# opening a PGN file given on its command line, with screenshots in product/target/package-test.
# The workbench's first start (the sample imported in the import window) is the smoke test's.
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
PACKAGES="$ROOT/product/target/packages"
RESULTS="$ROOT/product/target/package-test"
TARBALL=$(ls "$PACKAGES"/rookery-*-linux-x86_64.tar.gz)
DEB=$(ls "$PACKAGES"/rookery_*_amd64.deb)
VERSION=${DEB##*/rookery_}
VERSION=${VERSION%_amd64.deb}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

fail() {
  echo "package test: $*" >&2
  exit 1
}

# A PATH of every command of this machine but Java's: links to /usr/bin, /bin, /usr/sbin and /sbin
# without any program a JDK (or JRE) under /usr/lib/jvm provides.
NO_JDK_BIN="$WORK/bin"
mkdir -p "$NO_JDK_BIN"
JDK_TOOLS=" $(ls /usr/lib/jvm/*/bin 2>/dev/null | tr '\n' ' ') "
for dir in /usr/local/bin /usr/bin /bin /usr/sbin /sbin; do
  for program in "$dir"/*; do
    name=${program##*/}
    case "$JDK_TOOLS" in *" $name "*) continue ;; esac
    [ -e "$NO_JDK_BIN/$name" ] || ln -s "$program" "$NO_JDK_BIN/$name"
  done
done

# Runs a command as the user of the package would: no JDK on PATH, no JAVA_HOME, a home of its own.
as_user() {
  local home=$1
  shift
  env -u JAVA_HOME -u ROOKERY_HOME -u ROOKERY_TABLES -u ROOKERY_VM_ARGS PATH="$NO_JDK_BIN" HOME="$home" "$@"
}

# Checks an installed tree (the folder holding the launcher): version, a command, the workbench.
check_installation() {
  local label=$1 launcher=$2 tree
  tree=$(dirname "$(readlink -f "$launcher")")
  local home="$WORK/home-$label"
  mkdir -p "$home"
  local version
  version=$(as_user "$home" "$launcher" --version) || fail "$label: rookery --version failed"
  echo "$version" | grep -q "^Rookery $VERSION (build " || fail "$label: rookery --version says '$version', not $VERSION"
  echo "$version" | grep -q " in $tree/runtime\$" || fail "$label: rookery --version ran on another Java than the package's: $version"
  local explored
  explored=$(as_user "$home" "$launcher" explore --moves e4 --json) || fail "$label: rookery explore --moves e4 --json failed"
  printf '%s\n' "$explored" >"$RESULTS/$label-explore.json"
  printf '%s' "$explored" | grep -q '"san":"c5"' || fail "$label: the explorer after 1. e4 has no c5: $explored"
  check_workbench "$label" "$launcher" "$home"
  echo "package test: $label: $version; explore answered; the workbench showed the sample and opened a PGN file"
}

# The workbench from the package on a virtual display: it opens the default database (the explorer
# lists the sample's moves), then a start with a PGN file lists that file's games.
check_workbench() {
  local label=$1 launcher=$2 home=$3
  (
    export PATH="$NO_JDK_BIN" HOME="$home"
    unset JAVA_HOME ROOKERY_TABLES ROOKERY_VM_ARGS
    OUT="$RESULTS/$label-workbench"
    ROOT=$(dirname "$launcher")
    . "$(dirname "$0")/workbench-driver.sh"
    export ROOKERY_HOME="$home/.rookery"  # the default database the command above made from the sample
    start_workbench
    TABLE=$(explorer_table)
    [ -n "$TABLE" ] || fail "the explorer of the packaged workbench never showed the sample's statistics"
    import -window root "$OUT/first-start.png"
    quit_workbench
    start_workbench "$ROOT/data/sample/rookery-sample.pgn"
    wait_until 30 title_contains "rookery-sample.pgn" || fail "the workbench started with a PGN file does not list it: $(window_title)"
    sleep 2  # only for the screenshot: the Games part fills its first page after the title names the file
    import -window root "$OUT/opened-file.png"
    quit_workbench
    if grep -E -q 'Exception|^!ENTRY .* 4 ' "$OUT/workbench.log"; then
      cat "$OUT/workbench.log" >&2
      fail "the packaged workbench's log shows an error"
    fi
  ) || fail "$label: the workbench (log and screenshots in $RESULTS/$label-workbench)"
}

TAR_SIZE=$(du -m "$TARBALL" | cut -f1)
[ "$TAR_SIZE" -le 150 ] || fail "the tarball has $TAR_SIZE MB, more than 150"
mkdir -p "$WORK/unpacked"
tar -C "$WORK/unpacked" -xzf "$TARBALL"

DEB_ROOT="$WORK/deb-root"
dpkg -x "$DEB" "$DEB_ROOT"
[ "$(readlink "$DEB_ROOT/usr/bin/rookery")" = /opt/rookery/rookery ] || fail "the .deb's /usr/bin/rookery does not point at /opt/rookery/rookery"
grep -q '^MimeType=application/vnd.chess-pgn;' "$DEB_ROOT/usr/share/applications/rookery.desktop" || fail "the desktop entry opens no PGN files"
[ -f "$DEB_ROOT/usr/share/icons/hicolor/scalable/apps/rookery.svg" ] || fail "the .deb has no icon"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$DEB_ROOT/usr/share/applications/rookery.desktop" || fail "the desktop entry is not valid"
fi
dpkg-deb -f "$DEB" Depends | grep -q 'libgtk-3-0' || fail "the .deb does not declare GTK 3"
# The two installations are checked side by side, each on a display of its own.
check_installation tarball "$WORK/unpacked/rookery-$VERSION/rookery" >"$WORK/tarball.log" 2>&1 &
TARBALL_CHECK=$!
check_installation deb "$DEB_ROOT/opt/rookery/rookery" >"$WORK/deb.log" 2>&1 &
DEB_CHECK=$!
CHECKS_FAILED=0
wait $TARBALL_CHECK || CHECKS_FAILED=1
wait $DEB_CHECK || CHECKS_FAILED=1
cat "$WORK/tarball.log" "$WORK/deb.log"
[ $CHECKS_FAILED -eq 0 ] || fail "an installation failed its checks (above)"

# As root (CI), the real installation: apt-get install, the command on PATH, apt-get remove leaves nothing.
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  if dpkg-query -W -f='${Status}' rookery 2>/dev/null | grep -q "install ok installed"; then
    echo "package test: rookery is installed on this machine already; the install and removal are not tried"
  else
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$DEB" >"$RESULTS/apt-install.log" 2>&1 \
      || { cat "$RESULTS/apt-install.log" >&2; fail "apt-get install of the .deb failed"; }
    INSTALLED=$(as_user "$WORK/home-installed" /usr/bin/rookery --version 2>&1 || true)
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq rookery >"$RESULTS/apt-remove.log" 2>&1 \
      || { cat "$RESULTS/apt-remove.log" >&2; fail "apt-get remove rookery failed"; }
    echo "$INSTALLED" | grep -q "^Rookery $VERSION (build " && echo "$INSTALLED" | grep -q " in /opt/rookery/runtime\$" \
      || fail "the installed rookery --version said: $INSTALLED"
    [ ! -e /opt/rookery ] && [ ! -e /usr/bin/rookery ] || fail "apt-get remove left /opt/rookery or /usr/bin/rookery behind"
    echo "package test: installed with apt-get ($INSTALLED), removed cleanly"
  fi
fi
echo "package test: $(du -m "$TARBALL" | cut -f1) MB tarball, $(du -m "$DEB" | cut -f1) MB .deb; screenshots in $RESULTS"
