"""The state of a game of Warcraft: The Board Game, and the helpers every rules module shares.

`Game` holds everything: the board, the seats (race, team, resources, levels, cards, buildings),
every piece (by a stable id), the Outposts, the depletion of Mines and Forests, the scenario's
tokens, the clock (game turn, step, the seat taking the step), the battle in progress (the battle
module's object), the card window open now, the actions taken and the random outcomes drawn.

The helpers at the bottom (`strength`, `abilities`, `units_in`, `friendly`, `hostile`, `draw_card`,
`roll_dice`, `remove_unit`, `reserve`, `pay_cost`, ...) are the names the step rules and the battle
module call; they never decide a rule question of their own beyond what their doc says.

Seats: 0.. in the game file's `players` order. The neutral Night Elves of the Elf Gate are owned by
NEUTRAL (-1), hostile to everyone, at the scenario's level (docs/WARCRAFT_RULES.md, E-decisions).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kernel.copying import clone_attributes
from kernel.errors import DataError
from kernel.outcomes import Outcomes

from .values import UNIT_KINDS, Values

NEUTRAL = -1                    # the owner of the Elf Gate's neutral Night Elves
STEPS = ("move", "harvest", "deploy", "spend")
WHERE = ("map", "training", "reserve", "respawn", "gone")   # "respawn": a Nordrassil Undead awaiting its space


# Bumped whenever any piece changes where it stands (or whose, or what it is): the index of pieces by
# space (Game.map_index) is rebuilt only after such a change. Rules ask "who is in this space?" thousands
# of times a turn between two moves (every candidate path): one scan serves them all.
PIECE_CHANGES = [0]
_PLACING = frozenset(("space", "where", "owner", "kind"))


def _copy_of_atoms(obj: Any, memo: dict) -> Any:
    """A deep copy of a piece of the state whose fields are all numbers, text or None (a piece, a
    building, an Outpost): a shallow one, made without Piece.__setattr__ (a copy moves nothing).
    The players' searches copy whole games, so this is spelt out rather than left to copy.deepcopy."""
    new = object.__new__(obj.__class__)
    new.__dict__.update(obj.__dict__)
    memo[id(obj)] = new
    return new


@dataclass
class Piece:
    """One piece. `kind`: melee | ranged | flying | worker | necromancer | prisoner. `where`: "map"
    (then `space` is its space), "training" (in a building: the building's `training` names it),
    "reserve", "respawn" (a killed Nordrassil Undead whose space the Undead still choose) or "gone"
    (out of play for good: a dead Necromancer, a killed neutral, an eliminated player's piece).
    A prisoner's `owner` is the seat of its race; it is never a unit."""

    id: int
    owner: int
    kind: str
    space: str | None = None
    where: str = "reserve"

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _PLACING:
            PIECE_CHANGES[0] += 1
        object.__setattr__(self, name, value)

    def __deepcopy__(self, memo: dict) -> Piece:
        return _copy_of_atoms(self, memo)


@dataclass
class Building:
    """A building of a seat: index 0 the City card's printed Barracks, 1 its Workshop, then tiles.
    `done`: completed (the printed ones always). `training`: the piece id in it, or None.
    `by_card`: started by `call_to_build` (completes without a worker). `worker`: the piece id of the
    worker building it while unfinished."""

    kind: str
    done: bool = False
    printed: bool = False
    training: int | None = None
    by_card: bool = False
    worker: int | None = None

    def __deepcopy__(self, memo: dict) -> Building:
        return _copy_of_atoms(self, memo)


@dataclass
class Outpost:
    """An Outpost on `space`: finished (`done`) or under construction with its `worker` (piece id) on it.
    `city`: a Nordrassil allied Outpost, its owner's City for every rule, never removed as an Outpost."""

    space: str
    owner: int
    done: bool = False
    worker: int | None = None
    city: bool = False

    def __deepcopy__(self, memo: dict) -> Outpost:
        return _copy_of_atoms(self, memo)


@dataclass
class Seat:
    """A player: his race, team, resources, upgrade levels, cards, buildings and City.
    `deck[0]` is the top card. `vp_cards`: victory_point cards played (laid face up).
    `set_aside`: Nordrassil's Night Elf cards set aside face down, unused."""

    race: str
    team: str | None = None
    gold: int = 0
    wood: int = 0
    levels: dict[str, int] = field(default_factory=lambda: {kind: 1 for kind in UNIT_KINDS})
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    vp_cards: int = 0
    buildings: list[Building] = field(default_factory=list)
    city: str | None = None
    sacked: bool = False
    eliminated: bool = False
    set_aside: list[str] = field(default_factory=list)
    name: str = ""
    kind: str = "ai"
    level: str | None = None

    def __deepcopy__(self, memo: dict) -> Seat:
        return clone_attributes(self, memo)


@dataclass
class Window:
    """A card window outside battle (C34): `kind` (move_start: the mover's speed; cripple: a hostile
    seat's cripple; move_end: town_portal / call_to_arms clockwise from the mover; harvest_start:
    rejuvenation; spend_start: supplies), `queue` the seats still to be asked in order, the first of
    them (`seat`) asked now."""

    kind: str
    queue: list[int]

    @property
    def seat(self) -> int:
        return self.queue[0]


def deck_order_problem(order: Sequence[str], cards: Sequence[str]) -> str | None:
    """Why `order` is not an order of `cards` (None when it is): a card it holds too often, or one it lacks."""
    have, need = Counter(order), Counter(cards)
    for card, count in have.items():
        if count > need[card]:
            return (f"holds {card} {count} times; the deck shuffled holds it {need[card]} times" if need[card]
                    else f"holds {card}, a card not in the deck shuffled")
    for card, count in need.items():
        if have[card] < count:
            return f"lacks {card}: the deck shuffled holds it {count} times, the order {have[card]}"
    return None


class DeckOutcomes:
    """Every deck shuffle, per seat: the game file's `decks` {"seat": [order, order, ...]}, each order
    the whole deck after one shuffle, top first. A scripted order is used first (it must hold exactly
    the cards shuffled), then the seed's."""

    def __init__(self, rng: random.Random, script: dict[str, list[list[str]]] | None = None) -> None:
        self.rng = rng
        self.script: dict[str, list[list[str]]] = {k: [list(o) for o in v] for k, v in (script or {}).items()}
        self.log: dict[str, list[list[str]]] = {}

    def __deepcopy__(self, memo: dict) -> DeckOutcomes:
        return clone_attributes(self, memo)

    def shuffle(self, seat: int, cards: Iterable[str]) -> list[str]:
        key = str(seat)
        items = list(cards)
        done = self.log.setdefault(key, [])
        queued = self.script.get(key)
        if queued:
            order = queued.pop(0)
            if Counter(order) != Counter(items):
                raise DataError.single(f"decks.{key}[{len(done)}]",
                                       f"the recorded order decks.{key}[{len(done)}] "
                                       f"{deck_order_problem(order, items)}")
        else:
            order = items[:]
            self.rng.shuffle(order)
        done.append(list(order))
        return list(order)

    def recorded(self) -> dict[str, list[list[str]]]:
        out: dict[str, list[list[str]]] = {}
        for key in sorted(set(self.log) | set(self.script), key=int):
            orders = [list(o) for o in self.log.get(key, [])] + [list(o) for o in self.script.get(key, [])]
            if orders:
                out[key] = orders
        return out


class GameOutcomes:
    """The game's recorded random outcomes: `dice` (combat and Curse dice), `income` (the income die),
    `decks` (shuffles). One generator draws them all, in the order the rules ask."""

    def __init__(self, rng: random.Random, dice: Any = None, income: Any = None, decks: Any = None) -> None:
        self.dice = Outcomes("dice", rng, dice)
        self.income = Outcomes("income", rng, income)
        self.decks = DeckOutcomes(rng, decks)

    def __deepcopy__(self, memo: dict) -> GameOutcomes:
        return clone_attributes(self, memo)


class Game:
    """A game of Warcraft: The Board Game (module doc). setup.py makes one; game.py plays it."""

    def __init__(self, values: Values, board: Any, scenario: str, seats: list[Seat], seed: int,
                 script: dict[str, Any] | None = None) -> None:
        script = script or {}
        self.values = values
        self.board = board
        self.scenario = scenario
        self.seats = seats
        self.seed = seed
        self.rng = random.Random(seed)
        self.outcomes = GameOutcomes(self.rng, script.get("dice"), script.get("income"), script.get("decks"))
        self.pieces: dict[int, Piece] = {}
        self.outposts: dict[str, Outpost] = {}
        self.depletion: dict[str, str] = {}          # space -> "partial" | "full" (a sacked City: "partial")
        self.never_deplete: set[str] = set()          # scenario: Mines/Forests next to a City
        self.sites: dict[str, str] = {}               # scenario tokens standing: label -> space id
        self.neutral: dict[str, Any] | None = None    # Elf Gate: {"race": "night_elves", "level": 2}
        self.turn = 1
        self.first_player = 0
        self.step = "move"
        self.mover = 0
        self.stage = "start"          # within a step: start | free | end_window | battles | done (game.py)
        self.window: Window | None = None
        self.battle: Any = None       # the battle module's object while a battle is fought
        self.pending_battles: list[str] | None = None   # battle spaces still to fight this Move step
        # this step's bookkeeping (game.py empties it when a seat's step begins)
        self.moved: set[int] = set()          # pieces that moved this step
        self.entered: set[str] = set()        # spaces the mover's pieces entered this step
        self.speed: set[int] = set()          # pieces given `speed` this step
        self.armed: set[int] = set()          # `call_to_arms` workers: melee units until the Move step ends
        self.harvested: set[str] = set()      # spaces the harvester has rolled for this step
        self.spent: str | None = None         # the Spend option chosen this step (train/build/upgrade)
        self.played: set[str] = set()         # cards played this step (speed, supplies...)
        self.step_state: dict[str, Any] = {}  # anything else a rules module keeps for the step
        # this game turn's bookkeeping (emptied when a game turn begins)
        self.cripples: dict[int, int] = {}    # piece id -> cripples on it this game turn
        self.turn_state: dict[str, Any] = {}
        self.window_plan: list[tuple[str, int]] = []   # card windows still to open in this stage
        self.asks: list[dict[str, int]] = []  # open partner requests (C13): {"from", "to", "gold", "wood"}
        self.respawns: list[int] = []         # Nordrassil Undead awaiting their space (ties: Undead choose)
        self.respawn_from: dict[int, str] = {}  # ... and the space each died on
        self.actions: list[Any] = []
        self.random_floor = 0      # actions an undo may not go below: the last one that rolled or drew
        self.cards_drawn = 0       # every card drawn so far (a hidden outcome: no undo past it)
        self.winners: list[int] = []
        self.over = False
        self.draw = False
        self.end_reason: str | None = None      # why the game ended (game_over event's `why`)
        self.options: dict[str, Any] = {"turn_cap": None}
        self.file_setup: dict[str, Any] = {}
        self.events: list[dict[str, Any]] = []   # events of the action being applied (game.py collects them)

    def __deepcopy__(self, memo: dict) -> Game:
        for action in self.actions:        # frozen: a copy shares them
            memo[id(action)] = action
        memo[id(self.values)] = self.values     # read-only data: shared, not copied
        memo[id(self.board)] = self.board
        return clone_attributes(self, memo)

    def begin_step_bookkeeping(self) -> None:
        """Empty what a seat's step remembers (at the start of each seat's step)."""
        self.moved, self.entered, self.speed, self.armed = set(), set(), set(), set()
        self.harvested, self.spent, self.played, self.step_state = set(), None, set(), {}

    def begin_turn_bookkeeping(self) -> None:
        self.cripples, self.turn_state = {}, {}

    # game.py sets it when imported: who acts is the turn's rule, not the state's
    decider: Any = None

    def seat_to_act(self) -> int | None:
        """The seat whose action is awaited now (game.py decides), None once over."""
        return type(self).decider(self)

    # -- seats and teams -------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    def race_seat(self, race: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.race == race:
                return index
        return None

    def alive(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and not self.seats[seat].eliminated

    def order_from(self, start: int) -> list[int]:
        """Seats not eliminated, clockwise (seat order) from `start`."""
        n = len(self.seats)
        return [(start + i) % n for i in range(n) if self.alive((start + i) % n)]

    def friendly(self, a: int, b: int) -> bool:
        """Same seat, or team partners. The neutrals are friendly only to themselves."""
        if a == b:
            return True
        if a == NEUTRAL or b == NEUTRAL:
            return False
        team_a, team_b = self.seats[a].team, self.seats[b].team
        return team_a is not None and team_a == team_b

    def hostile(self, a: int, b: int) -> bool:
        return not self.friendly(a, b)

    def partners(self, seat: int) -> list[int]:
        """The seat's team partners (not itself), eliminated ones included."""
        if seat == NEUTRAL:
            return []
        return [s for s in range(len(self.seats)) if s != seat and self.friendly(seat, s)]

    def team_of(self, seat: int) -> list[int]:
        return [seat, *self.partners(seat)]

    # -- levels ----------------------------------------------------------------------------

    def race_of(self, seat: int) -> str:
        if seat == NEUTRAL:
            return self.neutral["race"] if self.neutral else "night_elves"
        return self.seats[seat].race

    def level(self, seat: int, kind: str) -> int:
        if seat == NEUTRAL:
            return int(self.neutral["level"]) if self.neutral else 1
        return self.seats[seat].levels[kind]

    def strength(self, seat: int, kind: str) -> int:
        """S of the top token of that type (`call_to_arms` workers, kind "worker": melee)."""
        kind = "melee" if kind == "worker" else kind
        return self.values.track(self.race_of(seat), kind).strength_at(self.level(seat, kind))

    def abilities(self, seat: int, kind: str) -> frozenset[str]:
        """Abilities of that type at its level (workers under `call_to_arms`: melee's)."""
        if seat == NEUTRAL:
            return frozenset()          # §7: the Elf Gate's neutrals have no ability, whatever their level
        kind = "melee" if kind == "worker" else kind
        return self.values.track(self.race_of(seat), kind).abilities_at(self.level(seat, kind))

    def at_top(self, seat: int, kind: str) -> bool:
        return self.level(seat, kind) >= self.values.track(self.race_of(seat), kind).top

    # -- pieces ----------------------------------------------------------------------------

    def new_piece(self, owner: int, kind: str, space: str | None = None, where: str = "reserve") -> Piece:
        piece = Piece(id=len(self.pieces), owner=owner, kind=kind, space=space, where=where)
        self.pieces[piece.id] = piece
        return piece

    def unit_kind(self, piece: Piece) -> str | None:
        """The unit type a piece fights as: its kind for units, melee for `call_to_arms` workers, else None."""
        if piece.kind in UNIT_KINDS:
            return piece.kind
        if piece.kind == "worker" and piece.id in self.armed:
            return "melee"
        return None

    def is_unit(self, piece: Piece) -> bool:
        """unit_kind(piece) is not None, asked so often that it is spelt out."""
        kind = piece.kind
        return kind in UNIT_KINDS or (kind == "worker" and piece.id in self.armed)

    def map_index(self) -> dict[str, list[Piece]]:
        """{space: the pieces on the map there, in the order of `pieces`}, rebuilt only when a piece has
        changed place since it was made (PIECE_CHANGES) or the pieces are others or more. The cache holds
        the pieces it was made from, so a deep copy of the game copies it along with them."""
        pieces = self.pieces
        cached = self.__dict__.get("_map_index")
        if cached is not None and cached[0] == PIECE_CHANGES[0] and cached[1] is pieces and cached[2] == len(pieces):
            return cached[3]            # asked many times an action: the check is kept to a few lookups
        index: dict[str, list[Piece]] = {}
        for piece in pieces.values():
            if piece.where == "map" and piece.space is not None:
                index.setdefault(piece.space, []).append(piece)
        self._map_index = (PIECE_CHANGES[0], pieces, len(pieces), index)
        return index

    def step_piece(self, piece: Piece, space: str) -> None:
        """A piece on the map steps to `space` (a move): an up-to-date map index is mended in place
        rather than made again, since a Move step asks between its moves, one piece at a time."""
        pieces, count, stamp = self.pieces, len(self.pieces), PIECE_CHANGES[0]
        cached = self.__dict__.get("_map_index")
        fresh = cached is not None and cached[0] == stamp and cached[1] is pieces and cached[2] == count
        placed = self.__dict__.get("_by_place")
        if placed is not None and placed[0] == stamp and placed[1] is pieces and placed[2] == count:
            # a step changes no piece's (owner, kind, where): the table is still good after it
            self._by_place = (stamp + 1, *placed[1:])
        was = piece.space
        piece.space = space
        if not fresh or piece.where != "map" or was is None:
            return
        index = cached[3]
        left = [other for other in index[was] if other is not piece]
        if left:
            index[was] = left
        else:
            del index[was]
        here = index.setdefault(space, [])
        at = next((i for i, other in enumerate(here) if other.id > piece.id), len(here))
        here.insert(at, piece)                      # the index keeps each space's pieces by id
        self._map_index = (PIECE_CHANGES[0], pieces, len(pieces), index)

    def unit_owners(self) -> dict[str, frozenset[int]]:
        """{space: the seats (neutrals too) with a unit there} for the spaces holding units, kept like
        the map index and also remade when a `call_to_arms` arms workers (asked for every space's
        battle, cleanup and pinned check)."""
        index = self.map_index()
        stamp = self._map_index[0]          # mended in place by step_piece: the stamp, not the dict, tells
        armed = self.armed
        cached = self.__dict__.get("_unit_owners")
        if cached is not None and cached[0] == stamp and cached[1] is armed and cached[2] == len(armed):
            return cached[3]
        owners: dict[str, frozenset[int]] = {}
        for space, here in index.items():
            found = frozenset(piece.owner for piece in here if self.is_unit(piece))
            if found:
                owners[space] = found
        self._unit_owners = (stamp, armed, len(armed), owners)
        return owners

    def pieces_placed(self, seat: int, kind: str, where: str) -> list[Piece]:
        """The seat's pieces of `kind` whose `where` is that, by id (a list of its own); the table of
        them is kept like the map index (asked for each Spend option and cap)."""
        pieces = self.pieces
        cached = self.__dict__.get("_by_place")
        if cached is None or cached[0] != PIECE_CHANGES[0] or cached[1] is not pieces or cached[2] != len(pieces):
            by_place: dict[tuple[int, str, str], list[Piece]] = {}
            for piece in pieces.values():
                by_place.setdefault((piece.owner, piece.kind, piece.where), []).append(piece)
            self._by_place = cached = (PIECE_CHANGES[0], pieces, len(pieces), by_place)
        return list(cached[3].get((seat, kind, where), ()))

    def pieces_in(self, space: str, seat: int | None = None) -> list[Piece]:
        """Every piece on the map in `space` (of `seat` when given), by id."""
        here = self.map_index().get(space, ())
        return [p for p in here if seat is None or p.owner == seat]

    def units_in(self, space: str, seat: int | None = None) -> list[Piece]:
        """Units (not workers, `call_to_arms` workers included) on the map in `space`."""
        return [p for p in self.pieces_in(space, seat) if self.is_unit(p)]

    def workers_in(self, space: str, seat: int | None = None) -> list[Piece]:
        """Workers (not under `call_to_arms`) on the map in `space`."""
        return [p for p in self.pieces_in(space, seat) if p.kind == "worker" and p.id not in self.armed]

    def friendly_units(self, space: str, seat: int) -> int:
        """Units in `space` friendly to `seat` (the stack limit's count)."""
        return sum(1 for p in self.units_in(space) if self.friendly(p.owner, seat))

    def friendly_workers(self, space: str, seat: int) -> int:
        return sum(1 for p in self.workers_in(space) if self.friendly(p.owner, seat))

    def hostile_units(self, space: str, seat: int) -> list[Piece]:
        return [p for p in self.units_in(space) if self.hostile(p.owner, seat)]

    def reserve(self, seat: int, kind: str) -> list[Piece]:
        """The seat's pieces of `kind` in reserve (neither on the map nor in training), by id."""
        return self.pieces_placed(seat, kind, "reserve")

    def remove_unit(self, piece_id: int) -> None:
        """A unit killed (or a piece removed): to its owner's reserve. A neutral is gone for good; a
        Nordrassil Undead unit respawns (respawn_undead) instead of resting in reserve."""
        piece = self.pieces[piece_id]
        died_at = piece.space
        self.armed.discard(piece_id)
        piece.space = None
        if piece.owner == NEUTRAL:
            piece.where = "gone"
            return
        piece.where = "reserve"
        if self.scenario == "nordrassil" and piece.kind in UNIT_KINDS \
                and self.seats[piece.owner].race == "undead" and died_at is not None:
            # barred: the battle space where it died (a unit killed on a flank may return to that flank)
            barred = getattr(self.battle, "space", None) or died_at
            self.respawn_undead(piece, barred)

    def respawn_undead(self, piece: Piece, died_at: str) -> None:
        """Nordrassil: a killed Undead unit goes to the nearest space by plain steps (from `died_at`, the
        battle space) holding an Undead Outpost or the Undead City, never that battle space; on a tie the
        Undead choose (a `respawn` decision); with no such space it leaves play."""
        options = self.respawn_options(piece, died_at)
        if not options:
            piece.where = "gone"
        elif len(options) == 1:
            piece.where, piece.space = "map", options[0]
        else:
            piece.where = "respawn"
            piece.space = None
            self.respawn_from[piece.id] = died_at
            self.respawns.append(piece.id)

    def respawn_options(self, piece: Piece, died_at: str) -> list[str]:
        """The nearest eligible respawn spaces of a killed Nordrassil Undead unit (file order)."""
        owner = piece.owner
        targets = [space for space, outpost in self.outposts.items() if outpost.owner == owner]
        city = self.seats[owner].city
        if city is not None and not self.seats[owner].eliminated:
            targets.append(city)
        targets = [t for t in dict.fromkeys(targets) if t != died_at]
        if not targets:
            return []
        steps = {t: self.board.steps(died_at, t) for t in targets}
        nearest = min(steps.values())
        order = list(self.board.spaces)
        return sorted((t for t in targets if steps[t] == nearest), key=order.index)

    # -- cards -----------------------------------------------------------------------------

    def draw_card(self, seat: int) -> str | None:
        """The top card of the seat's deck into his hand. An empty deck first shuffles the discard pile
        into a new deck (recorded, C32); with both empty nothing is drawn. Nordrassil's Night Elf deck
        is never reshuffled, and a draw that empties it wins the game for the allies (the hook below)."""
        if seat == NEUTRAL or not self.alive(seat):
            return None
        player = self.seats[seat]
        nordrassil_elves = self.scenario == "nordrassil" and player.race == "night_elves"
        if not player.deck and player.discard and not nordrassil_elves:
            player.deck = self.outcomes.decks.shuffle(seat, player.discard)
            player.discard = []
            self.events.append({"type": "reshuffle", "player": seat, "cards": len(player.deck)})
        if not player.deck:
            return None
        card = player.deck.pop(0)
        player.hand.append(card)
        self.cards_drawn += 1
        if nordrassil_elves and not player.deck:
            self.nordrassil_deck_emptied()
        return card

    def nordrassil_deck_emptied(self) -> None:
        """Nordrassil: any draw that empties the Night Elf deck wins the game for the allies at once."""
        if self.over:
            return
        allies = [s for s in range(len(self.seats)) if self.seats[s].race != "undead"]
        self.finish(allies, "night_elf_deck")

    def discard_card(self, seat: int, card: str) -> None:
        """A played card (its effect over) from the hand to the discard pile."""
        player = self.seats[seat]
        player.hand.remove(card)
        player.discard.append(card)

    # -- dice ------------------------------------------------------------------------------

    def roll_dice(self, n: int) -> list[int]:
        """`n` combat (or Curse) dice, recorded in `dice`."""
        return [self.outcomes.dice.roll(self.values.combat_die) for _ in range(n)]

    def roll_income(self) -> int:
        """One roll of the income die, recorded in `income`."""
        return self.outcomes.income.roll(self.values.income_die)

    # -- resources -------------------------------------------------------------------------

    def can_afford(self, seat: int, cost: dict[str, int], times: int = 1) -> bool:
        player = self.seats[seat]
        return player.gold >= cost.get("gold", 0) * times and player.wood >= cost.get("wood", 0) * times

    def pay_cost(self, seat: int, cost: dict[str, int]) -> dict[str, int]:
        """Pay `cost` ({gold, wood}); of a resource the seat lacks it pays all it has (never below 0).
        Returns what was paid. Callers that need the full price check `can_afford` first."""
        player = self.seats[seat]
        gold = min(player.gold, cost.get("gold", 0))
        wood = min(player.wood, cost.get("wood", 0))
        player.gold -= gold
        player.wood -= wood
        return {"gold": gold, "wood": wood}

    # -- buildings, Outposts, caps ---------------------------------------------------------

    def completed(self, seat: int, kind: str) -> int:
        """Completed buildings of `kind` (the printed Barracks counts)."""
        return sum(1 for b in self.seats[seat].buildings if b.kind == kind and b.done)

    def tiles_left(self, seat: int, kind: str) -> int:
        """Building tiles of `kind` still in the seat's reserve."""
        used = sum(1 for b in self.seats[seat].buildings if b.kind == kind and not b.printed)
        return self.values.building_tiles.get(kind, 0) - used

    def outposts_of(self, seat: int) -> list[Outpost]:
        return [o for o in self.outposts.values() if o.owner == seat]

    def outposts_left(self, seat: int) -> int:
        return self.values.outposts - sum(1 for o in self.outposts_of(seat) if not o.city)

    def in_play(self, seat: int, kind: str) -> int:
        """Pieces of `kind` on the map or in training (the cap's count)."""
        return len(self.pieces_placed(seat, kind, "map")) + len(self.pieces_placed(seat, kind, "training"))

    def city_spaces(self, seat: int) -> list[str]:
        """The spaces that are the seat's City for every rule: its City, and in Nordrassil an allied
        player's Outpost (which stands for his City)."""
        player = self.seats[seat]
        spaces = [player.city] if player.city else []
        spaces += [o.space for o in self.outposts_of(seat) if o.city and o.space not in spaces]
        return spaces

    def remove_outpost(self, space: str) -> None:
        """An Outpost removed (C6): its marker back to reserve, the 2 + 2 lost; a Nordrassil City-Outpost
        is never removed this way."""
        outpost = self.outposts.get(space)
        if outpost is None or outpost.city:
            return
        del self.outposts[space]
        self.events.append({"type": "outpost_lost", "player": outpost.owner, "space": space})

    # -- the end ---------------------------------------------------------------------------

    def finish(self, winners: Iterable[int], why: str) -> None:
        """The game ends now with these winners (none: a draw)."""
        if self.over:
            return
        self.over = True
        self.end_reason = why
        self.winners = sorted(set(winners))
        self.draw = not self.winners
        self.battle = None
        self.window = None
        self.events.append({"type": "game_over", "winners": list(self.winners), "why": why})
