#!/usr/bin/env bash
# Build the standalone game with PyInstaller (packaging/smallworld.spec).
#
#   bash packaging/build.sh             one folder: dist/smallworld/smallworld (.exe on Windows)
#   bash packaging/build.sh --onefile   one file:   dist/onefile/smallworld (.exe on Windows)
#
# Run it inside an active virtual environment (`. .venv/bin/activate`, or on
# Windows Git Bash `. .venv/Scripts/activate`): it installs the game's
# requirements and PyInstaller (packaging/requirements-build.txt) into that
# environment, removes the previous build output, and builds again.
set -euo pipefail

usage() {
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
}

onefile=0
for arg in "$@"; do
    case "$arg" in
        --onefile) onefile=1 ;;
        --onedir) onefile=0 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: build.sh: unknown option '$arg' (use --onefile, or nothing)" >&2; exit 2 ;;
    esac
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if [ -z "${VIRTUAL_ENV:-}" ]; then
    echo "error: build.sh: no virtual environment is active." >&2
    echo "  Make and activate one first, e.g.: python3 -m venv .venv && . .venv/bin/activate" >&2
    echo "  (Windows Git Bash: py -3.11 -m venv .venv && . .venv/Scripts/activate)" >&2
    exit 1
fi
if [ -x "$VIRTUAL_ENV/bin/python" ]; then
    python="$VIRTUAL_ENV/bin/python"
elif [ -x "$VIRTUAL_ENV/Scripts/python.exe" ]; then
    python="$VIRTUAL_ENV/Scripts/python.exe"
else
    echo "error: build.sh: VIRTUAL_ENV=$VIRTUAL_ENV has no python in bin/ or Scripts/" >&2
    exit 1
fi
if ! "$python" -c 'import sys; sys.exit(0 if sys.prefix != sys.base_prefix else 1)'; then
    echo "error: build.sh: $python is not a virtual environment's python" >&2
    exit 1
fi

started=$(date +%s)
export PYGAME_HIDE_SUPPORT_PROMPT=1
echo "build.sh: installing the build's requirements into $VIRTUAL_ENV"
"$python" -m pip install --disable-pip-version-check --quiet \
    -r requirements.txt -r packaging/requirements-build.txt

# Idempotent: nothing of an earlier build survives into this one.
rm -rf build/smallworld build/icon dist/smallworld dist/onefile "dist/Small World Desk.app"

echo "build.sh: drawing the icon into build/icon"
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$python" packaging/make_icon.py build/icon >/dev/null

if [ "$onefile" = 1 ]; then
    distpath=dist/onefile
    export SMALLWORLD_ONEFILE=1
else
    distpath=dist
    export SMALLWORLD_ONEFILE=0
fi
echo "build.sh: running PyInstaller ($([ "$onefile" = 1 ] && echo one file || echo one folder))"
"$python" -m PyInstaller packaging/smallworld.spec --noconfirm --clean --log-level WARN \
    --distpath "$distpath" --workpath build/smallworld

case "$(uname -s 2>/dev/null || echo unknown)" in
    MINGW*|MSYS*|CYGWIN*|Windows*) suffix=.exe ;;
    *) suffix= ;;
esac
if [ "$onefile" = 1 ]; then
    exe="$distpath/smallworld$suffix"
    size_of="$exe"
else
    exe="$distpath/smallworld/smallworld$suffix"
    size_of="$distpath/smallworld"
fi
if [ ! -f "$exe" ]; then
    echo "error: build.sh: PyInstaller finished but $exe is missing" >&2
    exit 1
fi
echo "build.sh: built $exe in $(( $(date +%s) - started )) s; size $(du -sh "$size_of" | cut -f1)"
