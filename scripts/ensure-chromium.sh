#!/usr/bin/env bash
# The end-to-end tests and the PDF exports drive Debian's Chromium (browser downloads are not possible here);
# the reports it prints need CJK fonts for Chinese and Japanese text (fonts-noto-cjk).
set -euo pipefail
if [ -x /usr/bin/chromium ] && dpkg -s fonts-noto-cjk >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's chromium and CJK fonts for the PDF exports and the end-to-end tests..."
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
