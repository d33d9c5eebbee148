"""The hostile-file fuzzer of tests/test_fuzz_files.py, run long.

    python bench/fuzz_files.py [--examples N]

Runs the same Hypothesis strategies (tests/fuzz_files.py) with N examples per entry point
(maps, game files, rulesets, save folders; the test suite runs 25) and prints one JSON line:
how many cases were tried, how long it took, and whether every entry point held.
"""

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=500)
    args = parser.parse_args()
    env = dict(os.environ, FUZZ_EXAMPLES=str(args.examples), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          os.path.join(ROOT, "tests", "test_fuzz_files.py")],
                         cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    last = (run.stdout.strip().splitlines() or [""])[-1]
    print(json.dumps({"bench": "fuzz_files", "examples_per_entry_point": args.examples, "entry_points": 4,
                      "seconds": round(seconds, 1), "held": run.returncode == 0, "pytest": last}))
    if run.returncode:
        sys.stderr.write(run.stdout[-4000:])
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
