"""The game turn (§4) and the one action path: `apply` checks an action fully, then changes the state.

A game turn: Move for every seat (clockwise from the first player), then the sack check (§6, C3),
then Harvest, Deploy and Spend for every seat; after each seat's Spend step (or its slot when it
skips Spend) the end-of-turn checks (VP goals, scenario victories: C2); then the next surviving
seat to the left becomes first player.

A seat's step goes through stages (`game.stage`):
- "start": its start windows (C34: Move: the mover's `speed`, then each hostile seat's `cripple`;
  Harvest: `rejuvenation`; Spend: `supplies`), each opened only for a seat holding a card that fits;
- "free": the mover's own actions (move, harvest, deploy, complete, train, build, upgrade...) until
  `end_step`;
- Move only: "end_window" (`town_portal`, `call_to_arms`, clockwise from the mover), then "battles"
  (the mover picks each with `fight`; a listed space no longer holding two hostile sides is skipped),
  then the cleanup and the scenario checks.

Who acts (`seat_to_act`), first match: a Nordrassil respawn tie (the Undead), an open partner request
(the partner asked), the battle's pending decision, the open window's seat, else the mover.

The step rules live in their own modules (movement, harvest, deploy, spend, field_cards,
scenario_steps) and the battle in the battle module; this module only routes actions to them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kernel.actions import Action
from kernel.errors import IllegalAction

from . import battle, deploy, field_cards, harvest, movement, scenario_steps, scoring, spend
from .actions import (
    ACTIONS,
    Answer,
    Build,
    Complete,
    CompleteOutpost,
    Deploy,
    EndStep,
    Fight,
    Harvest,
    Move,
    Pass,
    PlayCard,
    PlayVp,
    Respawn,
    Train,
    Upgrade,
)
from .decisions import Decision
from .state import NEUTRAL, STEPS, Game, Window

JsonDict = dict[str, Any]
FREE_ACTIONS = {
    "move": ("move",),
    "harvest": ("harvest",),
    "deploy": ("deploy", "complete", "complete_outpost"),
    "spend": ("train", "build", "upgrade"),
}
START_WINDOWS = {"harvest": "harvest_start", "spend": "spend_start"}


class Makers:
    """The action builders the rules modules' legal lists call, for one seat."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def move(self, piece: int, path: Any, escort: bool) -> Move:
        return Move(player=self.seat, piece=piece, path=tuple(path), escort=True if escort else None)

    def harvest(self, space: str, outpost: bool) -> Harvest:
        return Harvest(player=self.seat, space=space, outpost=True if outpost else None)

    def deploy(self, piece: int, space: str) -> Deploy:
        return Deploy(player=self.seat, piece=piece, space=space)

    def complete(self, building: int) -> Complete:
        return Complete(player=self.seat, building=building)

    def complete_outpost(self, space: str) -> CompleteOutpost:
        return CompleteOutpost(player=self.seat, space=space)

    def train(self, buildings: Any) -> Train:
        return Train(player=self.seat, buildings=tuple(buildings))

    def build(self, tiles: Any, outposts: Any, by_card: str | None) -> Build:
        return Build(player=self.seat, tiles=tuple(tiles) or None, outposts=tuple(outposts) or None, by_card=by_card)

    def upgrade(self, kinds: Any) -> Upgrade:
        return Upgrade(player=self.seat, kinds=tuple(kinds))

    def card(self, card: str, **fields: Any) -> PlayCard:
        fields = {k: (tuple(v) if isinstance(v, list) else v) for k, v in fields.items()}
        return PlayCard(player=self.seat, card=card, **fields)


# -- starting ------------------------------------------------------------------------------

def start(game: Game) -> None:
    """Begin the first game turn: the first player's Move step."""
    game.step = "move"
    game.begin_turn_bookkeeping()
    _begin_seat_step(game, game.first_player)
    _advance(game)


# -- who acts --------------------------------------------------------------------------------

def decision(game: Game) -> Decision | None:
    """The decision pending now (module doc), None once the game is over."""
    if game.over:
        return None
    if game.respawns:
        piece = game.pieces[game.respawns[0]]
        return Decision(piece.owner, "respawn", piece.id)
    if game.asks:
        ask = game.asks[0]
        return Decision(ask["to"], "answer", dict(ask))
    if game.battle is not None:
        found = battle.battle_decision(game)
        if found is not None:
            return found
    if game.window is not None:
        return Decision(game.window.seat, game.window.kind)
    return Decision(game.mover, f"{game.step}:{game.stage}")


def seat_to_act(game: Game) -> int | None:
    found = decision(game)
    return found.seat if found is not None else None


# -- the action path -------------------------------------------------------------------------

def apply(game: Game, action: Action | Mapping[str, Any]) -> list[JsonDict]:
    """Check `action` fully, then perform it and everything automatic after it; the events."""
    if not isinstance(action, Action):
        action = ACTIONS.from_json(action)
    if game.over:
        raise IllegalAction("the game is over")
    if not 0 <= action.player < len(game.seats):
        raise IllegalAction(f"there is no seat {action.player}")
    game.events = []
    drawn = _outcomes_drawn(game)
    _dispatch(game, action)
    game.actions.append(action)
    _advance(game)
    if _outcomes_drawn(game) != drawn:     # a die rolled or a card drawn: not to be taken back
        game.random_floor = len(game.actions)
    events, game.events = game.events, []
    return events


def _outcomes_drawn(game: Game) -> tuple[int, int, int]:
    """Dice rolled, income rolls and cards drawn so far (set-aside cards are draws too)."""
    outcomes = game.outcomes
    return len(outcomes.dice.log), len(outcomes.income.log), game.cards_drawn


def _dispatch(game: Game, action: Action) -> None:
    kind = action.type
    player = action.player
    acting = decision(game)
    if kind in ("give", "ask") and game.battle is None and not game.respawns:
        _transfer(game, action, acting)
        return
    if acting is None or acting.seat != player:
        who = acting.seat if acting is not None else None
        raise IllegalAction(f"it is not seat {player}'s turn to act (seat {who} acts now)")
    if acting.kind == "respawn":
        _respawn(game, action)
    elif acting.kind == "answer":
        _answer(game, action)
    elif game.battle is not None:
        if kind == "play_vp":
            _play_vp(game, action)          # C33: the mover acting in his own Move step's battle may too
            return
        game.events.extend(battle.apply_battle_action(game, action) or [])
    elif game.window is not None:
        _window_action(game, action)
    else:
        _free_action(game, action)


def _require(kind: str, action: Action, allowed: tuple[str, ...], where: str) -> None:
    if kind not in allowed:
        raise IllegalAction(f"{kind} is not possible {where}; possible: {', '.join(allowed)}")


def _window_action(game: Game, action: Action) -> None:
    kind = action.type
    window = game.window
    assert window is not None
    if kind == "play_vp" and action.player == game.mover:
        _play_vp(game, action)
        return
    _require(kind, action, ("play_card", "pass"), f"in the {window.kind} window")
    if kind == "play_card":
        field_cards.check_play_card(game, action)
        game.events.extend(field_cards.do_play_card(game, action) or [])
    else:
        game.events.append({"type": "pass", "player": action.player, "window": window.kind})
    game.window = None


def _free_action(game: Game, action: Action) -> None:
    kind = action.type
    step, stage = game.step, game.stage
    if kind == "play_vp":
        _play_vp(game, action)
        return
    if stage == "battles":
        _require(kind, action, ("fight",), "now: choose the next battle")
        _fight(game, action)
        return
    allowed = (*FREE_ACTIONS[step], "end_step")
    _require(kind, action, allowed, f"in the {step} step")
    if kind == "end_step":
        _end_free_part(game)
        return
    if kind == "move":
        movement.check_move(game, action)
        game.events.extend(movement.do_move(game, action) or [])
    elif kind == "harvest":
        _rules_pair(game, "harvest", "harvest", action)
    elif kind == "deploy":
        _rules_pair(game, "deploy", "deploy", action)
    elif kind == "complete":
        _rules_pair(game, "deploy", "complete", action)
    elif kind == "complete_outpost":
        _rules_pair(game, "deploy", "complete_outpost", action)
    elif kind in ("train", "build", "upgrade"):
        _rules_pair(game, "spend", kind, action)


STEP_MODULES = {"harvest": harvest, "deploy": deploy, "spend": spend}


def _rules_pair(game: Game, module: str, name: str, action: Action) -> None:
    found = STEP_MODULES[module]
    getattr(found, f"check_{name}")(game, action)
    game.events.extend(getattr(found, f"do_{name}")(game, action) or [])


def _play_vp(game: Game, action: Action) -> None:
    """C33: a victory_point card laid while its owner acts in one of his own steps."""
    if action.player != game.mover:
        raise IllegalAction("a victory point card is laid only in one of your own steps")
    field_cards.check_play_vp(game, action)
    game.events.extend(field_cards.do_play_vp(game, action))


def _end_free_part(game: Game) -> None:
    seat = game.mover
    if game.step == "harvest":
        pending = harvest.harvest_pending(game, seat) or []
        if pending:
            raise IllegalAction(f"roll for every Mine and Forest holding your workers first: {', '.join(pending)}")
    game.events.append({"type": "end_step", "player": seat, "step": game.step})
    if game.step == "move":
        game.stage = "end_window"
        game.window_plan = [("move_end", s) for s in game.order_from(seat)]
    else:
        game.stage = "done"


def _fight(game: Game, action: Action) -> None:
    space = action.space
    pending = open_battles(game)
    if space not in pending:
        raise IllegalAction(f"no battle to fight in {space}; battles left: {', '.join(pending) or 'none'}")
    game.pending_battles = [s for s in pending if s != space]
    game.events.append({"type": "battle", "player": game.mover, "space": space})
    game.events.extend(battle.start_battle(game, space) or [])


def open_battles(game: Game) -> list[str]:
    """The listed battle spaces still holding units of two hostile sides (§4.1 step 4): a unit of the
    mover or of a partner, and a unit hostile to him. His last unit there may have died flanking an
    earlier battle: his partner's units still fight there, he still the attacker (E54a)."""
    listed = game.pending_battles or []
    return [s for s in listed if movement.sides_meet(game, s, game.mover)]


# -- partners' transfers (C13): the spend module's rules -------------------------------------

def _transfer(game: Game, action: Action, acting: Decision | None) -> None:
    if acting is None:
        raise IllegalAction("the game is over")
    if game.asks:
        raise IllegalAction("a request waits for its answer first")
    _rules_pair(game, "spend", action.type, action)


def _answer(game: Game, action: Action) -> None:
    if action.type != "answer":
        raise IllegalAction(f"answer your partner's request first (seat {game.asks[0]['from']} asks)")
    _rules_pair(game, "spend", "answer", action)


def _respawn(game: Game, action: Action) -> None:
    if action.type != "respawn":
        raise IllegalAction("choose where the killed Undead unit returns first (respawn)")
    piece_id = game.respawns[0]
    if action.piece != piece_id:
        raise IllegalAction(f"piece {piece_id} returns first")
    piece = game.pieces[piece_id]
    options = game.respawn_options(piece, game.respawn_from.get(piece_id, ""))
    if action.space not in options:
        raise IllegalAction(f"{action.space} is not among the nearest spaces: {', '.join(options)}")
    game.respawns.pop(0)
    game.respawn_from.pop(piece_id, None)
    piece.where, piece.space = "map", action.space
    game.events.append({"type": "respawn", "player": piece.owner, "piece": piece_id, "space": action.space})


# -- the automatic part ----------------------------------------------------------------------

def _advance(game: Game) -> None:
    """Run everything that needs no decision, until someone must act or the game is over."""
    for _ in range(10_000):
        _instant_victories(game)
        if game.over or game.respawns or game.asks or game.battle is not None or game.window is not None:
            return
        stage = game.stage
        if stage in ("start", "end_window"):
            if _open_next_window(game):
                return
            if stage == "start":
                game.stage = "free"
                return
            game.stage = "battles"
            game.pending_battles = list(movement.battle_spaces(game, game.mover) or [])
            continue
        if stage == "battles":
            if open_battles(game):
                return
            _after_battles(game)
            continue
        if stage == "done":
            _next_seat_step(game)
            continue
        return
    raise RuntimeError("the game turn does not advance")


def _open_next_window(game: Game) -> bool:
    """Open the next planned window whose seat holds a card that fits it; False when none is left."""
    plan = game.window_plan
    while plan:
        kind, seat = plan.pop(0)
        if not game.alive(seat) or not field_cards.holds_card_for(game, seat, kind):
            continue
        game.window = Window(kind, [seat])
        if field_cards.can_play_card(game, seat, Makers(seat).card):
            return True
        game.window = None
    return False


def _begin_seat_step(game: Game, seat: int) -> None:
    game.mover = seat
    game.begin_step_bookkeeping()
    game.window = None
    game.pending_battles = None
    game.stage = "start"
    game.window_plan = []
    skip = not game.alive(seat) or bool(scenario_steps.skips_step(game, seat, game.step))
    if skip:
        game.stage = "done"
        game.step_state["skipped"] = True
        return
    game.events.append({"type": "step", "player": seat, "step": game.step, "turn": game.turn})
    if game.step == "move":
        game.window_plan = [("move_start", seat)] + [("cripple", s) for s in game.order_from(seat)[1:]
                                                      if game.hostile(s, seat)]
    elif game.step in START_WINDOWS:
        game.window_plan = [(START_WINDOWS[game.step], seat)]
    if game.step == "harvest" and game.scenario == "necromancer_march" and game.seats[seat].race == "undead":
        game.events.extend(scenario_steps.undead_harvest(game, seat) or [])


def _after_battles(game: Game) -> None:
    """§4.1 step 5: the cleanup, then the scenario checks; `call_to_arms` workers are workers again."""
    game.events.extend(movement.cleanup(game) or [])
    if game.scenario == "necromancer_march":
        game.events.extend(scenario_steps.destroy_sites(game) or [])
    _cleanup_victories(game)
    game.armed = set()
    game.stage = "done"


def _next_seat_step(game: Game) -> None:
    """The seat's step is over: the next seat's, or the next step's, or the next game turn's."""
    seat = game.mover
    if game.step == "spend" and not game.over:
        _end_of_turn(game, seat)
        if game.over:
            return
    order = game.order_from(game.first_player)
    later = _seats_after(game, seat)
    if later:
        _begin_seat_step(game, later[0])
        return
    # every seat has taken this step
    if game.step == "move":
        _sack_check(game)
        if game.over:
            return
    index = STEPS.index(game.step)
    if index + 1 < len(STEPS):
        game.step = STEPS[index + 1]
        order = game.order_from(game.first_player)
        _begin_seat_step(game, order[0])
        return
    _end_game_turn(game)


def _seats_after(game: Game, seat: int) -> list[int]:
    """Seats (alive) after `seat` in this step's order, which runs from the first player."""
    n = len(game.seats)
    position = (seat - game.first_player) % n
    return [(game.first_player + i) % n for i in range(position + 1, n) if game.alive((game.first_player + i) % n)]


def _end_game_turn(game: Game) -> None:
    if game.scenario == "nordrassil":
        elves = game.race_seat("night_elves")
        if elves is not None and game.alive(elves):
            deck = game.seats[elves].deck
            if deck:
                card = deck.pop(0)
                game.cards_drawn += 1
                game.seats[elves].set_aside.append(card)
                game.events.append({"type": "set_aside", "player": elves})
                if not deck:
                    game.nordrassil_deck_emptied()
                    return
    cap = game.options.get("turn_cap")
    if cap is not None and game.turn >= cap:
        _turn_cap_reached(game)
        return
    game.turn += 1
    game.begin_turn_bookkeeping()
    survivors = game.order_from((game.first_player + 1) % len(game.seats))
    game.first_player = survivors[0]
    game.step = "move"
    game.events.append({"type": "turn", "turn": game.turn, "first_player": game.first_player})
    _begin_seat_step(game, game.first_player)


def _turn_cap_reached(game: Game) -> None:
    """App option (§9): at the cap the most VP wins (a tie shares it); VP-less scenarios draw."""
    if not scoring.uses_vp(game):
        game.finish([], "turn_cap")
        return
    alive = [s for s in range(len(game.seats)) if game.alive(s)]
    totals = {s: scoring.team_vp(game, s) for s in alive}
    best = max(totals.values(), default=0)
    game.finish([s for s in alive if totals[s] == best], "turn_cap")


# -- victory and elimination -----------------------------------------------------------------

def _end_of_turn(game: Game, seat: int) -> None:
    """C2: the end of the seat's turn (its Spend step, or that step's slot): VP goals, scenario goals."""
    if not game.alive(seat):
        return
    goal = scoring.goal(game)
    if goal is not None:
        total = scoring.team_vp(game, seat)
        if total >= goal:
            game.finish(_alive_team(game, seat), "vp")
            return
    if game.scenario == "elf_gate" and _holds_gate(game, seat):
        game.finish([seat], "elf_gate")
    elif game.scenario == "nordrassil" and game.seats[seat].race == "undead":
        tree = game.sites.get("nordrassil")
        if tree is not None and game.units_in(tree, seat):
            game.finish(_alive_team(game, seat), "nordrassil_tree")


def _alive_team(game: Game, seat: int) -> list[int]:
    return [s for s in game.team_of(seat) if game.alive(s)]


def _holds_gate(game: Game, seat: int) -> bool:
    """Elf Gate (C37): a unit of the seat on D, and no space next to D holding 3 or more hostile units."""
    gate = game.board.label_space("D")
    if gate is None or not game.units_in(gate, seat):
        return False
    return all(len(game.hostile_units(space, seat)) <= 2 for space in game.board.neighbours(gate))


def _cleanup_victories(game: Game) -> None:
    """§7's checks at a cleanup: Prisoners' rescue, Nordrassil's fall of the Night Elf Outpost."""
    if game.over:
        return
    if game.scenario == "prisoners":
        for seat in game.order_from(game.mover):
            city = game.seats[seat].city
            prisoner = [p for p in game.pieces.values() if p.kind == "prisoner" and p.owner == seat]
            if city and prisoner and prisoner[0].where == "map" and prisoner[0].space == city \
                    and not game.hostile_units(city, seat):
                game.finish([seat], "prisoner_rescued")
                return
    elif game.scenario == "nordrassil":
        undead = game.race_seat("undead")
        elves_outpost = game.board.label_space("D")
        if undead is not None and elves_outpost is not None and game.units_in(elves_outpost, undead):
            elves = game.race_seat("night_elves")
            if elves is not None:
                game.outposts.pop(elves_outpost, None)
                game.events.append({"type": "outpost_destroyed", "player": elves, "space": elves_outpost})
            game.finish(_alive_team(game, undead), "night_elf_outpost")


def _instant_victories(game: Game) -> None:
    """Victories that come "at once" whenever they hold: Necromancer March's Humans."""
    if game.over or game.scenario != "necromancer_march":
        return
    undead = game.race_seat("undead")
    humans = game.race_seat("humans")
    necromancers = [p for p in game.pieces.values() if p.kind == "necromancer" and p.where == "map"]
    sites_gone = all(label not in game.sites for label in ("A", "B", "C"))
    if undead is not None and humans is not None and game.alive(humans) and (not necromancers or sites_gone):
        game.finish([humans], "necromancers_dead" if not necromancers else "sites_destroyed")


def _sack_check(game: Game) -> None:
    """§6, C3: after every Move step, all seats together: a City holding a hostile unit is sacked
    (a partial depletion token on it); a City sacked before eliminates its player and his partners."""
    struck = movement.hostile_city_seats(game) or []
    doomed: set[int] = set()
    for seat in struck:
        player = game.seats[seat]
        if player.sacked:
            doomed.update(game.team_of(seat))
        else:
            player.sacked = True
            for space in game.city_spaces(seat):
                game.depletion[space] = "partial"
            game.events.append({"type": "sacked", "player": seat, "space": player.city})
    for seat in sorted(doomed):
        if game.alive(seat):
            eliminate(game, seat)
    if doomed:
        _last_standing(game)


def eliminate(game: Game, seat: int) -> None:
    """C1: the seat's cards, buildings, pieces in training and everything on the map leave play."""
    player = game.seats[seat]
    player.eliminated = True
    player.hand, player.deck, player.discard = [], [], []
    player.buildings = []
    for piece in game.pieces.values():
        if piece.owner == seat and piece.where in ("map", "training", "respawn"):
            piece.where, piece.space = "gone", None
    game.respawns = [p for p in game.respawns if game.pieces[p].owner != seat]
    for space in [s for s, o in game.outposts.items() if o.owner == seat]:
        del game.outposts[space]
    game.events.append({"type": "eliminated", "player": seat})


def _last_standing(game: Game) -> None:
    """One player or team left wins at once; none left is a draw."""
    alive = [s for s in range(len(game.seats)) if game.alive(s)]
    if not alive:
        game.finish([], "everyone_eliminated")
        return
    first = alive[0]
    if all(game.friendly(first, s) for s in alive):
        game.finish(alive, "last_standing")


# -- legal actions -----------------------------------------------------------------------------

def legal_actions(game: Game, limit: int | None = None, unchecked_spend: bool = False) -> list[Action]:
    """Every legal action now (moves cut to `limit` when given, keeping the rest whole). With
    `unchecked_spend` the Spend options come unchecked (spend.candidate_legal checks one)."""
    found = decision(game)
    if found is None:
        return []
    seat = found.seat
    if found.kind == "respawn":
        piece = game.pieces[found.options]
        return [Respawn(player=seat, piece=piece.id, space=s)
                for s in game.respawn_options(piece, game.respawn_from.get(piece.id, ""))]
    if found.kind == "answer":
        ask = found.options
        out: list[Action] = [Answer(player=seat)]
        if game.seats[seat].gold >= ask["gold"] and game.seats[seat].wood >= ask["wood"]:
            out.append(Answer(player=seat, gold=ask["gold"] or None, wood=ask["wood"] or None))
        return out
    # C33: the mover may lay a Victory Point card whenever he acts in his own step, in a battle too
    lay_vp = [PlayVp(player=seat)] if seat == game.mover and "victory_point" in game.seats[seat].hand else []
    if game.battle is not None:
        return list(battle.legal_battle_actions(game)) + lay_vp
    out = lay_vp
    make = Makers(seat)
    if game.window is not None:
        out.extend(field_cards.legal_play_card(game, seat, make.card) or [])
        out.append(Pass(player=seat))
        return out
    if game.stage == "battles":
        return out + [Fight(player=seat, space=s) for s in open_battles(game)]
    step = game.step
    if step == "move" and limit == 0:
        pass                                        # the caller samples moves itself
    elif step == "move":
        moves = movement.legal_moves(game, seat, make.move) or []
        if limit is not None and len(moves) > limit:
            moves = _spread(moves, limit)
        out.extend(moves)
    elif step == "harvest":
        harvests = harvest.legal_harvest(game, seat, make.harvest) or []
        out.extend(harvests)
        if any(not action.outpost for action in harvests):     # harvest_pending's spaces: rolls owed
            return out
    elif step == "deploy":
        out.extend(deploy.legal_deploy(game, seat, make.deploy, make.complete, make.complete_outpost) or [])
    elif step == "spend":
        listing = spend.spend_candidates if unchecked_spend else spend.legal_spend
        out.extend(listing(game, seat, make.train, make.build, make.upgrade) or [])
    out.append(EndStep(player=seat))
    return out


def _spread(moves: list[Move], limit: int) -> list[Move]:
    """At most `limit` moves, every piece's first ones kept before any piece's others."""
    by_piece: dict[int, list[Move]] = {}
    for move in moves:
        by_piece.setdefault(move.piece, []).append(move)
    out: list[Move] = []
    depth = 0
    while len(out) < limit and any(len(v) > depth for v in by_piece.values()):
        for options in by_piece.values():
            if len(options) > depth and len(out) < limit:
                out.append(options[depth])
        depth += 1
    return out


Game.decider = staticmethod(seat_to_act)

__all__ = ["NEUTRAL", "apply", "decision", "eliminate", "legal_actions", "open_battles", "seat_to_act", "start"]
