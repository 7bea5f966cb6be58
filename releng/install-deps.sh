# Sourced by ./build: installs the Debian packages the build and tests need when they are missing
# (a virtual display and GTK for the UI tests, ImageMagick and xdotool for the smoke test, Stockfish
# for the tests that drive a real external UCI engine).
rookery_missing_packages() {
  local missing=() pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  echo "${missing[@]:-}"
}
rookery_install_packages() {
  local missing
  missing=$(rookery_missing_packages "$@")
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian packages: $missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    echo "Please install these Debian packages first: sudo apt-get install $missing" >&2
    return 1
  fi
}
