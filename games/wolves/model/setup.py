"""A game's setup (§3.1, §3.2): the setup mapping checked, then every automatic step done.

The setup mapping (what the game file gives, every random outcome already drawn):

    {"box": Box (board.shipped_box() when left out),
     "players": [{"name", "kind": "human"|"ai", "level"?}, ...],      2 to 5 seats
     "packs": [pack of each seat],                                    distinct terrains
     "layout": {slot: region board id},                               the region slots of the layout
     "scoring": {region board id: [token kinds, top first]},          §1.6 / §3.2.4
     "prey": {region board id: species},                              §1.7
     "first_player": seat,
     "virtual_pack": pack nobody plays (2 players only),
     "seed": int}

`check_setup` names every problem at its field; `lay_out` builds the Board and puts the tokens,
prey, scoring tokens, pack boards and (2 players) the virtual pack's pieces where the rules say.
The tile orientation and the start hexes are the players' choices: the "orient" and "start" phases.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from kernel.errors import DataError, Problem
from kernel.files import excerpt

from .board import Box, build_board, check_deal, shipped_box
from .ground import Ground
from .state import PackBoard
from .values import PHASES, PLAYER_COUNTS, SPECIES, TERRAINS, Values

PLAYER_KINDS = ("human", "ai")


def _stack_problem(stacks: list[tuple[str, ...]], wanted: list[tuple[str, ...]]) -> bool:
    return Counter(stacks) != Counter(wanted)


def check_setup(setup: Mapping[str, Any], values: Values) -> list[Problem]:
    """Every problem of a setup mapping, each at its field."""
    problems: list[Problem] = []

    def bad(field: str, what: str) -> None:
        problems.append(Problem(field, what))

    players = setup.get("players")
    if not isinstance(players, list) or len(players) not in PLAYER_COUNTS:
        bad("players", "must be a list of 2 to 5 players")
        return problems
    n = len(players)
    for i, player in enumerate(players):
        if not isinstance(player, Mapping) or not isinstance(player.get("name"), str):
            bad(f"players[{i}]", "must be {name, kind, level?}")
        elif player.get("kind", "human") not in PLAYER_KINDS:
            bad(f"players[{i}].kind", f"must be human or ai, not {excerpt(player.get('kind'))}")
    packs = setup.get("packs")
    if not isinstance(packs, list) or len(packs) != n:
        bad("packs", f"must give the pack of each of the {n} seats")
    else:
        for i, pack in enumerate(packs):
            if pack not in TERRAINS:
                bad(f"packs[{i}]", f"must be one of {', '.join(TERRAINS)}, not {excerpt(pack)}")
        if len(set(packs)) != len(packs):
            bad("packs", "two seats play the same pack")
    virtual = setup.get("virtual_pack")
    if n == 2:
        if virtual not in TERRAINS:
            bad("virtual_pack", f"a 2-player game needs a virtual pack, one of {', '.join(TERRAINS)}")
        elif isinstance(packs, list) and virtual in packs:
            bad("virtual_pack", "must be a pack nobody plays")
    elif virtual is not None:
        bad("virtual_pack", "only a 2-player game has a virtual pack")
    first = setup.get("first_player")
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
        bad("first_player", f"must be a seat from 0 to {n - 1}")
    box = setup.get("box") or shipped_box()
    if not isinstance(box, Box):
        bad("box", "must be a Box (board.load_box)")
        return problems
    layout = setup.get("layout")
    if not isinstance(layout, Mapping):
        bad("layout", "must map each region slot to a region board")
        return problems
    deal_problems = check_deal(box, n, dict(layout))
    if deal_problems:
        return problems + deal_problems
    boards = list(layout.values())
    scoring = setup.get("scoring")
    if not isinstance(scoring, Mapping) or set(scoring) != set(boards):
        bad("scoring", "must give the scoring tokens of each region board in play")
    elif any(not isinstance(s, (list, tuple)) or not s or any(t not in PHASES for t in s) for s in scoring.values()):
        bad("scoring", "each region's stack must be a list of new, quarter or full, top first")
    else:
        stacks = [tuple(scoring[b]) for b in boards]
        wanted = (list(values.two_player_stacks) if n == 2
                  else [(kind,) for kind in values.scoring_tokens(n)])
        if _stack_problem(stacks, wanted):
            bad("scoring", f"the scoring tokens of a {n}-player game are "
                           f"{', '.join('+'.join(s) for s in sorted(wanted))}")
    prey = setup.get("prey")
    if not isinstance(prey, Mapping) or set(prey) != set(boards):
        bad("prey", "must give the prey species of each region board in play")
    elif any(s not in SPECIES for s in prey.values()):
        bad("prey", f"a species is one of {', '.join(SPECIES)}")
    elif Counter(prey.values()) != Counter(values.prey[n]):
        bad("prey", f"the prey of a {n}-player game are {', '.join(sorted(values.prey[n]))}")
    return problems


def lay_out(game: Any, setup: Mapping[str, Any], values: Values) -> None:
    """Give `game` its state before the first choice: every automatic step of §3.1 / §3.2."""
    problems = check_setup(setup, values)
    if problems:
        raise DataError(problems)
    players = setup["players"]
    n = len(players)
    box = setup.get("box") or shipped_box()
    board = build_board(box, n, dict(setup["layout"]))
    ground = Ground(board)
    game.values = values
    game.box = box
    game.board = board
    game.ground = ground
    game.seed = setup.get("seed", 0)
    game.players = [{"name": p["name"], "kind": p.get("kind", "human"), "level": p.get("level")} for p in players]
    game.n = n
    game.packs = list(setup["packs"])
    game.seat_of = {pack: seat for seat, pack in enumerate(game.packs)}
    game.virtual = setup.get("virtual_pack") if n == 2 else None
    game.first_player = setup["first_player"]
    side = "2" if n == 2 else "3-5"
    game.boards = [PackBoard(pack, side) for pack in game.packs]
    game.supply = dict(values.supplies)
    calendar = values.calendar[n]
    game.days = calendar["days"]
    game.calendar_side = calendar["side"]
    game.phase_days = {phase: calendar[phase] for phase in PHASES}
    game.calendar = []
    game.scheduled = []
    game.scored = []
    # §3.1.2 / §3.2.2: a lone wolf on every lone-wolf hex; §3.1.3: the prey stacks
    game.lone_wolves = set(ground.lone_wolf_hexes)
    per_stack = 1 if n == 2 else values.prey_stack
    game.prey = {h: (setup["prey"][ground.board_of[h]],) * per_stack for h in ground.prey_hexes}
    # §3.1.5 / §3.2.4: the scoring tokens (stacks, top first) on the water
    game.scoring = {b: tuple(setup["scoring"][b]) for b in ground.regions}
    game.pieces = {}
    if game.virtual:
        # §3.2.5: the virtual pack's pieces on the NE hex of each water, by the stack there
        for b in ground.regions:
            kinds = values.virtual_pieces[game.scoring[b]]
            game.pieces[board.virtual_hex(b)] = tuple((game.virtual, kind) for kind in kinds)
    game.phase = "orient"
    game.order = [(game.first_player + k) % n for k in range(n)]      # orient in turn order
    game.step = 0
    game.current = game.order[0]
    game.round = 0
    game.actions_left = 0
    game.first_sides = {}             # seat -> side of the start board of its first start hex
    game.second_bonus_due = n == 2    # §3.2.8
    game.over = False
    game.winners = []
    game.final = None


def draft_order(n: int, first: int) -> list[int]:
    """The seats in the order they place their start wolves: §3.1.8 (clockwise from the first
    player, then counter-clockwise from the last) or §3.2.7 (first, second, second, first)."""
    if n == 2:
        second = 1 - first
        return [first, second, second, first]
    clockwise = [(first + k) % n for k in range(n)]
    return clockwise + clockwise[::-1]
