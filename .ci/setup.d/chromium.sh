#!/usr/bin/env bash
# Debian's chromium for the `browser` tests (packages/chat/tests/test_chat_browser.py drives it
# with Playwright through executable_path=/usr/bin/chromium; no browser download from a CDN).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver fonts-dejavu-core
/usr/bin/chromium --version
