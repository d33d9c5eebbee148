"""Frame times of the in-game conquest screen on the 5-player map in mid-game.

    python bench/frames.py [--frames 300] [--size 1600x1000] [--seed 7] [--map sundered-weald] [--computers]

Random computer play (on the model) fills the map until most land regions hold
tokens and the turn's player is in the middle of his conquests; then the real
PlayScene (conquest mode) is driven for N frames with a synthetic mouse moving
over the map (hover highlight, tooltip), each frame = handle + update + draw +
flip under SDL's dummy video driver. Prints one JSON line.

--computers: from the same position every seat is an easy computer player, and the
scene plays their turns at normal speed with the animations (tokens flying, banners
flipping, coins counting, the die), 60 frames a game second on a simulated clock
(the computers think on their thread, as in the window); "animating" is the share of
frames with an animation running.
"""

import argparse
import json
import math
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
from common import frame_stats  # noqa: E402


def frame_stats_fields(times):
    """frame_stats under this benchmark's keys (its JSON line has always named them so)."""
    p50, p95, most = frame_stats(times)
    return {"frame_ms_p50": p50, "frame_ms_p95": p95, "frame_ms_max": most}

from games.smallworld.ai.random_ai import RandomPlayer  # noqa: E402
from games.smallworld.model.board import load_map, map_path  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402


def mid_game(ruleset, board, seed, fill=0.7):
    """A game where most land regions hold tokens and the turn's player has begun conquering."""
    players = [{"name": f"Player {i + 1}", "kind": "human"} for i in range(board.players)]
    land = [r.index for r in board.regions if not r.water]
    for attempt in range(200):
        game = Game(ruleset, board, players, seed + attempt)
        bot = RandomPlayer(random.Random(seed + attempt))
        while not game.over and len(game.actions) < 5000:
            occupied = sum(1 for r in land if game.tokens[r] > 0) / len(land)
            if occupied >= fill and game.phase == "conquer" and not game.pending_retreats:
                tribe = game.players[game.seat].active
                camp = game.turn.campaigns.get(tribe) if tribe else None
                if camp is not None and camp.conquered and not camp.over and tribe.hand >= 2:
                    opts = conquest_options(game, tribe)
                    if sum(1 for o in opts.values() if o.kind) >= 3:
                        return game, occupied
            game.apply(bot.choose(game))
    raise SystemExit("no suitable mid-game position found")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--map", default="sundered-weald")
    parser.add_argument("--screenshot", help="save the last frame as a PNG")
    parser.add_argument("--computers", action="store_true",
                        help="computer turns at normal speed with animations instead of a player's conquests")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.lower().split("x"))

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)

    from game.app import App
    from games.smallworld.scenes.play import play_scene
    from games.smallworld.session import Session

    ruleset = load_ruleset(os.path.join(ROOT, "rules_data", "classic"))
    board = load_map(map_path(args.map, os.path.join(ROOT, "maps")))
    game, occupied = mid_game(ruleset, board, args.seed)
    if args.computers:
        for p in game.players:
            p.kind, p.level = "ai", "easy"
    session = Session(game, args.map, threaded=args.computers, speed="normal")
    app = App(screen, argparse.Namespace(frames=None, screenshot=None))
    scene = play_scene(app, session)
    app.switch(scene)
    if args.computers:
        return computer_frames(args, app, scene, session, (w, h), occupied)

    def frame(pos=None):
        if pos is not None:
            scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        scene.update(1 / 60)
        scene.draw(app.screen)
        pygame.display.flip()

    frame()
    # hot-seat: the "pass to" screen comes first
    centre = (w // 2, h // 2)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre))
    frame()
    mode = scene.mode_key[0] if scene.mode_key else None
    if mode != "conquer":
        raise SystemExit(f"expected the conquest screen, got {mode!r}")
    area = scene.layout.map

    def path(i):
        t = i / 60.0
        x = area.centerx + area.width * 0.45 * math.sin(t * 1.3)
        y = area.centery + area.height * 0.42 * math.sin(t * 1.9 + 0.7)
        return (int(x), int(y))

    for i in range(30):  # warm the caches (map layer, token pictures)
        frame(path(i))
    times = []
    for i in range(args.frames):
        t0 = time.perf_counter()
        frame(path(30 + i))
        times.append((time.perf_counter() - t0) * 1000.0)
    if args.screenshot:
        pygame.image.save(app.screen, args.screenshot)
    out = dict(frame_stats_fields(times), size=[w, h], frames=len(times), map=args.map, scene=mode,
               occupied=round(occupied, 2), actions=len(game.actions))
    print(json.dumps(out))
    pygame.quit()
    return 0


def computer_frames(args, app, scene, session, size, occupied):
    """Computer turns played by the scene at normal speed, animations and all; one JSON line."""
    now = [0.0]
    session._clock = lambda: now[0]      # the computers' pace in game time, like the animations
    session._ready_at = 0.0
    game = session.game
    start = len(game.actions)

    def frame():
        now[0] += 1 / 60
        scene.update(1 / 60)
        scene.draw(app.screen)
        pygame.display.flip()

    for _ in range(30):
        frame()
    times, animating = [], 0
    for _ in range(args.frames):
        if game.over:
            break
        t0 = time.perf_counter()
        frame()
        times.append((time.perf_counter() - t0) * 1000.0)
        animating += scene.anim.busy() or scene.coins.busy() or scene.die is not None
    if args.screenshot:
        pygame.image.save(app.screen, args.screenshot)
    out = dict(frame_stats_fields(times), size=list(size), frames=len(times), map=args.map, scene="computers",
               speed=session.speed, animating=round(animating / max(1, len(times)), 2),
               computer_actions=len(game.actions) - start, occupied=round(occupied, 2))
    print(json.dumps(out))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
