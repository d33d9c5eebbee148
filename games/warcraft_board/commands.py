"""Warcraft: The Board Game's part of the command line: `simulate --game warcraft_board`.

    simulate --game warcraft_board [--scenario NAME] [--players N | --map ID_OR_PATH] [--games G] [--seed S]
             [--ai LEVELS] [--save-dir DIR]

plays G games of computer seats and returns the summary printed last: the keys every game's
simulation has, with `mean_vp` (each seat's mean VP) in place of Small World's `mean_coins`, plus
`scenario`, `map`, `players`, `ai`, `unfinished` (games stopped at the turn cap, where the most VP
won, or nobody in a scenario without VP) and `mean_turns`. Each scenario's seat count is its rules'
(the main game: 2 or 4, default 2).
A simulated game has the app's turn cap option set to TURN_CAP game turns.
"""

from __future__ import annotations

import os
from typing import Any

from kernel import simulation
from kernel.errors import DataError, Problem
from kernel.files import excerpt, writable_folder

from .model.gamefile import SEED_MAX, SEED_MIN, parse_game_file
from .model.values import SCENARIOS, shipped_values

TURN_CAP = 30


def simulate_command(definition: Any, args: Any) -> dict[str, Any]:
    """`simulate` with its parsed options (game/cli.py); DataError naming the option at fault."""
    if getattr(args, "ruleset", None) not in (None, "classic"):
        raise DataError.single("--ruleset", "Warcraft: The Board Game has no rulesets; leave --ruleset out")
    scenario = getattr(args, "scenario", None) or "main"
    if scenario not in SCENARIOS:
        raise DataError.single("--scenario", f"unknown scenario {excerpt(scenario)}; use {', '.join(SCENARIOS)}")
    map_ref, map_seats = None, None
    if getattr(args, "map", None):
        scenario, map_ref, map_seats = _chosen_map(args.map, getattr(args, "scenario", None))
    simulation.check_runs(args.games, args.seed, SEED_MIN, SEED_MAX)
    counts = shipped_values().scenario_players(scenario)
    spec = [level.strip() for level in args.ai.split(",")]
    if map_seats is not None:
        seats = map_seats
    elif args.players is not None:
        if args.players not in counts:
            raise DataError.single("--players", f"the {scenario} scenario is for {' or '.join(map(str, counts))} "
                                                f"players, not {args.players}")
        seats = args.players
    elif len(spec) > 1:
        seats = len(spec)
        if seats not in counts:
            raise DataError.single("--ai", f"gives {seats} levels, one a seat, and the {scenario} scenario is for "
                                           f"{' or '.join(map(str, counts))} players")
    else:
        seats = counts[0]
    levels = simulation.seat_levels(definition, spec, seats)
    if args.save_dir:
        writable_folder(args.save_dir, "--save-dir")
    return simulate(definition, scenario, levels, args.games, args.seed, args.save_dir, map_ref)


def _chosen_map(ref: str, scenario: str | None) -> tuple[str, str, int]:
    """(scenario, map as the game files name it, seats) for --map: a shipped layout's id (its scenario and
    seats), or a map file's path (absolute in the saved games), played by --scenario (default main) for
    as many seats as its Cities in the main game, else the scenario's count."""
    from .model.board import KNOWN_LAYOUTS, MAP_LAYOUTS
    from .model.gamefile import load_board

    if ref in KNOWN_LAYOUTS:
        found = next(key for key, layout in MAP_LAYOUTS.items() if layout == ref)
        if scenario is not None and scenario != found[0]:
            raise DataError.single("--map", f"{ref} is the {found[0]} scenario's map, not {scenario}'s")
        return found[0], ref, found[1]
    if not os.path.lexists(ref):
        raise DataError.single("--map", f"no map {excerpt(ref)}")
    board = load_board(os.path.abspath(ref))
    scenario = scenario or "main"
    counts = shipped_values().scenario_players(scenario)
    seats = len(board.cities()) if scenario == "main" else counts[0]
    if seats not in counts:
        raise DataError.single("--map", f"the map has {seats} Cities; the {scenario} scenario is for "
                                        f"{' or '.join(map(str, counts))} players")
    return scenario, os.path.abspath(ref), seats


def simulate(definition: Any, scenario: str, levels: list[str], games: int, seed: int,
             save_dir: str | None = None, map_ref: str | None = None) -> dict[str, Any]:
    from .model.scoring import vp as seat_vp

    seats = len(levels)
    tally = simulation.Tally(seats)
    turns = 0
    map_id = None
    for g in range(games):
        game_seed = seed + g
        document = {"format": definition.game_format, "version": definition.version, "scenario": scenario,
                    "seed": game_seed, "options": {"turn_cap": TURN_CAP}, **({"map": map_ref} if map_ref else {}),
                    "players": simulation.computer_seats(levels)}
        where = "--map" if map_ref else "--scenario"
        setup, problems = parse_game_file(document, where, os.getcwd(), definition.ai_levels)
        errors = [p for p in problems if not p.warning]
        if errors or setup is None:
            raise DataError(errors)
        map_id = setup["map"]
        try:
            game = definition.new_game(setup)
        except DataError as exc:    # a map of its own that lacks what the scenario lays out (a City, a label)
            raise DataError([Problem(f"--map: {map_ref}" if map_ref else where, p.what) for p in exc.problems]) \
                from None
        tally.play(definition, game, levels, game_seed)
        turns += game.turn
        tally.count(game.winners, [seat_vp(game, s) for s in range(seats)], finished=game.end_reason != "turn_cap")
        simulation.save_game(save_dir, game_seed, definition.document(game))
    return {**tally.summary(games), "scenario": scenario, "map": map_id, "players": seats, "ai": levels,
            "unfinished": tally.unfinished, "mean_turns": round(turns / games, 2)}
