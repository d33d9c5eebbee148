"""The vocabulary abilities are written in: a primitive's parameters, the markers it puts on the
map, every hook with its default, and the `Effects` record a race in play asks at each hook.

A primitive is one named effect with parameters, written in a ruleset's YAML
(`conquest_discount: {terrain: hill}`). Its class carries every rule it touches;
each hook below does nothing by default, so a primitive overrides only what it
changes. The engine asks the primitives of a race, then those of its power, in
the order the YAML lists them (`Effects` below gathers them by hook; the
abilities themselves are in primitives/, and docs/MODDING.md walks through one).

Hooks receive the game and the `tribe` (a race in play) whose primitive it is;
they read the game freely and change it only where the hook's job says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any, ClassVar

from .errors import IllegalAction

# The hooks' arguments: the engine (game.Game), a race in play (pieces.Tribe) and its conquests
# of the turn (pieces.Campaign). Those modules import this one, so it only names them.
Game = Tribe = Campaign = Any

REQUIRED = object()     # a parameter with no default
# What a parameter names, checked beyond its own value (compile_effects, the ruleset loader):
OWN_NAME = "own name"   # a name the ruleset brings (a piece, a field): never one of the game's (names.py)
FACTION = "faction"     # one of the factions of the ruleset (its ruleset.yaml's `factions`)


class Param:
    """One parameter of a primitive: a checker (returns an error text or None), a default, and
    what it names (`role`: OWN_NAME, FACTION or None)."""

    __slots__ = ("check", "default", "role")

    def __init__(self, check: Callable[[Any], str | None], default: Any = REQUIRED, role: str | None = None):
        self.check, self.default, self.role = check, default, role


def whole(low: int) -> Callable[[Any], str | None]:
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            return f"must be a whole number ≥ {low}"
        return None
    return check


def one_of(options, allow_list: bool = False) -> Callable[[Any], str | None]:
    def check(value):
        values = value if (allow_list and isinstance(value, list)) else [value]
        if allow_list and isinstance(value, list) and not value:
            return "must not be an empty list"
        for v in values:
            if not isinstance(v, str) or v not in options:
                shown = v if isinstance(v, str) and len(v) < 40 else type(v).__name__
                return f"{shown!r} is not one of {', '.join(options)}"
        return None
    return check


def boolean(value) -> str | None:
    return None if isinstance(value, bool) else "must be true or false"


SNAKE_ID = re.compile(r"[a-z0-9_]+\Z")


def snake_id(what: str) -> Callable[[Any], str | None]:
    """A checker of a lower-case id (a-z, 0-9, _) naming `what` (a faction, a state key)."""
    def check(value):
        return None if isinstance(value, str) and SNAKE_ID.match(value) else f"must be {what}"
    return check


def faction(default: Any = REQUIRED) -> Param:
    """A parameter naming one of the ruleset's factions."""
    return Param(snake_id("a faction id"), default, role=FACTION)


OWN_NAME_PATTERN = re.compile(r"[a-z][a-z0-9_]{0,31}\Z")    # a marker's name too (ruleset.MARKER_NAME)


def own_name(what: str) -> Param:
    """A required parameter giving `what` (a piece, a redeploy field) a name of the ruleset's own."""
    def check(value):
        if isinstance(value, str) and OWN_NAME_PATTERN.match(value):
            return None
        return f"must be {what}: a-z first, then a-z, 0-9 or _, at most 32"
    return Param(check, role=OWN_NAME)


class MarkerKind:
    """A kind of marker a primitive puts on the map, and what it does there."""

    __slots__ = ("name", "defence", "immune", "shields", "leaves_on_decline", "from_supply", "stays", "holds")

    def __deepcopy__(self, memo):
        return self

    def __init__(self, name: str, defence: int = 0, immune: str | None = None, shields: bool = False,
                 leaves_on_decline: bool = False, from_supply: bool = False, stays: bool = False,
                 holds: bool = False):
        self.name = name
        self.defence = defence                  # added to the region's cost
        self.immune = immune                    # the reason the region cannot be attacked, or None
        self.shields = shields                  # protects a lone token from being replaced
        self.leaves_on_decline = leaves_on_decline
        self.from_supply = from_supply          # counted against the ruleset's supply of it
        self.stays = stays                      # not removed with its region's race: its ability moves it
        self.holds = holds                      # a piece holding its region alone (0 tokens), no losses there


class Primitive:
    """One effect with its parameters. Subclasses set `name`, `params` and override hooks."""

    name: ClassVar[str] = ""
    params: ClassVar[dict[str, Param]] = {}
    markers: ClassVar[tuple[MarkerKind, ...]] = ()
    actions: ClassVar[tuple[str, ...]] = ()          # action types this primitive adds
    # its `legal` reads the conquest options it is given, not only whether there are any (the
    # legal actions then price every candidate region, reasons included)
    reads_options: ClassVar[bool] = True
    redeploy_fields: ClassVar[tuple[str, ...]] = ()  # fields of `redeploy` it reads
    retreat_fields: ClassVar[tuple[str, ...]] = ()   # fields of `retreat` it reads (its pieces taken back)
    # its `redeploy_fields` place markers only in or next to the race's regions, so a race holding
    # none may not give them (False: the Humans' objectives, which go where the race is not)
    fields_need_region: ClassVar[bool] = True
    # Flags the engine reads as facts about the race (any primitive of the race setting one counts).
    acts_in_decline: ClassVar[bool] = False     # keeps all tokens on decline and conquers in decline
    extra_decline_slot: ClassVar[bool] = False  # does not count against the one declined race
    keeps_badge: ClassVar[bool] = False         # the power badge stays with the race in decline
    decline_after_redeploy: ClassVar[bool] = False
    holds_water: ClassVar[bool] = False
    may_leave_regions_empty: ClassVar[bool] = False   # redeploy may give 0 where tokens run short
    # Tokens of the race never stand alone: each region keeps 0 or at least this many (readying
    # troops, redeploying and declining leave this many), and every conquest costs at least this.
    min_stack: ClassVar[int] = 1
    usable: ClassVar[bool] = False              # an artifact's: named in a conquer's `use` (use_* hooks)
    rechecks: ClassVar[bool] = False            # its `recheck` runs after every action
    grants_tolls: ClassVar[bool] = False        # it gives opponents tolls to pay (Harmony: game.harmony)
    lays_bombs: ClassVar[bool] = False          # it uses the game's bomb stack (the game file's `bombs`)
    in_decline: bool = False                    # its hooks still work while the race is in decline
    map_only_cost: bool = False                 # its cost change depends on the map alone
    # `reaches` (or `may_enter`) is true of every region: the legal actions skip asking each one
    reaches_anywhere: ClassVar[bool] = False
    enters_anywhere: ClassVar[bool] = False
    # One line for players, formatted with the parameters (describe() may build it instead).
    text: ClassVar[str] = ""
    # A rough worth in coins over a race's life, for computer players choosing a combo.
    ai_pick_value: ClassVar[float] = 0.0
    # How the window offers each of `actions`: {action type: {"label", "tooltip", "target"
    # ("region", "seat" or None), "hint" (the line shown while choosing), "region_tip"}}.
    action_ui: ClassVar[dict[str, dict[str, str | None]]] = {}
    # How the redeploy screen offers each of `redeploy_fields`: {field: {"label", "tooltip",
    # "shape" ("counts": {region: n}, "regions": distinct regions, "region": one), "marker"}};
    # the retreat screen each of `retreat_fields` under the key "retreat.<field>", same shapes.
    field_ui: ClassVar[dict[str, dict[str, str]]] = {}

    def __init__(self, source: str, source_kind: str, **values: Any):
        self.source = source            # the race's or power's name, for breakdowns and messages
        self.source_kind = source_kind  # "race" or "power"
        self.p = values
        self.where = ""                 # the file and field it was read from (compile_effects)

    def __deepcopy__(self, memo):     # part of the ruleset: never changes, shared by game copies
        return self

    def describe(self) -> str:
        """One line for players: what this effect does."""
        return self.text.format(**self.p) if self.text else self.name.replace("_", " ")

    # -- reach: where the race may conquer ---------------------------------------------------
    def reaches(self, game: Game, tribe: Tribe, r: int) -> bool:
        """True when the race may attack region r without being adjacent to it."""
        return False

    def links(self, game: Game, tribe: Tribe, r: int, held: int) -> bool:
        """True when region r counts as adjacent to the race's region `held` (rules C15)."""
        return False

    def links_any(self, game: Game, tribe: Tribe, r: int, held) -> bool:
        """True when region r counts as adjacent to one of the regions `held` (a faster `links`
        over many regions; override both together)."""
        return any(self.links(game, tribe, r, h) for h in held)

    def linked_regions(self, game: Game, tribe: Tribe, held) -> Collection[int]:
        """Every region r of which `links_any(game, tribe, r, held)` is true (the legal actions
        ask once for all regions; override it with `links_any` for speed)."""
        return [r for r in range(len(game.board)) if self.links_any(game, tribe, r, held)]

    def may_enter(self, game: Game, tribe: Tribe, r: int) -> bool:
        """True when the race's first conquest may be region r though it is not a border region."""
        return False

    def waives_fee(self, game: Game, tribe: Tribe, r: int) -> bool:
        """True when the race pays no crossing fee for region r (a world's entry regions)."""
        return False

    def toll(self, game: Game, tribe: Tribe, attacker: Tribe, r: int) -> int:
        """Asked of the race holding r: coins an opponent's `attacker` pays its player before any
        conquest (or attempt) aimed at r (item 36)."""
        return 0

    def protects(self, game: Game, tribe: Tribe, attacker: Tribe, r: int) -> str | None:
        """Asked of the defending race: why `attacker` may not attack r (None: no objection)."""
        return None

    # -- an artifact used in a conquest (a `conquer` naming it in `use`) ---------------------
    def use_reaches(self, game: Game, tribe: Tribe, r: int) -> bool:
        """True when, used, it lets the race attack r as if adjacent."""
        return False

    def use_cost(self, game: Game, tribe: Tribe, r: int, cost: int) -> int:
        """The conquest's cost once it is used (before the race's floor)."""
        return cost

    def use_reason(self, game: Game, tribe: Tribe, r: int) -> str | None:
        """Why it cannot be used in a conquest of r (None: it can)."""
        return None

    def use_payment(self, game: Game, tribe: Tribe, r: int) -> tuple[int | None, int]:
        """(seat paid, or None for the bank; coins) the use costs before the conquest."""
        return None, 0

    # -- cost ------------------------------------------------------------------------------
    def cost_change(self, game: Game, tribe: Tribe, r: int, held) -> int:
        """Tokens added to (negative: taken from) the cost of region r, given the regions held."""
        return 0

    def map_cost_change(self, board, r: int) -> int:
        """`cost_change` for a primitive whose `map_only_cost` is true: it depends on the map alone,
        so the engine asks once per map and region and keeps the answer."""
        return 0

    # -- conquest and losses ------------------------------------------------------------------
    def after_conquest(self, game: Game, tribe: Tribe, r: int, events: list) -> None:
        """The race has just taken region r."""

    def loses_nothing(self, game: Game, tribe: Tribe, replaced: bool) -> bool:
        """Asked of the defending race: True when none of its tokens goes to the tray."""
        return False

    def spares(self, game: Game, tribe: Tribe, lost: int) -> int:
        """Asked of a defending active race, in an opponent's turn, when `lost` of its tokens are
        about to go to the tray: how many of them come back to hand instead (the ability is spent)."""
        return 0

    # -- tokens --------------------------------------------------------------------------------
    def bonus_tokens(self) -> int:
        """Extra tokens taken from the tray when the combo is picked."""
        return 0

    def kept_off_map(self) -> int:
        """Tokens that stay in hand, off the map, after each redeployment."""
        return 0

    def recruits(self, game: Game, tribe: Tribe, camp: Campaign) -> int:
        """New tokens from the tray at the redeployment (before the tray limit)."""
        return 0

    # -- scoring ------------------------------------------------------------------------------
    def region_coins(self, game: Game, tribe: Tribe, r: int) -> int:
        """Coins region r gives the race at scoring, beyond the 1 every region gives."""
        return 0

    def turn_coins(self, game: Game, tribe: Tribe, camp: Campaign | None) -> int:
        """Coins for the whole turn (not tied to one region)."""
        return 0

    def on_reveal(self, game: Game, r: int, entry: list) -> None:
        """An item's: it was just turned face up in region r (`entry`: its [id, face up] record)."""

    def table_coins(self, game: Game, seat: int, r: int) -> int:
        """A face-up item's lying in r: coins it gives player `seat` at his end of turn, whoever
        controls it."""
        return 0

    def item_toll(self, game: Game, attacker: Tribe, r: int) -> tuple[int, int] | None:
        """A face-up item's lying in r: (seat, coins) an attacking race pays before an action
        aimed at r (the Aegis), or None."""
        return None

    def item_toll_paid(self, game: Game, attacker: Tribe, r: int) -> None:
        """The attacker's player just paid the tolls on r."""

    def faction_cap(self) -> int:
        """Regions per opposed race the faction bonus counts for the controller (0: no change)."""
        return 0

    # -- turn and decline ----------------------------------------------------------------------
    def on_decline(self, game: Game, tribe: Tribe, events: list) -> None:
        """The race has just gone into decline."""

    def on_turn_start(self, game: Game, tribe: Tribe) -> None:
        """The race's player starts a turn."""

    def on_turn_end(self, game: Game, tribe: Tribe, events: list) -> None:
        """The race's player ends a turn, after scoring."""

    def on_turn_begin(self, game: Game, tribe: Tribe, events: list) -> None:
        """The race's player's turn begins, as it passes to him (with the events it causes)."""

    def on_pick(self, game: Game, tribe: Tribe, events: list) -> None:
        """The race was just picked."""

    def recheck(self, game: Game, tribe: Tribe) -> None:
        """After every action (of anyone), for a primitive whose `rechecks` is set: take away what
        no longer holds (Watch Towers)."""

    def watch_conquest(self, game: Game, tribe: Tribe, conqueror: Tribe, r: int, events: list) -> None:
        """Asked of every active race whose primitive has it: `conqueror` has just taken region r."""

    def end_turn_reason(self, game: Game, tribe: Tribe) -> str | None:
        """Asked of the active race: why its player may not end the turn yet (None: he may)."""
        return None

    def redeploy_reason(self, game: Game, tribe: Tribe, given: set) -> str | None:
        """Why a redeployment giving the fields `given` is refused (None: it is not)."""
        return None

    def piece_regions(self, game: Game, tribe: Tribe, action: dict) -> tuple[int | None, int | None]:
        """For a piece that holds a region alone (the Champion): (where it stands after this
        redeployment, where it stands now); a region may get 0 tokens at either, and is kept at
        the first."""
        return None, None

    def region_taken(self, game: Game, tribe: Tribe, attacker: Tribe, r: int, events: list) -> None:
        """Asked of the defending race before it leaves region r, taken by `attacker`."""

    def default_field(self, game: Game, tribe: Tribe, field: str):
        """The value of the redeploy field that the canonical redeployment of the legal actions
        gives (None: leave it out)."""
        return None

    def on_first_action(self, game: Game, tribe: Tribe, events: list) -> None:
        """The active race's first conquest-type action of the turn, its redeployment or, with
        neither, the end of its turn (before scoring): asked each time; the primitive acts once."""

    def race_state(self, game: Game, tribe: Tribe, out: dict) -> None:
        """Fill this race's keys of the state JSON (those the ruleset's `race_state` lists)."""

    # -- extra actions ---------------------------------------------------------------------------
    def perform(self, game: Game, tribe: Tribe, action: dict, events: list) -> None:
        """Check and perform one of `actions` (raise IllegalAction before changing anything)."""
        raise NotImplementedError

    def target_reason(self, game: Game, tribe: Tribe, kind: str, r: int) -> str | None:
        """Why the action `kind` cannot target region r now (None if it can); for tooltips."""
        return game.reach_reason(tribe, r)

    def target_cost(self, game: Game, tribe: Tribe, kind: str, r: int) -> int | None:
        """The tokens the action `kind` on region r costs before any roll: what the window shows on a target
        whose `action_ui` cost is "roll" (None: it has none)."""
        return None

    def field_limit(self, game: Game, tribe: Tribe, field: str) -> int:
        """How many markers the redeploy field may place now (0: the field is not offered)."""
        return 0

    def legal(self, game: Game, tribe: Tribe, camp: Campaign | None, options: dict) -> list[dict]:
        """The concrete actions of `actions` legal now (without `player`). `options` are the
        race's conquest options {region: Option} over the regions it may reach (priced; those it
        cannot reach are left out), or None when the race cannot conquer now (conquests over, or
        no token in hand); a primitive whose `reads_options` is false is given an empty dict."""
        return []

    # -- redeployment ---------------------------------------------------------------------------
    def check_field(self, game: Game, tribe: Tribe, field: str, value: Any, kept: set) -> Any:
        """Check a redeploy field of `redeploy_fields`; return what `place_field` needs."""
        raise NotImplementedError

    def place_field(self, game: Game, tribe: Tribe, field: str, plan: Any) -> None:
        """Put the markers of a checked redeploy field on the map."""

    def field_region_reason(self, game: Game, tribe: Tribe, field: str, r: int, kept: set) -> str | None:
        """Why a marker of the redeploy field may not go into region r now (None: it may), `kept` being
        the regions the race keeps; for the window, which highlights the targets. By default
        `check_field`'s answer on the field holding that region alone (a "counts" field: all its
        markers there, for a primitive that wants them all placed); a primitive whose check also
        wants more than one region (a fixed number of them) says it itself."""
        shape = self.field_ui.get(field, {}).get("shape", "region")
        rid = game.region_id(r)
        value = {"counts": {rid: max(1, self.field_limit(game, tribe, field))}, "regions": [rid]}.get(shape, rid)
        try:
            self.check_field(game, tribe, field, value, kept)
        except IllegalAction as refusal:
            return str(refusal)
        return None

    # -- retreat: pieces taken back besides tokens ----------------------------------------------
    def retreat_waiting(self, game: Game, tribe: Tribe, field: str) -> int:
        """How many pieces of a `retreat_fields` field the race took back and has to place."""
        return 0

    def check_retreat_field(self, game: Game, tribe: Tribe, field: str, value: Any) -> Any:
        """Check a retreat field of `retreat_fields`; return what `place_retreat_field` needs."""
        raise NotImplementedError

    def place_retreat_field(self, game: Game, tribe: Tribe, field: str, plan: Any) -> None:
        """Place the pieces taken back (plan None: the field was left out, they are discarded)."""

    def extra_hand(self, game: Game, tribe: Tribe) -> int:
        """Pieces in the race's hand besides its tokens that conquer like them (Beasts)."""
        return 0

    def spend_extra(self, game: Game, tribe: Tribe, r: int, count: int) -> int:
        """Put up to `count` of those pieces into region r, just conquered; return how many are
        still owed."""
        return count

    def field_cost(self, game: Game, tribe: Tribe, field: str, plan: Any) -> int:
        """Coins a placed redeploy field costs its player (to the bank)."""
        return 0

    def field_tokens(self, game: Game, tribe: Tribe, field: str, value: Any, tray: int) -> int:
        """For a redeploy field that brings new tokens from the tray (`tray`: how many it still
        holds): check the value and return how many; the redeployment's counts include them."""
        return 0

    def sample_field(self, game: Game, tribe: Tribe, field: str, regions: list[str], rng) -> Any:
        """A random legal value of the redeploy field over these region ids (None: leave it out);
        the random computer player and the property tests use it."""
        return None


# The hooks an `Effects` record gathers: only the primitives that override a hook are asked.
HOOKS = ("reaches", "links", "may_enter", "waives_fee", "protects", "cost_change", "after_conquest", "loses_nothing",
         "spares", "recheck", "toll", "watch_conquest", "end_turn_reason", "on_turn_begin", "on_pick",
         "region_taken", "extra_hand",
         "recruits", "region_coins", "turn_coins", "on_decline", "on_turn_start", "on_turn_end", "on_first_action",
         "table_coins")


class Effects:
    """The primitives of one race in play (its race's, then its power's), sorted by hook."""

    __slots__ = HOOKS + ("all", "actions", "fields", "acts_in_decline", "extra_decline_slot",
                         "decline_after_redeploy", "holds_water", "may_leave_regions_empty", "min_stack",
                         "bonus_tokens", "kept_off_map", "movers", "map_cost_changers", "game_cost_changers",
                         "piece_fielders", "default_fielders", "redeploy_checkers", "retreat_fields",
                         "usable", "_map_costs", "reaches_anywhere", "enters_anywhere",
                         "option_readers")

    def __init__(self, primitives):
        self.all = tuple(primitives)
        by_hook = {hook: [] for hook in HOOKS}
        for p in self.all:
            for hook in _overridden_hooks(type(p)):
                by_hook[hook].append(p)
        for hook, found in by_hook.items():
            setattr(self, hook, tuple(found))
        self.actions = {kind: p for p in self.all for kind in p.actions}
        self.movers = tuple(dict.fromkeys(self.actions.values()))
        self.option_readers = tuple(p for p in self.movers if p.reads_options)
        self.usable = tuple(p for p in self.all if p.usable)     # named in a conquer's `use` (Ethereals)
        self.fields = {field: p for p in self.all for field in p.redeploy_fields}
        self.retreat_fields = {field: p for p in self.all for field in p.retreat_fields}
        # the field primitives that override these hooks (asked at every redeployment check)
        overriding = [p for p in dict.fromkeys(self.fields.values())]
        self.piece_fielders = tuple(p for p in overriding if type(p).piece_regions is not Primitive.piece_regions)
        self.default_fielders = tuple((f, p) for f, p in self.fields.items()
                                      if type(p).default_field is not Primitive.default_field)
        self.redeploy_checkers = tuple(p for p in overriding
                                       if type(p).redeploy_reason is not Primitive.redeploy_reason)
        self.acts_in_decline = any(p.acts_in_decline for p in self.all)
        self.extra_decline_slot = any(p.extra_decline_slot for p in self.all)
        self.decline_after_redeploy = any(p.decline_after_redeploy for p in self.all)
        self.holds_water = any(p.holds_water for p in self.all)
        self.reaches_anywhere = any(p.reaches_anywhere for p in self.reaches)
        self.enters_anywhere = any(p.enters_anywhere for p in self.may_enter)
        self.may_leave_regions_empty = any(p.may_leave_regions_empty for p in self.all)
        self.min_stack = max((p.min_stack for p in self.all), default=1)
        # cost changes that depend on the map alone are summed once per map (map_cost); the others
        # are asked each time
        self.map_cost_changers = tuple(p for p in self.cost_change if p.map_only_cost)
        self.game_cost_changers = tuple(p for p in self.cost_change if p not in self.map_cost_changers)
        self._map_costs = None
        self.bonus_tokens = sum(p.bonus_tokens() for p in self.all)
        self.kept_off_map = sum(p.kept_off_map() for p in self.all)

    def describe(self) -> list[str]:
        return [p.describe() for p in self.all]

    def map_cost(self, board) -> tuple[int, ...] | None:
        """Per region, the sum of the cost changes that depend on the map alone (None: there are none)."""
        if not self.map_cost_changers:
            return None
        last = self._map_costs
        if last is None or last[0] is not board:     # a game is played on one map: keep the last
            last = self._map_costs = (board, tuple(
                sum(p.map_cost_change(board, r) for p in self.map_cost_changers) for r in range(len(board))))
        return last[1]

    def __deepcopy__(self, memo):     # shared and never changed: game copies keep the same record
        return self

    @classmethod
    def of(cls, primitives: tuple[Primitive, ...]) -> Effects:
        """The (shared, never changed) record of these primitives: built once per combination."""
        effects = _EFFECTS.get(primitives)
        if effects is None:
            effects = _EFFECTS[primitives] = cls(primitives)
        return effects


_EFFECTS: dict[tuple[Primitive, ...], Effects] = {}   # primitives are compared by identity
_OVERRIDDEN: dict[type[Primitive], tuple[str, ...]] = {}


def _overridden_hooks(cls: type[Primitive]) -> tuple[str, ...]:
    """The hooks a primitive class overrides, in HOOKS order (found once per class)."""
    hooks = _OVERRIDDEN.get(cls)
    if hooks is None:
        hooks = _OVERRIDDEN[cls] = tuple(h for h in HOOKS if getattr(cls, h) is not getattr(Primitive, h))
    return hooks
