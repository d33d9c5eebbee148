"""The rules engine: a game's state and `apply(action) -> events`.

Every handler checks the whole action before it changes anything, so an
illegal action raises `IllegalAction` and leaves the state as it was. Regions
are indices internally; actions and events name them by id.

The core rules live here and in the rule queries below the engine (conquest.py,
scoring.py, items.py); every ability lives in its primitive (games/smallworld/model/primitives/),
which the engine asks at each hook. The public methods without an underscore below
the queries (open_campaign, ready_troops, conquest_target, take_region, clear_region,
clear_markers, leave_if_gone, active_race_acts) are what primitives build their own
actions from.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from kernel.copying import clone_attributes

from . import conquest, scoring
from .ai_levels import AI_LEVELS  # noqa: F401 (re-exported: a computer seat's levels)
from .conquest import conquer_using
from .effects import Effects
from .errors import DataError, IllegalAction
from .items import controlled, draw_items, reveal
from .pieces import LOST_TRIBE, Campaign, Combo, Player, Tribe, Turn

if TYPE_CHECKING:
    from .actions import Action
    from .board import Board
    from .ruleset import Ruleset

PLAYER_KINDS = ("human", "ai")


def map_mismatch(ruleset, board):
    """Why the ruleset cannot be played on the board, or None: a ruleset whose races enter at entry
    regions (azeroth) needs a world of islands, one whose races enter at border regions a classic map (a
    world's `border` is ignored: no race could ever enter)."""
    if ruleset.entry == "entry_regions" and not board.is_world:
        return f"the ruleset {ruleset.id} is played on a world of islands (a map with islands)"
    if ruleset.entry != "entry_regions" and board.is_world:
        return (f"the ruleset {ruleset.id} is played on a classic map; {board.id} is a Small World of Warcraft world "
                "(a map with islands), where its races could never enter")
    return None


class Game:
    """A game of the ruleset on a board, from its setup to its end."""

    def __init__(self, ruleset: Ruleset, board: Board, players: list[dict[str, Any]], seed: int = 0,
                 races: list[str] | None = None, powers: list[str] | None = None,
                 dice: list[int] | None = None, markers: list[str] | None = None,
                 bombs: list[str] | None = None):
        if not isinstance(players, list) or not 2 <= len(players) <= 5:
            count = len(players) if isinstance(players, list) else 0
            raise DataError.single("players", f"a game needs 2 to 5 players, not {count}")
        mismatch = map_mismatch(ruleset, board)
        if mismatch:
            raise DataError.single("map", mismatch)
        self.ruleset = ruleset
        self.board = board
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = [Player(p["name"], p["kind"], p.get("level"), ruleset.starting_coins) for p in players]
        self.player_setup = [dict(p) for p in players]
        self.rounds = ruleset.rounds_for(len(players))
        self.round = 1
        self.over = False
        self.winners = []
        self.actions = []
        self.undo_floor = 0           # actions before this index can no longer be taken back
        self.coin_history = []        # coins of every player at the end of each round

        n = len(board)
        self.occupant = [None] * n    # Tribe, LOST_TRIBE or None
        self.tokens = [0] * n
        # marker name -> count per region, for every kind of marker the ruleset knows
        # marker name -> count per region; change them with set_marker, which keeps marker_defence
        self.markers = {name: [0] * n for name in ruleset.marker_kinds}
        self.marker_defence = [0] * n  # what the markers in each region add to its cost
        self._weights = {name: kind.defence for name, kind in ruleset.marker_kinds.items()}
        kinds = ruleset.marker_kinds.values()
        self._immune_markers = [(self.markers[k.name], k.immune) for k in kinds if k.immune]
        self._immune_kinds = frozenset(k.name for k in kinds if k.immune)
        self.immune_at = [0] * n      # markers making each region immune (kept by set_marker)
        self._shield_markers = [(k.name, self.markers[k.name]) for k in kinds if k.shields]
        self._decline_markers = [(k.name, self.markers[k.name]) for k in kinds if k.leaves_on_decline]
        self._supply_markers = [(k.name, self.markers[k.name]) for k in kinds if k.from_supply]
        self._region_markers = [(name, v) for name, v in self.markers.items()
                                if name != "mountain" and not ruleset.marker_kinds[name].stays]
        # every marker a region loses adds to its defence or makes it immune, and none lowers a
        # cost: a region with neither holds none to clear (clear_markers' usual case)
        cleared = [ruleset.marker_kinds[name] for name, _v in self._region_markers + self._supply_markers]
        self._markers_show = (all(k.defence > 0 or k.immune for k in cleared)
                              and all(w >= 0 for w in self._weights.values()))
        self.supply = dict(ruleset.markers)   # markers not on the map
        for region in board.regions:
            i = region.index
            if region.terrain == "mountain" and self.supply.get("mountain", 0) > 0:
                self.set_marker("mountain", i, 1)
                self.supply["mountain"] -= 1
            if region.lost_tribe and self.supply.get("lost_tribe", 0) > 0:
                self.occupant[i] = LOST_TRIBE
                self.tokens[i] = 1
                self.supply["lost_tribe"] -= 1

        # where a race enters the map: border regions (classic) or a world's entry regions, which
        # stay open to conquest all game (entries_open) and cost the crossing fee from afar
        self.entries_open = ruleset.entry == "entry_regions"
        if self.entries_open:
            entries = set(board.entries)
            self.entry_regions = tuple(i in entries for i in range(n))
        else:
            self.entry_regions = board.border
        self.tray = {rid: race.box for rid, race in ruleset.races.items()}
        self.tribes = {}              # race id -> Tribe in play
        self.dice_script = list(dice or [])
        self.dice_log = []
        deck_races, deck_powers = ruleset.deck_races, ruleset.deck_powers
        self.race_stack = self._initial_order("races", races, list(deck_races))
        self.race_order = list(self.race_stack)
        self.power_script = list(powers or [])
        self.power_stack = self._initial_order("powers", self.power_script[:len(deck_powers)],
                                               list(deck_powers))
        del self.power_script[:len(deck_powers)]
        self.power_log = list(self.power_stack)
        self.power_discard = []
        self.combos = []
        self.reveals = 0              # combos revealed so far (a reveal cannot be undone)
        for _ in range(ruleset.visible_combos):
            self._reveal_combo()
        self.peace = []               # (maker seat, bound seat, protected tribe): peace made by an ability
        self.pending_retreats = []    # [seat, tribe, tokens] after an attacker's turn
        self.bomb_script = list(bombs or [])   # the game file's `bombs`, read by each shuffle
        self.bomb_log = []            # every bomb shuffled so far, in stack order (the game file's `bombs`)
        self.bomb_stack = []          # the Goblins' face-down bombs, top first
        self.bombs_placed = []        # [region, "live"|"dud"] in the order they were put down
        self.harmony = {}             # holder seat -> (giver seat, coins): a Pandaren's Harmony
        self.aegis_holder = None      # the Aegis's controller when it was last placed, and the seats
        self.aegis_paid = []          # that paid him since
        self.items = {}               # region -> [[item id, face up], ...]: artifacts, legendary places
        self.item_log = []            # the items drawn (the game file's `markers`)
        self.item_script = []
        draw_items(self, markers)
        self.turn = Turn(0)
        self.coins_scored = 0
        self.coins_start = ruleset.starting_coins * len(players)

    # -- setup helpers -----------------------------------------------------------------

    def _initial_order(self, field, listed, all_ids):
        listed = list(listed or [])
        seen = set()
        for i, item in enumerate(listed):
            if item not in all_ids:
                raise DataError.single(f"{field}[{i}]", f"unknown id {item!r}")
            if item in seen:
                raise DataError.single(f"{field}[{i}]", f"{item!r} is listed twice")
            seen.add(item)
        rest = [item for item in all_ids if item not in seen]
        self.rng.shuffle(rest)
        return listed + rest

    def _reveal_combo(self):
        if not self.race_stack:
            return
        if not self.power_stack:
            self._reshuffle_powers()
            if not self.power_stack:
                return
        self.reveals += 1
        race = self.ruleset.races[self.race_stack.pop(0)]
        power = self.ruleset.powers[self.power_stack.pop(0)]
        self.combos.append(Combo(race, power))

    def _reshuffle_powers(self):
        discard = self.power_discard
        ordered = []
        while self.power_script and len(ordered) < len(discard):
            item = self.power_script.pop(0)
            if item not in discard or item in ordered:
                raise DataError.single("powers", f"{item!r} is not among the discarded powers at the reshuffle")
            ordered.append(item)
        rest = [p for p in discard if p not in ordered]
        self.rng.shuffle(rest)
        self.power_stack = ordered + rest
        self.power_log.extend(self.power_stack)
        self.power_discard = []

    def roll_die(self) -> int:
        if self.dice_script:
            face = self.dice_script.pop(0)
        else:
            face = self.rng.choice(self.ruleset.die)
        self.dice_log.append(face)
        return face

    # -- simple queries --------------------------------------------------------------

    @property
    def seat(self) -> int:
        return self.turn.seat

    def region_id(self, i: int) -> str:
        return self.board.ids[i]

    def region_index(self, rid: str) -> int:
        r = self.board.index.get(rid) if rid.__class__ is str or isinstance(rid, str) else None
        if r is None:
            raise IllegalAction(f"there is no region {rid!r} on this map")
        return r

    def set_marker(self, name: str, r: int, count: int) -> None:
        """Put `count` markers of that kind in region r (0: none), keeping the defence totals."""
        values = self.markers[name]
        weight = self._weights[name]
        if weight:
            self.marker_defence[r] += (count - values[r]) * weight
        if name in self._immune_kinds:
            self.immune_at[r] += count - values[r]
        values[r] = count

    def defence(self, i: int) -> int:
        """What the region adds to the base cost of 2: its tokens and defence markers."""
        return self.tokens[i] + self.marker_defence[i]

    def defence_parts(self, i: int) -> list[tuple[str, int]]:
        """`defence` as (what, amount) pairs for a cost breakdown."""
        weights = self._weights
        parts = [(name, values[i] * weights[name]) for name, values in self.markers.items()
                 if weights[name] and values[i]]
        if self.tokens[i]:
            parts.append(("tokens", self.tokens[i]))
        return parts

    def immune_reason(self, i: int) -> str | None:
        if not self.immune_at[i]:       # the usual case: no immune marker there
            return None
        for values, reason in self._immune_markers:
            if values[i]:
                return reason
        return None

    def shield_reason(self, i: int) -> str | None:
        """Why a lone token in the region cannot be replaced (None if nothing shields it)."""
        for name, values in self._shield_markers:
            if values[i]:
                return f"a {name} protects that token"
        return None

    def reach_reason(self, tribe: Tribe, r: int, held: Collection[int] | None = None) -> str | None:
        return conquest.reach_reason(self, tribe, r, held)

    def expected_players(self) -> list[int]:
        """The seats that may act now: the turn's player, or defenders placing retreats."""
        if self.over:
            return []
        if self.pending_retreats:
            return sorted({entry[0] for entry in self.pending_retreats},
                          key=lambda s: (s - self.seat - 1) % len(self.players))
        return [self.seat]

    @property
    def current_player(self) -> int | None:
        seats = self.expected_players()
        return seats[0] if seats else None

    @property
    def phase(self) -> str:
        if self.over:
            return "over"
        if self.pending_retreats:
            return "retreat"
        turn = self.turn
        if turn.declined or turn.decline_after_turn:
            return "end"
        active = self.players[turn.seat].active
        if active is None:
            return "pick" if self.combos else "end"
        camp = turn.campaigns.get(active)
        if camp is not None:
            if camp.redeployed:
                return "end"
            if camp.over:
                return "redeploy"
        return "conquer"

    def ready_count(self, tribe: Tribe, camp: Campaign | None = None) -> int:
        """Tokens the tribe has to conquer with, counting ready troops not yet taken
        (the one place this is computed; `camp`: its campaign this turn, if any)."""
        effects = tribe.effects
        if camp is not None and camp.readied:
            hand = tribe.hand
        elif effects.min_stack == 1 and not self.ruleset.holder_markers:
            # every region holds at least 1 token: all but one per region (a plain loop: a race
            # holds few regions, too few for sum(map(...)) to pay its set-up)
            hand = tribe.hand - len(tribe.regions)
            tokens = self.tokens
            for r in tribe.regions:
                hand += tokens[r]
        else:       # all but `keep` per region, which may hold fewer (a piece holding it alone)
            keep = effects.min_stack
            hand = tribe.hand
            tokens = self.tokens
            for r in tribe.regions:
                if tokens[r] > keep:
                    hand += tokens[r] - keep
        if effects.extra_hand:              # pieces in hand besides the tokens (Beasts)
            hand += sum(p.extra_hand(self, tribe) for p in effects.extra_hand)
        return hand

    def pick_tokens(self, combo: Combo) -> tuple[int, int]:
        """(tokens picking the combo takes from the tray, of which extras from its abilities):
        banner + badge + extras, never more than the tray holds."""
        extra = Effects.of(combo.race.primitives + combo.power.primitives).bonus_tokens
        wanted = combo.race.banner + combo.power.bonus + extra
        return min(wanted, self.tray[combo.race.id]), extra

    def tokens_on_map(self, tribe: Tribe) -> int:
        return sum(map(self.tokens.__getitem__, tribe.regions))

    def copy(self) -> Game:
        """An independent copy of the game (the ruleset and the board are shared: they never change)."""
        memo = {id(self.ruleset): self.ruleset, id(self.board): self.board}
        return copy.deepcopy(self, memo)

    __deepcopy__ = clone_attributes     # copy.deepcopy(game, memo): fast, as the players copy games a lot

    # -- applying actions ---------------------------------------------------------

    def apply(self, action: dict[str, Any] | Action) -> list[dict[str, Any]]:
        """Check and perform one action; return the events it caused."""
        if action.__class__ is not dict and not isinstance(action, dict):
            to_json = getattr(action, "to_json", None)     # a typed action of games.smallworld.model.actions
            if to_json is None:
                raise IllegalAction("an action must be an object with a type and a player")
            action = to_json()
        kind = action.get("type")
        handler = _HANDLERS.get(kind) if kind.__class__ is str or isinstance(kind, str) else None
        if handler is None and isinstance(kind, str) and kind in self.ruleset.action_owners:
            handler = Game._do_ability
        if handler is None:
            shown = kind if isinstance(kind, str) and len(kind) <= 30 else type(kind).__name__
            raise IllegalAction(f"unknown action type {shown!r}")
        seat = action.get("player")
        if (seat.__class__ is not int and (isinstance(seat, bool) or not isinstance(seat, int))) \
                or not 0 <= seat < len(self.players):
            raise IllegalAction(f"no player seat {seat!r}")
        if self.over:
            raise IllegalAction("the game is over")
        turn = self.turn
        if kind != "retreat":
            if self.pending_retreats:
                names = ", ".join(self.players[s].name for s in self.expected_players())
                raise IllegalAction(f"waiting for retreats to be placed by {names}")
            if seat != turn.seat:
                raise IllegalAction(f"it is {self.players[self.seat].name}'s turn, not {self.players[seat].name}'s")
        if "use" in action and kind != "conquer":
            raise IllegalAction("artifacts are named in `use` on a conquer only")
        events = []
        rolls, reveals = len(self.dice_log), self.reveals
        handler(self, seat, action, events)
        if self.ruleset.first_actions:
            active = self.players[seat].active
            if active is not None and active.effects.on_first_action and turn is self.turn and kind != "retreat":
                self._first_action(active, events)
        if self.ruleset.rechecks:
            for tribe in list(self.tribes.values()):
                for p in tribe.effects.recheck:
                    p.recheck(self, tribe)
        self.actions.append(dict(action))
        if (kind in _COMMITTING or turn is not self.turn or rolls != len(self.dice_log)
                or reveals != self.reveals):
            self.undo_floor = len(self.actions)
        return events

    def _acting_tribe(self, seat, action):
        """The tribe an action moves: the active race, or declined Ghouls named by `race`."""
        player = self.players[seat]
        race = action.get("race")
        if race is None:
            if player.active is None:
                raise IllegalAction("you have no active race: pick a combo first")
            return player.active, False
        for tribe in player.declined:
            if tribe.id == race and tribe.effects.acts_in_decline:
                if self.turn.active_acted:
                    raise IllegalAction(f"declined {tribe.race.name} act only before your active race")
                return tribe, True
        if player.active is not None and player.active.id == race:
            return player.active, False
        raise IllegalAction(f"you have no {race!r} that can act now")

    def _first_action(self, tribe, events, ending=False):
        """Ask the active race's primitives that act at its first conquest-type action, its
        redeployment or (`ending`) the end of its turn (the Worgen's default form)."""
        if tribe is None or not tribe.effects.on_first_action or self.turn.declined:
            return
        camp = self.turn.campaigns.get(tribe)
        if ending or (camp is not None and (camp.started or camp.redeployed)):
            for p in tribe.effects.on_first_action:
                p.on_first_action(self, tribe, events)

    def active_race_acts(self):
        """The active race's first move closes the declined Ghouls' window."""
        for tribe, camp in self.turn.campaigns.items():
            if tribe.declined and camp.started and not camp.redeployed:
                raise IllegalAction(f"redeploy your declined {tribe.race.name} first")
        self.turn.active_acted = True

    def open_campaign(self, tribe: Tribe, in_decline: bool) -> Campaign:
        """The tribe's campaign this turn, checked open; recorded in the turn only once
        the action goes ahead, so a refused action leaves no trace."""
        camp = self.turn.campaigns.get(tribe) or Campaign()
        if camp.redeployed:
            raise IllegalAction("conquests are over after the redeployment")
        if camp.over:
            raise IllegalAction("conquests are over after the final attempt with the die")
        if not in_decline:
            if self.turn.decline_after_turn:
                raise IllegalAction("this race is going into decline")
        return camp

    def ready_troops(self, tribe: Tribe, camp: Campaign, in_decline: bool) -> None:
        """The first conquest-type action of the race this turn: leave 1 token per region."""
        if not in_decline:
            self.active_race_acts()
        self.turn.campaigns[tribe] = camp
        camp.started = True
        if camp.readied:
            return
        camp.readied = True
        keep = tribe.effects.min_stack      # 1; a race never standing alone leaves more
        for r in tribe.regions:
            extra = self.tokens[r] - keep
            if extra > 0:
                tribe.hand += extra
                self.tokens[r] = keep

    # -- pick ----------------------------------------------------------------------

    def _do_pick(self, seat, action, events):
        player = self.players[seat]
        if player.active is not None:
            raise IllegalAction("you already have an active race")
        if self.turn.declined:
            raise IllegalAction("you declined this turn: pick on your next turn")
        k = action.get("combo")
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(self.combos):
            raise IllegalAction(f"there is no combo at position {k!r}")
        if player.coins < k:
            raise IllegalAction(f"that combo costs {k} coins and you have {player.coins}")
        for above in self.combos[:k]:
            above.coins += 1
        player.coins -= k
        combo = self.combos.pop(k)
        player.coins += combo.coins
        tribe = Tribe(combo.race, combo.power, seat)
        taken = self.pick_tokens(combo)[0]
        self.tray[combo.race.id] -= taken
        tribe.hand = taken
        self.tribes[combo.race.id] = tribe
        player.active = tribe
        self.turn.picked = True
        for p in tribe.effects.on_pick:
            p.on_pick(self, tribe, events)
        self._reveal_combo()
        events.append({"type": "picked", "player": seat, "race": combo.race.id, "power": combo.power.id,
                       "position": k, "paid": k, "coins_taken": combo.coins, "tokens": taken})

    # -- decline ---------------------------------------------------------------------

    def _do_decline(self, seat, action, events):
        player = self.players[seat]
        tribe = player.active
        if tribe is None:
            raise IllegalAction("you have no active race to put into decline")
        turn = self.turn
        camp = turn.campaigns.get(tribe)
        if tribe.effects.decline_after_redeploy and camp is not None and camp.redeployed:
            if turn.decline_after_turn:
                raise IllegalAction("this race is already going into decline")
            turn.decline_after_turn = True
            events.append({"type": "decline_announced", "player": seat, "race": tribe.id})
            return
        if turn.picked:
            raise IllegalAction("a race cannot go into decline in the turn it was picked")
        if turn.active_acted:
            raise IllegalAction("decline must be the first thing your race does this turn")
        self.active_race_acts()
        turn.declined = True
        self._decline(player, events)

    def _decline(self, player, events):
        tribe = player.active
        seat = tribe.owner
        keeps_all = tribe.effects.acts_in_decline
        keep = tribe.effects.min_stack      # 1; a race never standing alone keeps more
        leaving = self._decline_markers
        for r in tribe.regions:
            for name, values in leaving:
                if values[r]:
                    if name in self.supply and self.ruleset.marker_kinds[name].from_supply:
                        self.supply[name] += values[r]      # back to its supply (Watch Towers)
                    self.set_marker(name, r, 0)
            if not keeps_all and self.tokens[r] > keep:
                self.tray[tribe.id] += self.tokens[r] - keep
                self.tokens[r] = keep
        if not keeps_all:
            self.tray[tribe.id] += tribe.hand
            tribe.hand = 0
        power = tribe.power
        for p in tribe.effects.on_decline:
            p.on_decline(self, tribe, events)
        tribe.go_into_decline()
        if tribe.power is None and power is not None:
            self.power_discard.append(power.id)
        if not tribe.effects.extra_decline_slot:
            for old in [t for t in player.declined if not t.effects.extra_decline_slot]:
                self._leave_game(old, events)
        player.declined.append(tribe)
        player.active = None
        events.append({"type": "declined", "player": seat, "race": tribe.id,
                       "kept_power": tribe.power.id if tribe.power else None})
        self.leave_if_gone(tribe, events)

    def leave_if_gone(self, tribe, events):
        """A declined race with no token left, on the map or in hand, leaves the game (rules C14).

        Tokens a declined race took back after losing its last region are lost to the tray,
        except for a race that acts in decline (Ghouls): those stay in its hand."""
        if not tribe.declined or tribe.regions:
            return
        if tribe.effects.acts_in_decline and tribe.hand + tribe.retreating > 0:
            return
        self._leave_game(tribe, events)

    def _leave_game(self, tribe, events):
        """A declined race leaves: its tokens to the tray, its race to the stack's bottom."""
        player = self.players[tribe.owner]
        for r in list(tribe.regions):
            self._vacate(r, tribe)
        self.tray[tribe.id] += tribe.hand + tribe.retreating
        tribe.hand = tribe.retreating = 0
        if tribe.power is not None:
            self.power_discard.append(tribe.power.id)
            tribe.power = None
        player.declined.remove(tribe)
        del self.tribes[tribe.id]
        self.race_stack.append(tribe.id)
        events.append({"type": "left_game", "player": tribe.owner, "race": tribe.id})
        if len(self.combos) < self.ruleset.visible_combos:
            self._reveal_combo()   # an empty place in the column takes the banner at once

    def _vacate(self, r, tribe):
        """Empty a region of the tribe's tokens and markers (tokens back to the tray)."""
        self.tray[tribe.id] += self.tokens[r]
        self.clear_region(r, tribe)

    def clear_markers(self, r):
        """Every marker but the mountain leaves the region; supplied ones go back to the supply."""
        if self._markers_show and not self.marker_defence[r] and not self.immune_at[r]:
            return
        for name, values in self._supply_markers:
            if values[r]:
                self.supply[name] += values[r]
        for name, values in self._region_markers:
            if values[r]:
                self.set_marker(name, r, 0)

    def pieces_back(self, tribe: Tribe) -> dict[str, int]:
        """{retreat field: pieces} the race took back besides its tokens (Beasts: item 60)."""
        out = {}
        for field, p in tribe.effects.retreat_fields.items():
            n = p.retreat_waiting(self, tribe, field)
            if n:
                out[field] = n
        return out

    def pieces_in(self, r: int) -> int:
        """The defending pieces in region r: its race tokens and the pieces that hold a region
        (Beasts, the Champion; the Berserker counts them all: item 67)."""
        n = self.tokens[r]
        for name in self.ruleset.holder_markers:
            n += self.markers[name][r]
        return n

    def clear_region(self, r: int, tribe: Tribe) -> None:
        """The race leaves region r (its tokens are dealt with by the caller)."""
        self.clear_markers(r)
        self.tokens[r] = 0
        self.occupant[r] = None
        tribe.regions.discard(r)

    # -- abandon -------------------------------------------------------------------

    def _do_abandon(self, seat, action, events):
        tribe, in_decline = self._acting_tribe(seat, action)
        r = self.region_index(action.get("region"))
        camp = self.open_campaign(tribe, in_decline)
        if camp.conquered or camp.roll is not None:
            raise IllegalAction("regions can only be abandoned before the first conquest of the turn")
        if self.occupant[r] is not tribe:
            raise IllegalAction(f"{self.region_id(r)} is not held by your {tribe.race.name}")
        self.ready_troops(tribe, camp, in_decline)
        tribe.hand += self.tokens[r]
        self.clear_region(r, tribe)
        events.append({"type": "abandoned", "player": seat, "race": tribe.id, "region": self.region_id(r)})

    # -- conquest --------------------------------------------------------------------

    def conquest_target(self, tribe: Tribe, in_decline: bool, action: dict[str, Any]) -> tuple[int, Campaign, int]:
        """Check a conquest-type action aimed at `region`: (region, campaign, tokens available)."""
        r = self.region_index(action.get("region"))
        camp = self.open_campaign(tribe, in_decline)
        available = self.ready_count(tribe, camp)
        short = conquest.too_few_tokens(self, tribe) if tribe.effects.extra_hand else None
        if short:
            raise IllegalAction(short)
        if available < tribe.effects.min_stack:
            if available < 1:
                raise IllegalAction("you have no tokens in hand to conquer with")
            raise IllegalAction(f"your {tribe.race.name} conquer with at least {tribe.effects.min_stack} tokens")
        reason = conquest.reach_reason(self, tribe, r)
        if reason:
            raise IllegalAction(reason)
        return r, camp, available

    def _do_conquer(self, seat, action, events):
        tribe, in_decline = self._acting_tribe(seat, action)
        if action.get("use") is not None:        # artifacts used in this conquest
            conquer_using(self, tribe, in_decline, action, events)
            return
        r, camp, available = self.conquest_target(tribe, in_decline, action)
        cost = conquest.cost(self, tribe, r)
        if camp.roll is not None:
            cost = max(1, cost - camp.roll)
        if available < cost:
            more = " (use the final attempt with the die)" if cost - available <= 3 and camp.roll is None else ""
            raise IllegalAction(f"{self.region_id(r)} costs {cost} tokens and you have {available}{more}")
        if self.ruleset.has_tolls:
            conquest.pay_tolls(self, tribe, r, events)
        self.ready_troops(tribe, camp, in_decline)
        camp.roll = None
        self.take_region(tribe, r, cost, camp, events, "conquer")

    def _do_reinforce(self, seat, action, events):
        tribe, in_decline = self._acting_tribe(seat, action)
        r, camp, available = self.conquest_target(tribe, in_decline, action)
        if camp.roll is not None:
            raise IllegalAction("you already rolled the Berserk die: choose a region to conquer")
        cost = conquest.cost(self, tribe, r)
        short = cost - available
        if short <= 0:
            raise IllegalAction(f"you have enough tokens to conquer {self.region_id(r)} without the die")
        if short > 3:
            raise IllegalAction(f"{self.region_id(r)} costs {cost}: you are {short} tokens short, "
                                "more than the die can give")
        if self.ruleset.has_tolls:
            conquest.pay_tolls(self, tribe, r, events)
        conquest.note_attempt(self, tribe, r)
        self.ready_troops(tribe, camp, in_decline)
        face = self.roll_die()
        camp.over = True
        success = available + face >= cost
        events.append({"type": "rolled", "player": seat, "race": tribe.id, "face": face,
                       "region": self.region_id(r), "needed": short, "success": success})
        if success:
            self.take_region(tribe, r, self.ready_count(tribe, camp), camp, events, "reinforce")

    def _do_ability(self, seat, action, events):
        """An action a primitive adds (sorcery, the dragon, Berserk's roll, peace...)."""
        kind = action["type"]
        tribe, in_decline = self._acting_tribe(seat, action)
        primitive = tribe.effects.actions.get(kind)
        if primitive is None and self.items and not in_decline:     # an action of an item it controls
            primitive = next((p for _r, item in controlled(self, tribe) for p in item.primitives
                              if kind in p.actions), None)
        if primitive is None or (in_decline and not primitive.in_decline):
            owners = " or ".join(self.ruleset.action_owners[kind])
            raise IllegalAction(f"only an active race with that ability ({owners}) can do {kind!r}")
        primitive.perform(self, tribe, action, events)

    def take_region(self, tribe: Tribe, r: int, used: int, camp: Campaign, events: list[dict[str, Any]],
                    how: str, replaced: bool = False) -> None:
        """Move `used` tokens from hand into region r, dealing with its defenders
        (`replaced`: the defending token is replaced, as by sorcery, not defeated)."""
        seat = tribe.owner
        defender = self.occupant[r]
        before = {"owner": None, "race": None, "tokens": self.tokens[r]}
        if defender is LOST_TRIBE:
            before["race"] = self.ruleset.natives_id
            camp.nonempty += 1
            camp.taken.append((r, None, None, before["tokens"]))
            camp.to_tray += before["tokens"]
        elif defender is not None:
            pieces = self.pieces_in(r) if self.ruleset.holder_markers else before["tokens"]
            camp.taken.append((r, defender.race, defender.owner, pieces))
            before["owner"], before["race"] = defender.owner, defender.id
            camp.nonempty += 1
            if not defender.declined and defender.owner != seat:
                self.turn.attacked.add(defender.owner)
            for p in defender.effects.region_taken:
                p.region_taken(self, defender, tribe, r, events)
            if (defender.effects.loses_nothing or self.items or self.ruleset.holder_markers
                    or self.ruleset.declined_lose_all):
                lost, back = conquest.losses_if_conquered(self, r, replaced)
            else:       # the usual case, inlined: a lone token is lost, else one of them
                n = self.tokens[r]
                lost, back = (n, 0) if n <= 1 else (1, n - 1)
            if lost and defender.effects.spares and not defender.declined and defender.owner != seat:
                lost, back = conquest.spare(self, defender, lost, back)
            self.tray[defender.id] += lost
            camp.to_tray += lost
            defender.retreating += back
            self.clear_region(r, defender)      # its markers go with it
        else:
            self.clear_markers(r)
        self.occupant[r] = tribe
        from_hand = used if used <= tribe.hand else tribe.hand      # race tokens go first (item 59)
        self.tokens[r] = from_hand
        tribe.hand -= from_hand
        if from_hand < used:
            rest = used - from_hand
            for p in tribe.effects.extra_hand:
                rest = p.spend_extra(self, tribe, r, rest)
        tribe.regions.add(r)
        camp.conquered = True
        if self.items:
            reveal(self, r)
        for p in tribe.effects.after_conquest:
            p.after_conquest(self, tribe, r, events)
        events.append({"type": "conquered", "player": seat, "race": tribe.id, "region": self.board.ids[r],
                       "tokens": used, "how": how, "defender": before})
        if self.ruleset.watches_conquests:
            for other in list(self.tribes.values()):
                for p in other.effects.watch_conquest:
                    if not other.declined:
                        p.watch_conquest(self, other, tribe, r, events)
        if defender.__class__ is Tribe:
            self.leave_if_gone(defender, events)

    # -- redeploy --------------------------------------------------------------------

    def _do_redeploy(self, seat, action, events):
        tribe, in_decline = self._acting_tribe(seat, action)
        camp = self.turn.campaigns.get(tribe) or Campaign()
        if camp.redeployed:
            raise IllegalAction("you already redeployed this turn")
        if in_decline and not camp.started:
            raise IllegalAction(f"your declined {tribe.race.name} did not conquer this turn")
        if not in_decline and self.turn.decline_after_turn:
            raise IllegalAction("this race is going into decline")
        plan = conquest.check_redeploy(self, tribe, camp, action, in_decline)
        if not in_decline:
            self.active_race_acts()
        self.turn.campaigns[tribe] = camp
        conquest.perform_redeploy(self, tribe, camp, plan, events)
        camp.redeployed = True
        camp.roll = None

    # -- end of turn ----------------------------------------------------------------

    def end_turn_reason(self) -> str | None:
        """Why the turn's player cannot end the turn now (None if he can)."""
        turn = self.turn
        player = self.players[turn.seat]
        tribe = player.active
        campaigns = turn.campaigns
        if len(campaigns) > (tribe in campaigns):      # some declined race (Ghouls) has a campaign
            for other, camp in campaigns.items():
                if other.declined and camp.started and not camp.redeployed and other is not tribe:
                    return f"redeploy your declined {other.race.name} first"
        if tribe is None and not turn.declined and self.combos:
            return "pick a combo first"
        if tribe is not None and tribe.regions:
            camp = campaigns.get(tribe)
            if camp is None or not camp.redeployed:
                if (camp is not None and camp.started) or tribe.hand > tribe.effects.kept_off_map:
                    return "redeploy your tokens before ending the turn"
        if tribe is not None and not turn.declined:
            for p in tribe.effects.end_turn_reason:
                reason = p.end_turn_reason(self, tribe)
                if reason:
                    return reason
        return None

    def _do_end_turn(self, seat, action, events):
        reason = self.end_turn_reason()
        if reason:
            raise IllegalAction(reason)
        player = self.players[seat]
        turn = self.turn
        if player.active is not None and player.active.effects.on_first_action:
            self._first_action(player.active, events, ending=True)
        breakdown = scoring.score_turn(self, player, turn)
        player.coins += breakdown["coins"]
        self.coins_scored += breakdown["coins"]
        if player.active is not None:
            player.active.scored_once = True
        for t in player.declined:
            t.scored_once = True
        events.append(dict(breakdown, type="scored", player=seat))
        if turn.decline_after_turn:
            self._decline(player, events)
        if player.active is not None:
            for p in player.active.effects.on_turn_end:
                p.on_turn_end(self, player.active, events)
            if self.items:          # the artifacts it controls at that moment (Heart, Aegis: item 81)
                for _r, item in controlled(self, player.active):
                    for p in item.effects.on_turn_end:
                        p.on_turn_end(self, player.active, events)
        events.append({"type": "turn_ended", "player": seat})
        # the races with tokens or pieces to take back (most have none)
        for tribe in [t for t in self.tribes.values() if t.retreating or t.effects.retreat_fields]:
            if tribe.retreating and tribe.retreating < tribe.effects.min_stack and not tribe.declined \
                    and not any(self.tokens[r] for r in tribe.regions):
                tribe.hand += tribe.retreating      # a lone Tauren with only 0-token regions (item 89)
                tribe.retreating = 0
            if tribe.retreating or (tribe.effects.retreat_fields and self.pieces_back(tribe)):
                if tribe.regions:
                    self.pending_retreats.append([tribe.owner, tribe, tribe.retreating])
                    continue
                for field, p in tribe.effects.retreat_fields.items():
                    p.place_retreat_field(self, tribe, field, None)     # nowhere to go: discarded
                if tribe.declined and not tribe.effects.acts_in_decline:
                    self.tray[tribe.id] += tribe.retreating
                else:
                    tribe.hand += tribe.retreating
                tribe.retreating = 0
        if self.pending_retreats:
            order = len(self.players)
            self.pending_retreats.sort(key=lambda e: ((e[0] - seat - 1) % order, e[1].declined))
        else:
            self._next_turn(events)

    def _do_retreat(self, seat, action, events):
        entries = [e for e in self.pending_retreats if e[0] == seat]
        if not entries:
            raise IllegalAction(f"{self.players[seat].name} has no tokens to retreat")
        race = action.get("race")
        if race is not None:
            entries = [e for e in entries if e[1].id == race]
            if not entries:
                raise IllegalAction(f"no retreat of {race!r} is waiting")
        entry = entries[0]
        tribe, count = entry[1], entry[2]
        counts = conquest.check_counts(self, tribe, action.get("tokens"), "retreat", allow_zero=True)
        total = sum(counts.values())
        if total != count:
            raise IllegalAction(f"place exactly the {count} tokens taken back, not {total}")
        stack = tribe.effects.min_stack if not tribe.declined else 1
        if stack > 1 and any(n and self.tokens[r] + n < stack for r, n in counts.items()):    # item 89
            raise IllegalAction(f"your {tribe.race.name} never stand alone: give each region 0 or at least {stack}")
        plans = {field: None if action.get(field) is None else p.check_retreat_field(self, tribe, field, action[field])
                 for field, p in tribe.effects.retreat_fields.items()}
        for r, n in counts.items():
            self.tokens[r] += n
        tribe.retreating = 0
        self.pending_retreats.remove(entry)
        event = {"type": "retreated", "player": seat, "race": tribe.id,
                 "tokens": {self.region_id(r): n for r, n in counts.items() if n}}
        for field, plan in plans.items():
            tribe.effects.retreat_fields[field].place_retreat_field(self, tribe, field, plan)
            if plan:
                event[field] = {self.region_id(r): n for r, n in plan.items() if n}
        events.append(event)
        if not self.pending_retreats:
            self._next_turn(events)

    def _next_turn(self, events):
        seat = self.seat + 1
        if seat == len(self.players):
            seat = 0
            self.coin_history.append([p.coins for p in self.players])
            if self.round == self.rounds:
                self._finish(events)
                return
            self.round += 1
        self.turn = Turn(seat)
        if self.harmony:            # the Harmony the player gave comes back (item 35)
            self.harmony = {h: given for h, given in self.harmony.items() if given[0] != seat}
        for tribe in self.players[seat].tribes():
            for p in tribe.effects.on_turn_start:
                p.on_turn_start(self, tribe)
            for p in tribe.effects.on_turn_begin:
                p.on_turn_begin(self, tribe, events)
        events.append({"type": "turn_started", "player": seat, "round": self.round})

    def _finish(self, events):
        self.over = True
        best = max(p.coins for p in self.players)
        leaders = [i for i, p in enumerate(self.players) if p.coins == best]
        tie_break = len(leaders) > 1
        if tie_break:
            on_map = {i: sum(self.tokens_on_map(t) for t in self.players[i].tribes()) for i in leaders}
            most = max(on_map.values())
            leaders = [i for i in leaders if on_map[i] == most]
        self.winners = leaders
        events.append({"type": "game_over", "winners": leaders, "tie_break": tie_break,
                       "coins": [p.coins for p in self.players]})


# The core actions; the ruleset's primitives add theirs (classic: roll, sorcery, dragon, ally).
_HANDLERS = {
    "pick": Game._do_pick,
    "decline": Game._do_decline,
    "abandon": Game._do_abandon,
    "conquer": Game._do_conquer,
    "reinforce": Game._do_reinforce,
    "redeploy": Game._do_redeploy,
    "retreat": Game._do_retreat,
    "end_turn": Game._do_end_turn,
}
ACTION_TYPES = ("pick", "decline", "abandon", "conquer", "reinforce", "roll", "sorcery", "dragon",
                "redeploy", "ally", "retreat", "end_turn")   # the classic game's, in the order of docs/FORMATS.md
# Actions after which nothing earlier can be undone: they reveal a combo, end a turn or
# let another player act (a die roll also commits; see Game.apply).
_COMMITTING = frozenset(("pick", "end_turn", "retreat"))
