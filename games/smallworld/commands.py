"""Small World's part of the command line (docs/FORMATS.md §1): what `replay` prints, what `check`
says of a map or a ruleset folder, and `simulate`. game/cli.py, the command line of every game,
reaches these through Small World's game definition (games/smallworld/definition.py); they move
there with the rest of Small World.

Everything printed that comes from a file goes through `files.escape_text`: a terminal escape code
in a file is shown, never obeyed.
"""

import os
import time

from game import resources
from kernel import simulation
from kernel.files import escape_text, excerpt, writable_folder

from .model import (
    SEED_MAX,
    SEED_MIN,
    DataError,
    Game,
    IllegalAction,
    check_map,
    check_ruleset,
    describe,
    findable_by_id,
    load_map,
    load_ruleset,
    map_files,
    map_mismatch,
    map_path,
    ruleset_folder,
    save_game,
)

# -- replay ---------------------------------------------------------------------


def summary_text(game):
    """The text summary of `replay`: one line for the game, one per seat. Names come from files:
    each goes through escape_text (and the lines are made of them), so none can drive the terminal."""
    lines = [f"map {_shown(game.board.id)}, round {game.round} of {game.rounds}, "
             f"{len(game.actions)} actions, phase {game.phase}"]
    for seat, p in enumerate(game.players):
        races = []
        if p.active:
            races.append(f"{_shown(p.active.race.name)} + {_shown(p.active.power.name)} "
                         f"({len(p.active.regions)} regions, {p.active.hand} in hand)")
        for t in p.declined:
            races.append(f"declined {_shown(t.race.name)} ({len(t.regions)} regions)")
        marker = "*" if seat == game.current_player else " "
        lines.append(f"{marker} seat {seat} {_shown(p.name)}: {p.coins} coins; " + ("; ".join(races) or "no race"))
    if game.over:
        names = ", ".join(_shown(game.players[s].name) for s in game.winners)
        lines.append(f"game over: {names} won")
    return "\n".join(escape_text(line) for line in lines)


def _shown(name):
    return escape_text(name, 80)


# -- check ----------------------------------------------------------------------


def check_data(path, document):
    """`check` on a ruleset folder or a map file (`document`: the file's JSON, None for a folder)."""
    if os.path.isdir(path):
        return check_ruleset(path)[1]
    if isinstance(document, dict) and "$schema" in document and document.get("format") is None:
        return []  # the maps' JSON Schema, not a map
    return check_map(path)


# -- simulate ---------------------------------------------------------------------


def _choose_map(args, world=False):
    """The map of --map, else the first of --players players: a Warcraft world for a ruleset
    entering at entry regions (`world`), else a classic map."""
    maps = resources.map_folders()
    if args.map:
        path = map_path(args.map, maps)
        if not os.path.lexists(path):
            raise DataError.single("--map", f"no map {excerpt(args.map)} (looked for {path})")
        return load_map(path), (args.map if path != args.map else os.path.abspath(path))
    players = 3 if args.players is None else args.players
    if not 2 <= players <= 5:
        raise DataError.single("--players", f"must be 2 to 5, not {players}")
    board = first_map(players, world, maps)
    if board is None:
        raise DataError.single("--players", f"no map for {players} players in {', '.join(maps)}")
    return board, board.id


def first_map(players, world, folders=None):
    """The first map in `folders` (default: the shipped maps, then the player's) for `players`
    seats, a Warcraft world (`world`) or a classic map, as a Board; None when there is none.
    A map that cannot be read is passed over. simulate, the Small World definition's sample game
    and bench/common.py all choose their map with it."""
    for path in map_files(resources.map_folders() if folders is None else folders):
        try:
            board = load_map(path)
        except DataError:
            continue
        if board.players == players and board.is_world == world:   # a Warcraft world is no classic map
            return board
    return None


def _levels(spec, seats):
    from .ai import available_levels  # the computer players load only for simulate (~0.15 s)

    levels = [s.strip() for s in spec.split(",")]
    if len(levels) == 1:
        levels = levels * seats
    if len(levels) != seats:
        raise DataError.single("--ai", f"gives {len(levels)} levels for {seats} seats")
    for level in levels:
        if level not in available_levels():
            raise DataError.single("--ai", f"unknown level {excerpt(level)}; use {', '.join(available_levels())}")
    return levels


def simulate_command(args):
    """The `simulate` command of Small World with its parsed options: the summary (docs/FORMATS.md §5)."""
    if args.games < 1:
        raise DataError.single("--games", "must be at least 1")
    if args.games > SEED_MAX - SEED_MIN + 1:    # each game has a seed of its own: no --seed could start them
        raise DataError.single("--games", f"must be at most {SEED_MAX - SEED_MIN + 1} (one 64-bit seed a game)")
    last = SEED_MAX - (args.games - 1)     # game g plays seed S + g, and its game file records it
    if not SEED_MIN <= args.seed <= last:
        raise DataError.single("--seed", f"must be from {SEED_MIN} to {last} (a game file's seed fits in 64 bits"
                                         + (f"; the last of {args.games} games plays S + {args.games - 1})"
                                            if args.games > 1 else ")"))
    ruleset = load_ruleset(ruleset_folder(args.ruleset, resources.rules_dir()))
    board, map_ref = _choose_map(args, world=ruleset.entry == "entry_regions")
    mismatch = map_mismatch(ruleset, board)
    if mismatch:     # only --map can choose such a map (--players picks one the ruleset plays on)
        raise DataError.single("--map", mismatch)
    levels = _levels(args.ai, board.players)
    if args.save_dir and not findable_by_id(ruleset, resources.rules_dir()):    # its games could not be replayed
        where = os.path.join(resources.rules_dir(), ruleset.id)
        raise DataError.single("--save-dir", f"a game file names its ruleset by id, and finds \"{ruleset.id}\" only "
                                             f"as {where}: put the ruleset folder there to save games with it")
    if args.save_dir:
        writable_folder(args.save_dir, "--save-dir")
    return simulate(ruleset, board, map_ref, levels, args.games, args.seed, args.save_dir)


def simulate(ruleset, board, map_ref, levels, games, seed, save_dir=None):
    """Play whole games between computer seats; return the summary of docs/FORMATS.md §5."""
    from .ai import make_player

    seats = len(levels)
    wins = [0] * seats
    coins = [0] * seats
    cap_trips = [0] * seats
    decisions = []
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        players = [{"name": f"{level.capitalize()} {i + 1}", "kind": "ai", "level": level}
                   for i, level in enumerate(levels)]
        game = Game(ruleset, board, players, game_seed)
        bots = [make_player(level, game_seed * 7919 + i) for i, level in enumerate(levels)]
        timer = time.perf_counter
        while not game.over:
            seat = game.current_player
            t0 = timer()
            action = bots[seat].choose(game)
            decisions.append(timer() - t0)
            try:
                game.apply(action)
            except IllegalAction as exc:
                raise DataError.single(f"game {game_seed}, action {len(game.actions)} ({describe(action)})",
                                       f"the {levels[seat]} player chose an illegal action: {exc.reason}") from None
            actions += 1
        for s in game.winners:
            wins[s] += 1
        for s, p in enumerate(game.players):
            coins[s] += p.coins
            cap_trips[s] += getattr(bots[s], "cap_trips", 0)
        if save_dir:
            target = os.path.join(save_dir, f"game-{game_seed}.json")
            try:
                save_game(game, map_ref, target)
            except OSError as exc:     # a folder of that name, a full disk, a folder gone read-only
                raise DataError.single("--save-dir", f"cannot write {target}: {exc.strerror or exc}") from None
    summary = simulation.summary(games, time.perf_counter() - start, actions, wins, "mean_coins", coins, decisions)
    return {
        **summary,
        "map": board.id,
        "ai": levels,
        "cap_trips": cap_trips,
    }
