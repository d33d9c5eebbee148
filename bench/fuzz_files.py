"""The hostile-file fuzzer of tests/test_fuzz_files.py, run long.

    python bench/fuzz_files.py [--examples N]

Runs the same Hypothesis strategies (tests/fuzz_files.py) with N examples per entry point
(maps, game files, rulesets, save folders; the test suite runs 25) and prints one JSON line:
how many cases were tried, how long it took, and whether every entry point held. The Wolves'
entry points are run too: its box (tests/wolves/test_board_hostile.py) and its game file, actions,
design values and the window's readers of its saves (the Hypothesis tests of
tests/wolves/test_hostile_wolves.py). So are Warcraft's: spoiled and arbitrary game documents, actions of
any type appended to a game, spoiled maps (tests/test_wb_hostile_files.py), and random battles of every
phase and card (tests/warcraft_board/test_battle_fuzz.py).
"""

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WOLVES = os.path.join(ROOT, "tests", "wolves")
FUZZERS = [os.path.join(ROOT, "tests", "test_fuzz_files.py"),                         # Small World's: 4 entry points
           os.path.join(WOLVES, "test_board_hostile.py")] + [                          # The Wolves' box: 3
    os.path.join(WOLVES, "test_hostile_wolves.py") + "::" + name for name in (      # The Wolves' files: 6
        "test_a_hostile_game_document_is_accepted_or_refused_never_raised",
        "test_an_action_with_spoiled_fields_is_refused_at_the_field_or_as_the_action",
        "test_a_move_with_a_spoiled_wolf_is_refused_never_raised",
        "test_a_game_file_naming_a_hostile_box_is_refused_at_its_map",
        "test_hostile_design_values_are_problems_never_an_exception",
        "test_the_windows_readers_of_a_hostile_wolves_save_refuse_it_never_raise")] + [
    os.path.join(ROOT, "tests", "test_wb_hostile_files.py") + "::" + name for name in (  # Warcraft's files: 4
        "test_a_spoiled_game_document_is_accepted_and_replayable_or_refused_at_a_field",
        "test_any_json_document_is_accepted_and_replayable_or_refused_at_a_field",
        "test_actions_of_any_type_and_fields_appended_to_a_game_are_played_or_refused",
        "test_a_spoiled_map_document_is_read_or_refused_at_a_field")] + [
    os.path.join(ROOT, "tests", "warcraft_board", "test_battle_fuzz.py")]               # Warcraft's battles: 1
ENTRY_POINTS = 4 + 3 + 6 + 4 + 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=500)
    args = parser.parse_args()
    env = dict(os.environ, FUZZ_EXAMPLES=str(args.examples), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *FUZZERS],
                         cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    last = (run.stdout.strip().splitlines() or [""])[-1]
    print(json.dumps({"bench": "fuzz_files", "examples_per_entry_point": args.examples, "entry_points": ENTRY_POINTS,
                      "seconds": round(seconds, 1), "held": run.returncode == 0, "pytest": last}))
    if run.returncode:
        sys.stderr.write(run.stdout[-4000:])
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
