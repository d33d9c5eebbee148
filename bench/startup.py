"""Start-up time: from launching `python main.py` to the first frame of the title screen on screen.

    python bench/startup.py [--runs 7] [--size 1600x1000] [--cold] [--baseline REV|FOLDER]

Each run launches main.py in a new process (SDL's dummy video driver unless `--driver`,
a fresh user folder) wrapped so that the first `pygame.display.flip()` (the title, fully
drawn) records the time and ends the process; the time counts from just before the
process was started (its processor time too, less sensitive to a busy machine).
Python's compiled bytecode is cached as for an installed game (in a temporary folder,
after one launch that is not counted), unless `--cold`. Launches alternate between a
first launch (a new user folder) and a later one (the user folder kept, with what the
game keeps there, such as the painted title backdrop). Prints one JSON line: the
median, the best and every run, in seconds, of later and first launches (issue 12's
target: below 0.7 s).
`--baseline` also measures another revision (a `git worktree` folder, or a git
revision, exported) in the same run, launches alternating between the two.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from revisions import ROOT, checkout

TARGET = 0.7

# Run in the launched process: main.py, its first flip timed.
WRAPPER = """
import os, sys, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
sys.path.insert(0, os.getcwd())
import pygame.display as display
flip = display.flip
def first_flip():
    flip()
    print(repr(time.time()), repr(time.process_time()), flush=True)
    os._exit(0)
display.flip = first_flip
import runpy
sys.argv = ["main.py"] + sys.argv[1:]
runpy.run_path("main.py", run_name="__main__")
"""


def launch(root, args, pycache, user):
    """(wall, processor) seconds from starting the process to the title's first frame."""
    env = dict(os.environ, SDL_VIDEODRIVER=args.driver, SDL_AUDIODRIVER="dummy",
               SMALLWORLD_USER_DIR=user, SMALLWORLD_LANG=args.lang)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if pycache:
        env["PYTHONPYCACHEPREFIX"] = pycache
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    start = time.time()
    out = subprocess.run([sys.executable, "-c", WRAPPER, "--size", args.size, "--frames", "1"],
                         check=True, capture_output=True, text=True, cwd=root, env=env).stdout
    flipped, cpu = (float(v) for v in out.strip().splitlines()[-1].split())
    return flipped - start, cpu


def first_launch(root, args, pycache):
    """A launch with a new user folder, as the very first one after installing."""
    with tempfile.TemporaryDirectory(prefix="startup-user-") as user:
        return launch(root, args, pycache, user)


def run_all(roots, args):
    """{(name, "first" or "later"): [(wall, processor) seconds of each run]}, the launches alternating
    between the roots: first launches (a new user folder each) and later ones (a user folder kept)."""
    with tempfile.TemporaryDirectory(prefix="startup-") as scratch:
        pycache = None if args.cold else os.path.join(scratch, "pycache")
        users = {name: os.path.join(scratch, name) for name in roots}
        for name, root in roots.items():   # compiles the bytecode, fills the kept user folder
            launch(root, args, pycache, users[name])
        times = {(name, kind): [] for name in roots for kind in ("first", "later")}
        for _ in range(args.runs):
            for name, root in roots.items():
                times[name, "first"].append(first_launch(root, args, pycache))
                times[name, "later"].append(launch(root, args, pycache, users[name]))
    return times


def summary(runs, prefix=""):
    """The median and best wall and processor seconds of `runs`, keys starting with `prefix`."""
    wall, cpu = [w for w, _c in runs], [c for _w, c in runs]
    return {prefix + "median_seconds": round(statistics.median(wall), 3), prefix + "best_seconds": round(min(wall), 3),
            prefix + "median_cpu_seconds": round(statistics.median(cpu), 3),
            prefix + "seconds": [round(w, 3) for w in wall]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--driver", default="dummy", help="SDL's video driver (x11 under xvfb-run: a real window)")
    parser.add_argument("--cold", action="store_true", help="no bytecode cache: every module compiled each time")
    parser.add_argument("--baseline", metavar="REV", help="also measure this revision or checkout folder")
    args = parser.parse_args()
    line = {"bench": "startup", "size": args.size, "runs": args.runs, "bytecode_cached": not args.cold,
            "target_seconds": TARGET}
    if args.baseline:
        with checkout(args.baseline) as folder:
            times = run_all({"current": ROOT, "baseline": folder}, args)
        line["baseline"] = args.baseline
        line.update(summary(times["baseline", "later"], "baseline_"))
        line.update(summary(times["baseline", "first"], "baseline_first_launch_"))
    else:
        times = run_all({"current": ROOT}, args)
    line.update(summary(times["current", "later"]))
    line.update(summary(times["current", "first"], "first_launch_"))
    line["within_target"] = line["median_seconds"] < TARGET
    print(json.dumps(line))


if __name__ == "__main__":
    main()
