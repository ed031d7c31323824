#!/usr/bin/env bash
# Debian's Chromium (browser downloads are not possible here) prints the PDF exports and drives render mode, Core
# Web Vitals and the end-to-end tests; the PDFs need CJK fonts for Chinese and Japanese text (fonts-noto-cjk).
# `make run` calls it with --optional: a machine that cannot install them still starts RankLens, whose start-up
# report then names what is missing and those features refuse with their error; `make test` needs them.
set -euo pipefail
optional=false
[ "${1:-}" = "--optional" ] && optional=true
if [ -x /usr/bin/chromium ] && dpkg -s fonts-noto-cjk >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's chromium and CJK fonts for the PDF exports, render mode and the end-to-end tests..."
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
if $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-noto-cjk >/dev/null; then
  exit 0
fi
if $optional; then
  echo "Could not install chromium and fonts-noto-cjk: RankLens starts without them. PDF exports, render mode and" \
       "Core Web Vitals refuse until they are installed (run scripts/ensure-chromium.sh as root)." >&2
  exit 0
fi
exit 1
