#!/usr/bin/env bash
# CI's packaging check (.ci/run calls it after the tests): build the standalone
# program from this clone with packaging/build.sh, then run it from another
# working directory and check that it behaves like `python main.py`:
#   simulate (exit 0, JSON last line with "games": 1, same result as the source),
#   simulate --map --save-dir + replay (same output as the source), check on the
#   shipped maps and both rulesets, a Warcraft game saved and replayed, bad input
#   (exit 2, no traceback), the window under
#   SDL's dummy drivers (--demo and the title screen write non-blank PNGs), and
#   that running it wrote nothing into the install folder.
# Uses the active virtual environment, else the clone's .venv.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

if [ -z "${VIRTUAL_ENV:-}" ]; then
    if [ -f .venv/bin/activate ]; then
        # shellcheck disable=SC1091
        . .venv/bin/activate
    elif [ -f .venv/Scripts/activate ]; then
        # shellcheck disable=SC1091
        . .venv/Scripts/activate
    else
        echo "error: ci_check.sh: no active virtual environment and no .venv in $root" >&2
        exit 1
    fi
fi
python="$(command -v python)"
started=$(date +%s)
passed=0

ok() { passed=$((passed + 1)); echo "packaging ok: $*"; }
fail() { echo "packaging FAILED: $*" >&2; echo "packaging: $passed passed, 1 failed"; exit 1; }

echo "packaging: building with packaging/build.sh"
build_started=$(date +%s)
bash packaging/build.sh || fail "packaging/build.sh exited $?"
build_seconds=$(( $(date +%s) - build_started ))

case "$(uname -s 2>/dev/null || echo unknown)" in
    MINGW*|MSYS*|CYGWIN*|Windows*) suffix=.exe ;;
    *) suffix= ;;
esac
dist="$root/dist/smallworld"
exe="$dist/smallworld$suffix"
internal="$dist/_internal"
[ -x "$exe" ] || fail "no executable at $exe"
# Size: the cap is 45 MB (37 MB in November 2026); over it something the game does not
# use has been bundled (numpy, tests, debug sections, ...): `du -sh dist/smallworld/_internal/*`.
size_kb=$(du -sk "$dist" | cut -f1)
[ "$size_kb" -lt $((45 * 1024)) ] || fail "dist/smallworld is $((size_kb / 1024)) MB, over the 45 MB cap: see what got bundled"
ok "built $exe in ${build_seconds} s; dist/smallworld is $(du -sh "$dist" | cut -f1)"
for folder in assets maps rules_data; do
    [ -d "$internal/$folder" ] || fail "the build has no _internal/$folder"
done
ok "data folders assets/ maps/ rules_data/ are under _internal/"

install_files() { (cd "$dist" && find . -print | LC_ALL=C sort); }
before="$(install_files)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/run"
export SMALLWORLD_USER_DIR="$work/user"   # keep the check's user data out of the real home
cd "$work/run"                            # not the clone, not the install folder

# -- simulate, as the issue asks, and the same result as the source -------------
"$exe" simulate --players 3 --games 1 --seed 1 >"$work/sim.out" 2>"$work/sim.err" \
    || { cat "$work/sim.err" >&2; fail "simulate --players 3 --games 1 --seed 1 exited $?"; }
msg=$("$python" "$root/packaging/ci_verify.py" summary "$work/sim.out" 1) || fail "simulate's last line"
ok "simulate --players 3 --games 1 --seed 1: exit 0; $msg"
"$python" "$root/main.py" simulate --players 3 --games 1 --seed 1 >"$work/sim-source.out"
msg=$("$python" "$root/packaging/ci_verify.py" same-summary "$work/sim.out" "$work/sim-source.out") \
    || fail "frozen and source simulate differ"
ok "simulate: $msg"
"$exe" simulate --game smallworld --players 3 --games 1 --seed 1 >"$work/sim-game.out" \
    || fail "simulate --game smallworld exited $?"
msg=$("$python" "$root/packaging/ci_verify.py" same-summary "$work/sim.out" "$work/sim-game.out") \
    || fail "simulate --game smallworld differs from simulate"
ok "simulate --game smallworld (the kernel and the installed games are frozen): $msg"

# -- a map by id, a saved game, replay ---------------------------------------------
map_id=$(cd "$internal/maps" && ls -- *.json | grep -v '^schema\.json$' | head -n 1 | sed 's/\.json$//')
[ -n "$map_id" ] || fail "no map in $internal/maps"
"$exe" simulate --map "$map_id" --games 1 --seed 3 --save-dir "$work/saves" >"$work/sim2.out" 2>"$work/sim2.err" \
    || { cat "$work/sim2.err" >&2; fail "simulate --map $map_id --save-dir exited $?"; }
[ -f "$work/saves/game-3.json" ] || fail "simulate --save-dir wrote no game-3.json"
"$exe" replay "$work/saves/game-3.json" --json >"$work/replay.out" || fail "replay exited $?"
"$python" "$root/main.py" replay "$work/saves/game-3.json" --json >"$work/replay-source.out"
cmp -s "$work/replay.out" "$work/replay-source.out" || fail "replay --json differs between frozen and source"
ok "simulate --map $map_id --save-dir, replay --json: same state as the source"

# -- the Warcraft ruleset on its 5-player world: a saved game replays as in the source -------------
"$exe" simulate --ruleset azeroth --players 5 --games 1 --seed 4 --save-dir "$work/wsaves" >"$work/sim3.out" \
    2>"$work/sim3.err" || { cat "$work/sim3.err" >&2; fail "simulate --ruleset azeroth exited $?"; }
"$exe" replay "$work/wsaves/game-4.json" --json >"$work/wreplay.out" || fail "replay of a Warcraft game exited $?"
"$python" "$root/main.py" replay "$work/wsaves/game-4.json" --json >"$work/wreplay-source.out"
cmp -s "$work/wreplay.out" "$work/wreplay-source.out" || fail "a Warcraft replay --json differs between frozen and source"
ok "simulate --ruleset azeroth --players 5 --save-dir, replay --json: same state as the source"

# -- The Wolves: a saved game replays as in the source; its box checks ------------------------------
"$exe" simulate --game wolves --players 4 --games 1 --seed 5 --save-dir "$work/wolves" >"$work/sim4.out" \
    2>"$work/sim4.err" || { cat "$work/sim4.err" >&2; fail "simulate --game wolves exited $?"; }
grep -q '"mean_vp"' "$work/sim4.out" || fail "simulate --game wolves printed no mean_vp"
"$exe" replay "$work/wolves/game-5.json" --json >"$work/wolves-replay.out" || fail "replay of a Wolves game exited $?"
"$python" "$root/main.py" replay "$work/wolves/game-5.json" --json >"$work/wolves-replay-source.out"
cmp -s "$work/wolves-replay.out" "$work/wolves-replay-source.out" \
    || fail "a Wolves replay --json differs between frozen and source"
"$exe" check "$internal/games/wolves/maps/standard.json" >"$work/wolves-check.out" 2>&1 \
    || { cat "$work/wolves-check.out" >&2; fail "check on The Wolves' box exited $?"; }
ok "simulate --game wolves --players 4 --save-dir, replay --json (same state as the source), check of its box"

"$exe" simulate --game warcraft_board --scenario prisoners --games 1 --seed 5 --save-dir "$work/wb" >"$work/wb.out" \
    2>"$work/wb.err" || { cat "$work/wb.err" >&2; fail "simulate --game warcraft_board exited $?"; }
grep -q '"mean_vp"' "$work/wb.out" || fail "simulate --game warcraft_board printed no mean_vp"
"$exe" replay "$work/wb/game-5.json" --json >"$work/wb-replay.out" || fail "replay of a Warcraft game exited $?"
"$python" "$root/main.py" replay "$work/wb/game-5.json" --json >"$work/wb-replay-source.out"
cmp -s "$work/wb-replay.out" "$work/wb-replay-source.out" \
    || fail "the frozen build replays the Warcraft game to another state than the source does"
for map in "$internal"/games/warcraft_board/maps/*.json; do
    "$exe" check "$map" >"$work/wb-check.out" 2>&1 || { cat "$work/wb-check.out" >&2; fail "check of $map exited $?"; }
done
ok "simulate --game warcraft_board --scenario prisoners --save-dir, replay --json (same state as the source), check of its six maps"

# -- check on the shipped data (absolute paths into _internal) ----------------------
"$exe" check "$internal"/maps/*.json "$internal/rules_data/classic" "$internal/rules_data/azeroth" >"$work/check.out" 2>&1 \
    || { cat "$work/check.out" >&2; fail "check on the shipped maps and ruleset exited $?"; }
ok "check on $(grep -c '^ok: ' "$work/check.out") shipped files (maps, rulesets classic and azeroth)"

# -- bad input: exit 2 and one error line, never a traceback ------------------------
set +e
"$exe" check "$work/no-such-map.json" >"$work/bad.out" 2>"$work/bad.err"
status=$?
set -e
[ "$status" = 2 ] || fail "check on a missing file exited $status, expected 2"
grep -q '^error: ' "$work/bad.err" || fail "check on a missing file printed no 'error:' line"
! grep -q 'Traceback' "$work/bad.err" || fail "check on a missing file printed a traceback"
ok "bad input: exit 2 with an 'error:' line"
set +e
"$exe" replay --game nosuch "$work/saves/game-3.json" >"$work/game.out" 2>"$work/game.err"
status=$?
set -e
[ "$status" = 2 ] && [ "$(cat "$work/game.err")" = 'error: --game: unknown game "nosuch" (installed: smallworld, wolves, warcraft_board)' ] \
    || fail "replay --game nosuch exited $status with: $(head -c 300 "$work/game.err")"
ok "an unknown game: exit 2 with one 'error: --game:' line"

# -- the window, under the dummy video driver ---------------------------------------
"$exe" --demo --frames 60 --screenshot "$work/demo.png" >"$work/demo.out" 2>&1 \
    || { cat "$work/demo.out" >&2; fail "--demo --frames 60 --screenshot exited $?"; }
msg=$("$python" "$root/packaging/ci_verify.py" png "$work/demo.png") || fail "the --demo screenshot"
ok "--demo --frames 60 --screenshot: $msg"
"$exe" --demo --game wolves --players 3 --frames 60 --screenshot "$work/wolves-demo.png" >"$work/wolves-demo.out" 2>&1 \
    || { cat "$work/wolves-demo.out" >&2; fail "--demo --game wolves --frames 60 --screenshot exited $?"; }
msg=$("$python" "$root/packaging/ci_verify.py" png "$work/wolves-demo.png") || fail "the Wolves --demo screenshot"
ok "--demo --game wolves --frames 60 --screenshot: $msg"

"$exe" --demo --game warcraft_board --frames 60 --screenshot "$work/wb-demo.png" >"$work/wb-demo.out" 2>&1 \
    || { cat "$work/wb-demo.out" >&2; fail "--demo --game warcraft_board --frames 60 --screenshot exited $?"; }
msg=$("$python" "$root/packaging/ci_verify.py" png "$work/wb-demo.png") || fail "the Warcraft --demo screenshot"
ok "--demo --game warcraft_board --frames 60 --screenshot: $msg"
"$exe" --frames 5 --screenshot "$work/title.png" >"$work/title.out" 2>&1 \
    || { cat "$work/title.out" >&2; fail "--frames 5 --screenshot exited $?"; }
msg=$("$python" "$root/packaging/ci_verify.py" png "$work/title.png") || fail "the title screenshot"
ok "--frames 5 --screenshot (title screen): $msg"

# -- nothing written into the install folder ----------------------------------------
after="$(install_files)"
[ "$before" = "$after" ] || fail "running the program changed files in $dist: $(diff <(echo "$before") <(echo "$after") | head -n 5)"
ok "the install folder is unchanged after running (user data goes to the user data folder)"

echo "packaging: check took $(( $(date +%s) - started )) s (build ${build_seconds} s)"
echo "packaging: $passed passed, 0 failed"
