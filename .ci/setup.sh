# Sourced by .ci/play, .ci/test and .ci/run: makes .venv on a working Python 3.12 with every
# package the project needs, and the Debian packages for offscreen OpenGL. Idempotent and quick
# when nothing changed (a stamp keyed on pyproject.toml's hash).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

say() { printf '[setup] %s\n' "$*" >&2; }

# Debian packages: EGL + Mesa's software renderer for offscreen rendering; the rest are what a
# bare Debian image lacks for Panda3D's GL pipe and window fallback; xvfb and xdotool give the
# tests that drive the live table a virtual display and a mouse and keyboard, x11-apps its
# screenshots (xwd).
DEBS="libegl1 libgl1 libgl1-mesa-dri libglx-mesa0 libx11-6 libxext6 libxrandr2 libxcursor1 libxxf86dga1 libxi6 xvfb xdotool x11-apps"
missing_debs() {
  local p out=""
  for p in $DEBS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || out="$out $p"
  done
  printf '%s' "$out"
}
if command -v dpkg-query >/dev/null 2>&1; then
  need="$(missing_debs)"
  if [ -n "$need" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      say "installing Debian packages:$need"
      apt-get update -qq >/dev/null
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
    else
      say "missing Debian packages:$need (run as root: apt-get update && apt-get install -y$need)"
      exit 1
    fi
  fi
fi

# A working Python 3.12: try candidates by running them (pyenv shims may exist but refuse).
find_python() {
  local c
  local cands=("${ARENA_PYTHON:-}" python3.12)
  if command -v pyenv >/dev/null 2>&1; then
    local pfx; pfx="$(pyenv prefix 3.12 2>/dev/null || pyenv prefix 3.12.1 2>/dev/null || true)"
    [ -n "$pfx" ] && cands+=("$pfx/bin/python3.12")
  fi
  for c in "$HOME"/.pyenv/versions/3.12*/bin/python3.12 /usr/local/bin/python3.12 /usr/bin/python3.12 python3; do
    cands+=("$c")
  done
  for c in "${cands[@]}"; do
    [ -n "$c" ] || continue
    if "$c" -c 'import sys, venv; assert sys.version_info[:2] == (3, 12)' >/dev/null 2>&1; then
      command -v "$c" 2>/dev/null || printf '%s' "$c"
      return 0
    fi
  done
  return 1
}

stamp="$VENV/.arena-stamp"
want="$(sha1sum "$ROOT/pyproject.toml" | cut -c1-40)"
if [ ! -x "$PY" ] || ! "$PY" -c 'import sys; assert sys.version_info[:2] == (3, 12)' >/dev/null 2>&1 \
   || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  if [ ! -x "$PY" ] || ! "$PY" -c 'import sys; assert sys.version_info[:2] == (3, 12)' >/dev/null 2>&1; then
    if ! base="$(find_python)"; then
      say "no working Python 3.12 found. Ursina 8.3 needs exactly 3.12: install it (e.g. 'pyenv install 3.12') or set ARENA_PYTHON=/path/to/python3.12"
      exit 1
    fi
    say "creating .venv with $base"
    rm -rf "$VENV"
    "$base" -m venv "$VENV"
  fi
  say "installing Python packages (pyproject.toml)"
  "$PY" -m pip install -q --disable-pip-version-check -e "$ROOT[test,bench]"
  printf '%s' "$want" > "$stamp"
fi

# Byte-compile the project once: a start of `play` then reads no source (about 0.1 s), even
# where PYTHONDONTWRITEBYTECODE keeps Python from caching it by itself. Stale files are ignored.
"$PY" -m compileall -q "$ROOT/rules" "$ROOT/game" "$ROOT/scenes" "$ROOT/models" "$ROOT/main.py" >/dev/null
