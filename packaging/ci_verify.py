"""Checks on the frozen program's output, used by packaging/ci_check.sh.

    python packaging/ci_verify.py summary FILE [GAMES]   last line of FILE is simulate's JSON, with "games": GAMES
    python packaging/ci_verify.py same-summary A B       two simulate outputs agree on everything but timing
    python packaging/ci_verify.py png FILE               FILE is a PNG of at least 1024x640 that is not blank

Each prints one line and exits 0 when the check holds, 1 (with the reason on
stderr) when it does not.
"""

import json
import os
import sys

TIMING_KEYS = {"seconds", "games_per_second", "decision_ms_p50", "decision_ms_p95", "decision_ms_max"}
MIN_SIZE = (1024, 640)      # game/app.py MIN_SIZE: the smallest window the game opens
MIN_COLOURS = 16            # a drawn frame has many; a blank or single-colour frame has 1-2


class CheckFailed(Exception):
    pass


def last_json_line(path):
    with open(path, encoding="utf-8") as handle:
        lines = [line for line in handle.read().splitlines() if line.strip()]
    if not lines:
        raise CheckFailed(f"{path}: no output")
    try:
        data = json.loads(lines[-1])
    except ValueError as exc:
        raise CheckFailed(f"{path}: last line is not JSON ({exc}): {lines[-1][:200]!r}") from None
    if not isinstance(data, dict):
        raise CheckFailed(f"{path}: last line is JSON but not an object")
    return data


def check_summary(path, games=1):
    data = last_json_line(path)
    if data.get("games") != games:
        raise CheckFailed(f"{path}: \"games\" is {data.get('games')!r}, expected {games}")
    for key in ("actions", "wins", "mean_coins", "map"):
        if key not in data:
            raise CheckFailed(f"{path}: the summary has no {key!r}")
    return f"summary ok: {data['games']} game(s) on {data['map']}, {data['actions']} actions"


def check_same_summary(frozen, source):
    a, b = last_json_line(frozen), last_json_line(source)
    a_rest = {k: v for k, v in a.items() if k not in TIMING_KEYS}
    b_rest = {k: v for k, v in b.items() if k not in TIMING_KEYS}
    if a_rest != b_rest:
        diff = sorted(k for k in set(a_rest) | set(b_rest) if a_rest.get(k) != b_rest.get(k))
        raise CheckFailed(f"frozen and source simulations differ in {', '.join(diff)}: {a_rest} vs {b_rest}")
    return "same result as `python main.py simulate` (timing aside)"


def check_png(path):
    if not os.path.isfile(path):
        raise CheckFailed(f"{path}: no screenshot was written")
    with open(path, "rb") as handle:
        if handle.read(8) != b"\x89PNG\r\n\x1a\n":
            raise CheckFailed(f"{path}: not a PNG file")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    image = pygame.image.load(path)
    w, h = image.get_size()
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise CheckFailed(f"{path}: {w}x{h} is smaller than the game's smallest window {MIN_SIZE}")
    colours = set()
    steps = 96
    for j in range(steps):
        for i in range(steps):
            colours.add(tuple(image.get_at((i * (w - 1) // (steps - 1), j * (h - 1) // (steps - 1))))[:3])
    if len(colours) < MIN_COLOURS:
        raise CheckFailed(f"{path}: looks blank ({len(colours)} colours in a {steps}x{steps} sample)")
    return f"screenshot ok: {w}x{h}, {len(colours)} colours in a {steps}x{steps} sample"


def main(argv):
    try:
        if len(argv) in (2, 3) and argv[0] == "summary":
            message = check_summary(argv[1], int(argv[2]) if len(argv) == 3 else 1)
        elif len(argv) == 3 and argv[0] == "same-summary":
            message = check_same_summary(argv[1], argv[2])
        elif len(argv) == 2 and argv[0] == "png":
            message = check_png(argv[1])
        else:
            print(__doc__.strip(), file=sys.stderr)
            return 2
    except CheckFailed as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(message)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
