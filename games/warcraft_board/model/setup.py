"""A new game from a complete setup (§3 and the scenarios' setups of §7).

The setup (model/gamefile.py) already holds every outcome drawn before play: the races of the seats
and the first player. Here the seats get their race, team, City, resources, levels and buildings;
every piece a race owns is made (up to its caps, in reserve) and the starting ones placed; the
scenario's tokens, neutrals, Necromancers, prisoners and Outposts are laid; the depletion the
scenario asks is put down; and each deck is shuffled (recorded) and 3 cards drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kernel.errors import DataError

from .state import NEUTRAL, Building, Game, Outpost, Seat
from .values import TRAINABLE, UNIT_KINDS, Values, shipped_values

RESOURCE_TYPES = ("goldmine", "forest")


def team_of(values: Values, scenario: str, race: str, seats: int) -> str | None:
    """Teams: the main game at 4 players (alliance, horde) and Nordrassil (allies, undead)."""
    if scenario == "nordrassil":
        return values.scenarios["nordrassil"]["teams"][race]
    if scenario == "main" and seats == 4:
        return values.teams[race]
    return None


def new_game(setup: Mapping[str, Any], board: Any, values: Values | None = None) -> Game:
    """The game of a complete setup on `board`, before any action."""
    values = values or shipped_values()
    scenario = setup["scenario"]
    races: list[str] = list(setup["races"])
    spec = values.scenarios[scenario]
    seats = [Seat(race=race, team=team_of(values, scenario, race, len(races))) for race in races]
    for index, player in enumerate(setup["players"]):
        seats[index].name = player.get("name", f"Seat {index + 1}")
        seats[index].kind = player.get("kind", "ai")
        seats[index].level = player.get("level")
    script = {key: setup.get(key) for key in ("dice", "income", "decks")}
    game = Game(values, board, scenario, seats, setup["seed"], script)
    game.options = {"turn_cap": (setup.get("options") or {}).get("turn_cap")}
    game.first_player = setup["first_player"]
    game.mover = game.first_player

    for index, seat in enumerate(seats):
        _make_pieces(game, index)
        if _has_city(scenario, seat.race):
            seat.city = board.city_for(seat.race, index)
            if seat.city is None:
                raise DataError.single("map", f"the map has no City for {seat.race} (seat {index})")
            seat.buildings = [Building("barracks", done=True, printed=True),
                              Building("workshop", done=True, printed=True)]
        if scenario == "nordrassil" and seat.race != "undead":
            seat.buildings = [Building("barracks", done=True, printed=True),
                              Building("workshop", done=True, printed=True)]
        seat.gold = spec.get("gold", values.start_gold)
        seat.wood = spec.get("wood", values.start_wood)
        if scenario == "necromancer_march" and seat.race == "undead":
            seat.gold = seat.wood = 0
        if spec.get("top_levels"):
            seat.levels = {kind: values.track(seat.race, kind).top for kind in UNIT_KINDS}

    _place_start(game)
    _scenario_setup(game, spec)
    for index, seat in enumerate(seats):
        seat.deck = game.outcomes.decks.shuffle(index, values.deck(seat.race))
        for _ in range(values.hand_size):
            game.draw_card(index)
    game.events = []
    return game


def _has_city(scenario: str, race: str) -> bool:
    if scenario == "necromancer_march":
        return race == "humans"
    if scenario == "nordrassil":
        return race == "undead"
    return True


def _make_pieces(game: Game, seat: int) -> None:
    """Every piece the seat's race owns, in reserve: its caps of each trainable kind."""
    for kind in TRAINABLE:
        for _ in range(game.values.caps[kind]):
            game.new_piece(seat, kind)


def _place(game: Game, seat: int, kind: str, space: str, count: int) -> None:
    """Put `count` pieces of `kind` from the seat's reserve on `space` (as many as are left)."""
    for piece in game.reserve(seat, kind)[:count]:
        piece.where, piece.space = "map", space


def _place_start(game: Game) -> None:
    """Main-game start (§3.3): 3 melee and 3 workers in each City (scenarios adjust below)."""
    scenario = game.scenario
    if scenario == "nordrassil":
        return
    for index, seat in enumerate(game.seats):
        if seat.city is None:
            continue
        for kind, count in game.values.start_city.items():
            _place(game, index, kind, seat.city, count)


def _label(game: Game, label: str) -> str:
    space = game.board.label_space(label)
    if space is None:
        raise DataError.single("map", f"the map has no space labelled {label} (the scenario needs it)")
    return space


def _adjacent_to_city(game: Game, space: str) -> bool:
    return any(game.board.spaces[n].type == "city" for n in game.board.neighbours(space))


def _scenario_setup(game: Game, spec: Mapping[str, Any]) -> None:
    board = game.board
    scenario = game.scenario
    if scenario == "elf_gate":
        for space in board.spaces.values():
            if space.type in RESOURCE_TYPES:
                if _adjacent_to_city(game, space.id):
                    game.never_deplete.add(space.id)
                else:
                    game.depletion[space.id] = "full"
        neutral = spec["neutral"]
        game.neutral = {"race": neutral["race"], "level": neutral["level"]}
        for label, units in neutral["units"].items():
            where = _label(game, label)
            for kind, count in units.items():
                for _ in range(count):
                    game.new_piece(NEUTRAL, kind, where, "map")
    elif scenario == "necromancer_march":
        humans = game.race_seat("humans")
        undead = game.race_seat("undead")
        city = game.seats[humans].city
        for space in board.neighbours(city):
            if board.spaces[space].type in RESOURCE_TYPES:
                game.never_deplete.add(space)
        for label in spec["sites"]:
            game.sites[label] = _label(game, label)
        for label in spec["necromancers"]:
            game.new_piece(undead, "necromancer", _label(game, label), "map")
        # The Undead start with nothing but the Necromancers: their units wait in reserve (free units).
        for piece in game.pieces.values():
            if piece.owner == undead and piece.kind == "worker":
                piece.where = "gone"
    elif scenario == "prisoners":
        for race, label in spec["prisoners"].items():
            seat = game.race_seat(race)
            game.new_piece(seat, "prisoner", _label(game, label), "map")
    elif scenario == "nordrassil":
        game.sites["nordrassil"] = _label(game, spec["tree"])
        for race, labels in spec["outposts"].items():
            seat = game.race_seat(race)
            for label in labels:
                space = _label(game, label)
                game.outposts[space] = Outpost(space, seat, done=True, city=(race != "undead"))
        for race, groups in spec["units"].items():
            seat = game.race_seat(race)
            for group in groups:
                at = group["at"]
                if at == "city":
                    space = game.seats[seat].city
                elif at in board.places:
                    space = board.places[at]
                else:
                    space = _label(game, at)
                for kind in UNIT_KINDS:
                    _place(game, seat, kind, space, group.get(kind, 0))
        # Nobody has workers in Nordrassil.
        for piece in game.pieces.values():
            if piece.kind == "worker":
                piece.where = "gone"
