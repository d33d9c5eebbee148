"""Processor time of the window left alone: the title, the setup screen, a game waiting for a person.

    python bench/idle_cpu.py [--seconds 5] [--size 1600x1000] [--baseline REV|FOLDER]

Each screen runs in its own process: the real App and its real loop under SDL's dummy
video and audio drivers (no window, no sound card; `--driver x11` under xvfb-run opens a
real window), opened on that screen and left
alone; after a warm-up second, the process's processor time (every thread) over
`--seconds` of wall time is measured. Prints one JSON line: the cores used per screen
(0.05 = 5% of one core; the target of issue 12 is below that). `--baseline` also
measures another revision (a `git worktree` folder, or a git revision, exported) in the
same run, screens alternating between the two.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

from revisions import ROOT, checkout

SCREENS = ("title", "setup", "game")
TARGET = 0.05
WARM_UP = 1.0


def open_screen(app, screen):
    """Show `screen` in `app`, with the code of the checkout on sys.path (old revisions too)."""
    from game.scenes import registry
    from games.smallworld.scenes import start

    if screen == "game":   # a person's turn first: the pick screen, waiting for a click
        players = [{"name": "Ann", "kind": "human"}] + [
            {"name": start.computer_name(i), "kind": "ai", "level": "easy"} for i in (1, 2)]
        entries, _problem = start.scan_maps()
        board = start.maps_for(3, entries)[0][0].board
        start.open_game(app, start.build_session(start.load_classic_ruleset(), board, players, seed=7))
    else:
        app.switch(registry.make(screen, app))


def child(args):
    """In the measured process: open the screen, leave it alone, report the cores it used."""
    sys.path.insert(0, args.root)
    import pygame

    from game.app import App, parse_args

    pygame.display.init()
    pygame.font.init()
    w, h = (int(v) for v in args.size.split("x"))
    app = App(pygame.display.set_mode((w, h), pygame.RESIZABLE), parse_args([]))
    open_screen(app, args.child)
    result = {}

    def watch():
        time.sleep(WARM_UP)
        cpu, wall = time.process_time(), time.monotonic()
        time.sleep(args.seconds)
        result["cores"] = (time.process_time() - cpu) / (time.monotonic() - wall)
        app.running = False

    threading.Thread(target=watch, daemon=True).start()
    app.run()
    print(json.dumps({"screen": args.child, "cores": round(result["cores"], 4), "frames": app.frame}))


def measure(root, screen, args):
    with tempfile.TemporaryDirectory(prefix="idle-user-") as user:
        env = dict(os.environ, SDL_VIDEODRIVER=args.driver, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   SMALLWORLD_USER_DIR=user, SMALLWORLD_LANG="en")
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", screen, "--root", root,
                              "--seconds", str(args.seconds), "--size", args.size],
                             check=True, capture_output=True, text=True, cwd=root, env=env).stdout
    return json.loads(out.strip().splitlines()[-1])


def run_all(roots, args):
    """{name: {screen: cores}} for each (name, root), the screens alternating between the roots."""
    results = {name: {} for name in roots}
    for screen in SCREENS:
        for name, root in roots.items():
            results[name][screen] = measure(root, screen, args)["cores"]
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--driver", default="dummy", help="SDL's video driver (x11 under xvfb-run: a real window)")
    parser.add_argument("--baseline", metavar="REV", help="also measure this revision or checkout folder")
    parser.add_argument("--child", choices=SCREENS, help=argparse.SUPPRESS)
    parser.add_argument("--root", default=ROOT, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    line = {"bench": "idle_cpu", "seconds": args.seconds, "size": args.size, "driver": args.driver,
            "target_cores": TARGET}
    if args.baseline:
        with checkout(args.baseline) as folder:
            results = run_all({"current": ROOT, "baseline": folder}, args)
        line.update(cores=results["current"], baseline=args.baseline, baseline_cores=results["baseline"])
    else:
        line["cores"] = run_all({"current": ROOT}, args)["current"]
    line["within_target"] = all(v < TARGET for v in line["cores"].values())
    print(json.dumps(line))


if __name__ == "__main__":
    main()
