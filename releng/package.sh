#!/usr/bin/env bash
# ./build package: the installable packages, made from the materialized product (./build first):
#   product/target/packages/rookery-VERSION-linux-x86_64.tar.gz  unpack anywhere, run ./rookery
#   product/target/packages/rookery_VERSION_amd64.deb            /opt/rookery, /usr/bin/rookery, menu entry
# Both carry a Java runtime that jlink makes of the modules Rookery needs, the launcher, the 3- and
# 4-piece endgame tables and the sample games. VERSION is the bundles' version (major.minor.micro).
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$ROOT"
. releng/find-jdk.sh
PRODUCT=product/target/products/rookery/linux/gtk/x86_64
OUT="$ROOT/product/target/packages"
# The platform modules the product uses: found with jdeps over the product's jars, plus those that
# are only reached by reflection or a service (zip file systems, elliptic-curve TLS for https imports,
# the extra charsets of old PGN files, the management beans the workbench's memory figures read).
MODULES=java.base,java.desktop,java.logging,java.management,java.naming,java.net.http,java.prefs,java.sql,java.xml,jdk.charsets,jdk.crypto.ec,jdk.management,jdk.unsupported,jdk.xml.dom,jdk.zipfs

if [ ! -d "$PRODUCT/plugins" ] || [ ! -d data/tables ]; then
  echo "./build package: build the product first (./build)" >&2
  exit 1
fi
VERSION=$(unzip -p "$(ls "$PRODUCT"/plugins/rookery.cli_*.jar | head -n 1)" META-INF/MANIFEST.MF \
  | tr -d '\r' | sed -n 's/^Bundle-Version: \([0-9]*\.[0-9]*\.[0-9]*\).*/\1/p')
NAME="rookery-$VERSION"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
rm -rf "$OUT" && mkdir -p "$OUT"

# The installed tree, the same in both packages (/opt/rookery in the .deb): the launcher finds
# runtime/ and app/ beside itself.
stage_tree() {
  local tree=$1
  mkdir -p "$tree/releng" "$tree/data"
  "$JAVA_HOME/bin/jlink" --add-modules "$MODULES" --output "$tree/runtime" \
    --strip-debug --no-man-pages --no-header-files --compress=zip-6
  cp -r "$PRODUCT" "$tree/app"
  rm -f "$tree/app/cli.aot" "$tree/app/cli.aot.jdk"  # the cache holds this machine's JDK and paths
  cp rookery "$tree/"
  cp releng/logging.properties releng/import-jit-directives.json "$tree/releng/"
  cp -r data/sample data/README.md "$tree/data/"
  cp -r data/tables "$tree/data/tables"
  cp README.md CHANGELOG.md "$tree/"
  cp -r docs "$tree/docs"  # Help > Documentation reads them beside the README
}

TREE="$STAGE/$NAME"
stage_tree "$TREE"
DEB_ROOT="$STAGE/deb"
mkdir -p "$DEB_ROOT/opt" "$DEB_ROOT/usr/bin" "$DEB_ROOT/usr/share/applications" \
  "$DEB_ROOT/usr/share/icons/hicolor/scalable/apps" "$DEB_ROOT/usr/share/doc/rookery" "$DEB_ROOT/DEBIAN"
cp -al "$TREE" "$DEB_ROOT/opt/rookery"  # links before tar reads the tree: a new link changes a file's ctime
tar -C "$STAGE" -czf "$OUT/$NAME-linux-x86_64.tar.gz" "$NAME" &
TARBALL_JOB=$!
ln -s /opt/rookery/rookery "$DEB_ROOT/usr/bin/rookery"
cp releng/package/rookery.desktop "$DEB_ROOT/usr/share/applications/"
cp releng/package/rookery.svg "$DEB_ROOT/usr/share/icons/hicolor/scalable/apps/"
gzip -9n <CHANGELOG.md >"$DEB_ROOT/usr/share/doc/rookery/changelog.gz"
sed -e "s/@VERSION@/$VERSION/" -e "s/@INSTALLED_SIZE@/$(du -sk "$DEB_ROOT" | cut -f1)/" \
  releng/package/control >"$DEB_ROOT/DEBIAN/control"
dpkg-deb --root-owner-group -Zgzip -z6 --build "$DEB_ROOT" "$OUT/rookery_${VERSION}_amd64.deb" >/dev/null
wait $TARBALL_JOB
for package in "$OUT"/*; do
  echo "$(du -m "$package" | cut -f1) MB  $package"
done
