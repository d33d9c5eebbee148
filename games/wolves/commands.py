"""The Wolves' part of the command line: `simulate --game wolves` (docs/FORMATS.md, "The Wolves").

    simulate --game wolves [--players N | --map ID_OR_PATH] [--games G] [--seed S] [--ai LEVELS] [--save-dir DIR]

plays G games of computer seats and returns the summary printed last: the keys every game's
simulation has, with `mean_vp` (each seat's mean score) in place of Small World's `mean_coins`,
plus `map`, `players`, `ai`, `unfinished` (games stopped at the round cap) and `mean_rounds`.

The rules have no turn limit: the moon calendar moves only when players howl, upgrade or
dominate, so a game of computer seats is stopped after ROUND_CAP rounds and counted as
unfinished (its seats' scores are what they would be if it ended there; it has no winner). The
cap is a harness's, not a rule.
"""

from __future__ import annotations

import os
from typing import Any

from kernel import simulation
from kernel.errors import DataError
from kernel.files import excerpt, writable_folder

from .model.board import SHIPPED_BOX, box_file, load_box, shipped_box
from .model.gamefile import SEED_MAX, SEED_MIN, game_document, map_file, parse_game_file

DEFAULT_PLAYERS = 3
ROUND_CAP = 60           # rounds a simulated game may last (about 60 turns a seat: the rules' own example)


def simulate_command(definition: Any, args: Any) -> dict[str, Any]:
    """`simulate` with its parsed options (game/cli.py); DataError naming the option at fault."""
    if getattr(args, "ruleset", None) not in (None, "classic"):
        raise DataError.single("--ruleset", "The Wolves has no rulesets; leave --ruleset out")
    simulation.check_runs(args.games, args.seed, SEED_MIN, SEED_MAX)
    box, map_ref = _choose_box(args)
    spec = [level.strip() for level in args.ai.split(",")]
    seats = _seats(args, box, spec)
    levels = simulation.seat_levels(definition, spec, seats)
    if args.save_dir:
        writable_folder(args.save_dir, "--save-dir")
    return simulate(definition, map_ref, levels, args.games, args.seed, args.save_dir)


def _choose_box(args: Any) -> tuple[Any, str]:
    """(box, how a game file names it): --map's box (an id of games/wolves/maps/, or a file's path,
    written absolute so the saved games find it from anywhere), else the shipped box."""
    if not args.map:
        return shipped_box(), SHIPPED_BOX
    path = map_file(args.map, os.getcwd())
    if not os.path.lexists(path):
        raise DataError.single("--map", f"no map {excerpt(args.map)} (looked for {excerpt(path, 200)})")
    box = load_box(path)
    shipped = box_file(args.map) != args.map      # an id of games/wolves/maps/
    return box, (args.map if shipped else os.path.abspath(path))


def _seats(args: Any, box: Any, spec: list[str]) -> int:
    """The seat count: --players, else one a level when --ai lists several, else DEFAULT_PLAYERS (or the
    fewest the map is laid out for)."""
    if args.players is not None:
        if not 2 <= args.players <= 5:
            raise DataError.single("--players", f"must be 2 to 5, not {args.players}")
        if args.players not in box.layouts:
            raise DataError.single("--players", f"the map is laid out for {', '.join(map(str, box.players))} "
                                                f"players, not {args.players}")
        return args.players
    if len(spec) > 1:
        seats = len(spec)
        if seats not in box.layouts:
            raise DataError.single("--ai", f"gives {seats} levels, one a seat, and the map is laid out for "
                                           f"{', '.join(map(str, box.players))} players")
        return seats
    return DEFAULT_PLAYERS if DEFAULT_PLAYERS in box.layouts else min(box.layouts)


def simulate(definition: Any, map_ref: str, levels: list[str], games: int, seed: int,
             save_dir: str | None = None) -> dict[str, Any]:
    """Play `games` games of computer seats of `levels` (one a seat) on the map `map_ref` names; the
    summary (module doc). Each game is read from its game file's document as `check` reads it, so a
    saved one replays to the same state."""
    seats = len(levels)
    tally = simulation.Tally(seats)
    rounds = 0
    for g in range(games):
        game_seed = seed + g
        document = {"format": definition.game_format, "version": definition.version, "map": map_ref,
                    "seed": game_seed, "players": simulation.computer_seats(levels)}
        setup, problems = parse_game_file(document, "--map", os.getcwd(), definition.ai_levels)
        errors = [p for p in problems if not p.warning]
        if errors or setup is None:
            raise DataError(errors)
        game = definition.new_game(setup)
        tally.play(definition, game, levels, game_seed, go_on=lambda game: game.round <= ROUND_CAP)
        rounds += game.round
        tally.count(game.winners if game.over else (), [game.score(s)["total"] for s in range(seats)],
                    finished=game.over)
        simulation.save_game(save_dir, game_seed, game_document(game.file_setup, [a.to_json() for a in game.actions]))
    return {
        **tally.summary(games),
        "map": map_ref,
        "players": seats,
        "ai": levels,
        "unfinished": tally.unfinished,
        "mean_rounds": round(rounds / games, 2),
    }
