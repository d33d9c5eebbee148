"""Frame times of The Wolves' busiest play screen, under SDL's dummy video driver.

    python bench/wolves_frames.py [--frames 300] [--sizes 1920x1080,1024x640] [--seed 7]

The position: five packs in mid-game (random play on the engine from a `wolves-game` document of seed S
until a moon phase has been scored and the calendar is about half full), the seat to act a person in
the middle of a Move (one wolf chosen, the next one waiting for its destination: its reachable hexes
lit with their step counts), the last phase's scoring told over the map, and a wolf sliding along its
way (the last Move's animation, started again whenever it lands). The real WolvesPlayScene is driven
for N frames with a synthetic mouse moving over the map (hover outline, tooltips); each frame is
handle + update + draw + flip, timed by the wall clock and by the processor (steadier on a machine
other programs keep busy).

Prints ONE JSON line: per window size p50, p95 and max in ms (wall and cpu), the share of frames with
the overlay and the animation on screen; the position (round, calendar day, pieces on the map); the
goal (p95 <= 8 ms) and the command that produced it.
"""

import argparse
import json
import os
import random
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pygame  # noqa: E402
from common import mouse_at, timing_fields  # noqa: E402

from games.wolves.definition import WOLVES  # noqa: E402
from games.wolves.model import choices  # noqa: E402
from games.wolves.model.legal import sample_action  # noqa: E402

GOAL_P95_MS = 8.0


def mid_game(seed):
    """(game, setup, scoring events of the last phase scored, events of the last Move) of a 5-pack game
    in mid-game with the seat to act able to move two wolves."""
    for attempt in range(100):
        document = {"format": WOLVES.game_format, "version": WOLVES.version, "map": "standard",
                    "seed": seed + attempt,
                    "players": [{"name": f"Player {i + 1}", "kind": "human"} for i in range(5)]}
        setup, _problems = WOLVES.parse_setup(document, "bench")
        game = WOLVES.new_game(setup)
        rng = random.Random(seed + attempt)
        scored, last_move = [], None
        while not game.over and game.round < 40:
            events = game.apply(sample_action(game, rng))
            phase_events = [e for e in events if e["type"] == "region_scored"]
            if phase_events:
                scored = phase_events
            if any(e["type"] == "moved" for e in events):
                last_move = events
            seat = game.current
            if (scored and last_move and game.phase == "play" and game.actions_left == 2
                    and len(game.calendar) * 2 >= game.days
                    and len(choices.movable_wolves(game, seat)) >= 2):
                return game, setup, scored, last_move
    raise SystemExit("no suitable mid-game position found")


def measure(size, frames, seed):
    from game.app import App
    from game.game_session import GameSession
    from games.wolves.scenes.play import play_scene

    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    game, setup, scored, last_move = mid_game(seed)
    session = GameSession(WOLVES, setup, game=game, threaded=False, speed="normal")
    app = App(screen, argparse.Namespace(frames=None, screenshot=None, demo=False))
    scene = play_scene(app, session)
    app.switch(scene)
    scene.update(1 / 60)
    scene.draw(app.screen)
    seat = session.seat
    (kind, start), (kind2, start2) = choices.movable_wolves(game, seat)[:2]
    scene.start_plan("move")
    scene.plan.add_wolf(kind, start)
    end = next(iter(scene.move_ends()))
    scene.plan.place_active(end)
    scene.plan.add_wolf(kind2, start2)

    def keep_busy():
        if not scene.scoring.visible():
            for event in scored:
                scene.scoring.add(game, event, "normal")
        if not scene.motion.busy():
            scene.motion.follow(game.board, last_move)

    area = scene.ensure_layout(size).map

    def frame(i):
        keep_busy()
        pos = mouse_at(area, i)
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        scene.update(1 / 60)
        scene.draw(app.screen)
        pygame.display.flip()

    for i in range(30):             # warm the caches (the board's picture, pieces, the overlay's text)
        frame(i)
    wall, cpu, overlay, moving = [], [], 0, 0
    for i in range(frames):
        w0, c0 = time.perf_counter(), time.process_time()
        frame(30 + i)
        wall.append((time.perf_counter() - w0) * 1000.0)
        cpu.append((time.process_time() - c0) * 1000.0)
        overlay += scene.scoring.visible()
        moving += scene.motion.busy()
    lit = len(scene.board_overlay().marks.reachable)
    if scene.plan is None or scene.plan.active is None or not lit:
        raise SystemExit("the Move with its reachable hexes was not on screen")
    return {"size": list(size), "frames": frames, **timing_fields(wall, cpu, GOAL_P95_MS),
            "overlay_share": round(overlay / frames, 2), "animating_share": round(moving / frames, 2),
            "reachable_lit": lit}, {
            "round": game.round, "calendar_day": len(game.calendar), "actions": len(game.actions),
            "pieces": sum(len(c) for c in game.pieces.values()), "scored_regions": len(scored)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--sizes", default="1920x1080,1024x640")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    results, position = [], None
    for text in args.sizes.split(","):
        w, h = (int(v) for v in text.lower().split("x"))
        result, position = measure((w, h), args.frames, args.seed)
        results.append(result)
    print(json.dumps({"bench": "wolves_frames", "packs": 5, "position": position, "sizes": results,
                      "goal_p95_ms": GOAL_P95_MS, "driver": os.environ.get("SDL_VIDEODRIVER"),
                      "command": "python bench/wolves_frames.py " + " ".join(sys.argv[1:])}))
    pygame.quit()


if __name__ == "__main__":
    main()
