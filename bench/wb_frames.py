"""Frame times of Warcraft: The Board Game's play screen during a battle, under SDL's dummy video driver.

    python bench/wb_frames.py [--frames 300] [--sizes 1920x1080,1024x640] [--seed 11]

The position: the main game for two (Night Elves, a person, against computer Orcs) on its shipped map,
the Orcs' melee units standing beside the Night Elf City and the person's two melee units moved into
them, so a battle is fought there with the person's ranged units flanking from the City. The real
WarcraftPlayScene is driven at the slow speed (the battle told a step at a time: each roll held on
screen with its dice against the roller's S) with a synthetic mouse moving over the map (hover outline,
tooltips), the person answering each decision with the first legal choice. Only the frames with the
battle panel on screen are timed; when a battle ends, a new one is staged (not timed). A frame is
handle + update + draw + flip, timed by the wall clock and by the processor (steadier on a machine
other programs keep busy).

Prints ONE JSON line: per window size p50, p95 and max in ms (wall and cpu), the share of timed frames
showing dice, the battles staged; the goal (p95 <= 8 ms) and the command that produced it.
"""

import argparse
import json
import os
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

from games.warcraft_board.definition import WARCRAFT  # noqa: E402
from kernel import envelope  # noqa: E402

GOAL_P95_MS = 8.0
CLOCK = [0.0]       # the time the frames have shown: 1/60 s each, however fast they are drawn here
PERSON_CITY, ENEMY_FIELD = "c1", "cl4"     # on main_2p: the person's City and a Clear space beside it


def staged_battle(app, seed):
    """A play scene whose person has just ended a movement into the enemy's melee units."""
    from game.game_session import GameSession
    from games.warcraft_board.scenes.play import play_scene

    players = [{"name": "Ann", "kind": "human", "race": "night_elves"},
               {"name": "Bob", "kind": "ai", "race": "orcs", "level": "random"}]
    document = envelope.wrap(WARCRAFT.id, WARCRAFT.version,
                             {"scenario": "main", "seed": seed, "players": players, "first_player": 0})
    setup, problems = WARCRAFT.parse_setup(document, "bench")
    if setup is None:
        raise SystemExit(f"the staged game is refused: {problems}")
    session = GameSession(WARCRAFT, setup, threaded=False, speed="slow")
    session._clock = lambda: CLOCK[0]           # the computers' pauses in the frames' time, not the wall's
    scene = play_scene(app, session)
    app.switch(scene)
    game = session.game
    for piece in game.pieces.values():           # the enemy's melee waits beside the person's City
        if piece.owner == 1 and piece.kind == "melee" and piece.where == "map":
            piece.space = ENEMY_FIELD
    for piece in [p for p in game.pieces.values() if p.owner == 0 and p.kind == "ranged" and p.where == "reserve"][:2]:
        piece.where, piece.space = "map", PERSON_CITY
    game.seats[0].levels["ranged"] = 3          # Slow Poison: a phase named, a wave struck first
    for piece in [p for p in game.pieces.values() if p.owner == 0 and p.kind == "melee" and p.where == "map"][:2]:
        move = next(a for a in WARCRAFT.legal_actions(game)
                    if a.type == "move" and a.piece == piece.id and a.path[-1] == ENEMY_FIELD)
        session.submit(move)
    session.submit(next(a for a in WARCRAFT.legal_actions(game) if a.type == "end_step"))
    return session, scene


def answer(session, scene):
    """The person's next decision, the first legal choice that plays no card (cards: passed)."""
    if not scene.my_turn() or scene.show.blocking():
        return
    legal = WARCRAFT.legal_actions(session.game)
    if legal:
        session.submit(next((a for a in legal if a.type == "pass"), legal[0]))


def measure(size, frames, seed):
    from game.app import App

    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app = App(screen, argparse.Namespace(frames=None, screenshot=None, demo=False))
    wall, cpu, dice, battles, i = [], [], 0, 0, 0
    session = scene = None
    while len(wall) < frames:
        if scene is None or (session.game.battle is None and scene.show.state is None and i > 0):
            if battles > 40:
                raise SystemExit("no battle stayed on screen")
            session, scene = staged_battle(app, seed + battles)
            battles += 1
            area = scene.ensure_layout(size).map if hasattr(scene, "ensure_layout") else app.screen.get_rect()
            i = 0
        pos = mouse_at(area, i)
        shown = scene.show.state is not None
        w0, c0 = time.perf_counter(), time.process_time()
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        scene.update(1 / 60)
        scene.draw(app.screen)
        pygame.display.flip()
        CLOCK[0] += 1 / 60
        if shown and i >= 10:        # the first frames of a staged game warm its caches: not timed
            wall.append((time.perf_counter() - w0) * 1000.0)
            cpu.append((time.process_time() - c0) * 1000.0)
            dice += bool(scene.show.state and scene.show.state.get("rolls"))
        answer(session, scene)
        i += 1
    return {"size": list(size), "frames": frames, **timing_fields(wall, cpu, GOAL_P95_MS),
            "dice_share": round(dice / frames, 2), "battles_staged": battles}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--sizes", default="1920x1080,1024x640")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    results = []
    for text in args.sizes.split(","):
        width, height = (int(v) for v in text.lower().split("x"))
        results.append(measure((width, height), args.frames, args.seed))
    command = "python bench/wb_frames.py " + " ".join(sys.argv[1:])
    print(json.dumps({"bench": "wb_frames", "sizes": results, "goal_p95_ms": GOAL_P95_MS,
                      "driver": os.environ.get("SDL_VIDEODRIVER"), "command": command.strip()}))


if __name__ == "__main__":
    main()
