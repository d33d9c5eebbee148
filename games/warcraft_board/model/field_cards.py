"""The cards played outside battle (§1's table; C5, C10-C12, C14, C33-C35).

Each fits one card window (C34; the engine opens it as `game.window` and asks `window.queue[0]`):
`move_start` speed (the mover), `cripple` cripple (each hostile player in turn), `move_end`
town_portal and call_to_arms (from the mover clockwise), `harvest_start` rejuvenation, `spend_start`
supplies. `call_to_build` is played inside `build` (spend.py) and `victory_point` by `play_vp`.
A card whose target cannot exist is refused (C35). `do_play_card` never touches the window: the
engine moves it on.
"""

from __future__ import annotations

from kernel.errors import IllegalAction

from .deploy import deploy_targets
from .occupancy import entered_spaces, friendly_count, hostile, mark_played, on_map, pinned_spaces, space_type
from .state import NEUTRAL
from .values import UNIT_KINDS

MOVING_KINDS = ("melee", "ranged", "flying", "worker", "necromancer")
WINDOW_OF = {"speed": "move_start", "cripple": "cripple", "town_portal": "move_end",
             "call_to_arms": "move_end", "rejuvenation": "harvest_start", "supplies": "spend_start"}
FIELD_CARDS = frozenset(WINDOW_OF)


def _in_hand(game, seat: int, card: str) -> None:
    if card not in game.seats[seat].hand:
        raise IllegalAction(f"you hold no {card} card")


def _window_open(game, seat: int, card: str) -> None:
    window = game.window
    wanted = WINDOW_OF[card]
    if window is None or window.kind != wanted or not window.queue or window.queue[0] != seat:
        raise IllegalAction(f"{card} is played only when asked in the {wanted.replace('_', ' ')} window")


def _space(game, action, card: str) -> str:
    space = action.space
    if space is None:
        raise IllegalAction(f"{card} needs a space")
    if space not in game.board.spaces:
        raise IllegalAction(f"there is no space {space!r} on this map")
    return space


# -- the cards' targets -------------------------------------------------------------------------

def speed_targets(game, seat: int, space: str) -> list:
    """The mover's pieces in `space` that `speed` would quicken (none in a pinned space)."""
    if space in pinned_spaces(game):
        return []
    return [p for p in on_map(game, space) if p.owner == seat and p.kind in MOVING_KINDS]


def cripple_targets(game, seat: int, space: str) -> list:
    """Pieces hostile to `seat` in `space` that `cripple` would slow (neutrals never move)."""
    return [p for p in on_map(game, space)
            if p.kind in MOVING_KINDS and p.owner != NEUTRAL and hostile(game, p.owner, seat)]


def portal_units(game, seat: int, space: str) -> list:
    """The seat's units (not workers) in `space`, by id."""
    return sorted((p for p in on_map(game, space) if p.owner == seat and p.kind in UNIT_KINDS),
                  key=lambda p: p.id)


def call_to_arms_workers(game, seat: int, space: str) -> list:
    return [p for p in game.workers_in(space, seat)]


def _placement_problem(game, seat: int, piece, space: str, placed: dict[str, int], origin: str) -> str | None:
    """Why a portalled unit may not go to overflow `space` next to `origin` (C10), or None."""
    if space not in game.board.spaces or not game.board.adjacent(origin, space):
        return f"an overflow space must be adjacent to {origin}, and {space} is not"
    if any(hostile(game, p.owner, seat) for p in on_map(game, space) if p.kind in MOVING_KINDS):
        return f"{space} holds hostile pieces"
    if space_type(game, space) == "mountain" and piece.kind != "flying":
        return f"only flying units may stand in the Mountain {space}"
    if piece.kind in ("melee", "ranged") and game.board.walled(origin, space):
        return f"melee and ranged units never cross the wall between {origin} and {space}"
    if friendly_count(game, space, seat, False) + placed.get(space, 0) + 1 > game.values.stack_limit:
        return f"{space} has no room left under the stack limit"
    return None


def portal_plan(game, seat: int, action) -> list[tuple[int, str]]:
    """Check a town_portal and return where each unit goes, or raise IllegalAction."""
    source = _space(game, action, "town_portal")
    destination = getattr(action, "to", None)
    targets = deploy_targets(game, seat)
    if not targets:
        raise IllegalAction("town_portal needs your City or a finished Outpost to go to")
    if destination is None:
        if len(targets) > 1:
            raise IllegalAction("name the City or finished Outpost the units go to (to)")
        destination = targets[0]
    if destination not in targets:
        raise IllegalAction(f"{destination} is neither your City nor one of your finished Outposts")
    if destination == source:
        raise IllegalAction("the units already stand there")
    units = portal_units(game, seat, source)
    if not units:
        raise IllegalAction(f"you have no unit in {source}")
    if source in pinned_spaces(game):
        raise IllegalAction(f"{source} is pinned: no piece may leave it, not even by town_portal")
    room = max(0, game.values.stack_limit - friendly_count(game, destination, seat, False))
    pieces, spaces = list(action.pieces or ()), list(action.spaces or ())
    if len(pieces) != len(spaces):
        raise IllegalAction("name one overflow space for each overflow unit (pieces and spaces)")
    ids = [p.id for p in units]
    if len(set(pieces)) != len(pieces) or any(pid not in ids for pid in pieces):
        raise IllegalAction(f"the overflow units must be different units of yours from {source}")
    overflow = max(0, len(units) - room)
    if len(pieces) != overflow:
        raise IllegalAction(f"{room} of your {len(units)} units fit in {destination}: exactly {overflow} "
                            "must go to adjacent spaces")
    plan: list[tuple[int, str]] = []
    placed: dict[str, int] = {}
    for pid, space in zip(pieces, spaces):
        problem = _placement_problem(game, seat, game.pieces[pid], space, placed, destination)
        if problem:
            raise IllegalAction(problem)
        placed[space] = placed.get(space, 0) + 1
        plan.append((pid, space))
    plan += [(pid, destination) for pid in ids if pid not in pieces]
    return plan


# -- checking and playing ------------------------------------------------------------------------

def check_play_card(game, action) -> None:
    """Refuse an illegal play of a field card with a reason; change nothing."""
    seat, card = action.player, action.card
    if card == "victory_point":
        raise IllegalAction("lay a victory_point card with play_vp")
    if card == "call_to_build":
        raise IllegalAction("call_to_build is played with a build (by_card)")
    if card not in FIELD_CARDS:
        raise IllegalAction(f"{card!r} is not a card played outside battle")
    _in_hand(game, seat, card)
    _window_open(game, seat, card)
    if card == "speed":
        if not speed_targets(game, seat, _space(game, action, card)):
            raise IllegalAction("speed needs a space holding pieces of yours that may move")
    elif card == "cripple":
        if not cripple_targets(game, seat, _space(game, action, card)):
            raise IllegalAction("cripple needs a space holding pieces hostile to you")
    elif card == "town_portal":
        portal_plan(game, seat, action)
    elif card == "call_to_arms":
        space = _space(game, action, card)
        if game.seats[seat].race != "humans":
            raise IllegalAction("call_to_arms is a Humans card")
        if not hostile(game, game.mover, seat):
            raise IllegalAction("call_to_arms answers a hostile player's Move step")
        if space not in entered_spaces(game):
            raise IllegalAction(f"no enemy unit entered {space} this step")
        if not call_to_arms_workers(game, seat, space):
            raise IllegalAction(f"you have no worker in {space}")
        if game.units_in(space, seat):
            raise IllegalAction(f"your units already stand in {space}")
    elif card == "rejuvenation":
        space = _space(game, action, card)
        if space_type(game, space) != "forest":
            raise IllegalAction("rejuvenation works on a Forest only")
        if space not in game.depletion:
            raise IllegalAction(f"{space} bears no depletion token")
    elif card == "supplies":
        if action.resource not in ("gold", "wood"):
            raise IllegalAction("supplies gives 2 gold or 2 wood: name the resource (gold or wood)")


def do_play_card(game, action) -> list[dict]:
    seat, card = action.player, action.card
    player = game.seats[seat]
    event = {"type": "card_played", "player": seat, "card": card}
    events = [event]
    if card == "speed":
        pieces = speed_targets(game, seat, action.space)
        game.speed.update(p.id for p in pieces)
        event.update(space=action.space, pieces=[p.id for p in pieces])
    elif card == "cripple":
        pieces = cripple_targets(game, seat, action.space)
        for p in pieces:
            game.cripples[p.id] = game.cripples.get(p.id, 0) + 1
        event.update(space=action.space, pieces=[p.id for p in pieces])
    elif card == "town_portal":
        plan = portal_plan(game, seat, action)
        for pid, space in plan:
            game.pieces[pid].space = space
        event.update(space=action.space, moves=[[pid, space] for pid, space in plan])
    elif card == "call_to_arms":
        workers = call_to_arms_workers(game, seat, action.space)
        game.armed.update(p.id for p in workers)
        event.update(space=action.space, pieces=[p.id for p in workers])
        outpost = game.outposts.get(action.space)
        if outpost is not None and not outpost.done and outpost.worker in game.armed:
            del game.outposts[action.space]     # its builder takes up arms (Rb: it fights): the Outpost falls
            events.append({"type": "outpost_lost", "player": seat, "space": action.space, "why": "call_to_arms"})
    elif card == "rejuvenation":
        event.update(space=action.space, was=game.depletion.pop(action.space))
    elif card == "supplies":
        setattr(player, action.resource, getattr(player, action.resource) + 2)
        event.update(resource=action.resource, amount=2)
    mark_played(game, card)
    game.discard_card(seat, card)
    return events


def legal_play_card(game, seat: int, make=None) -> list:
    """Every field card play open to the seat now, built by `make(card, **fields)` (default: PlayCard)."""
    return list(_card_plays(game, seat, make))


def holds_card_for(game, seat: int, window: str) -> bool:
    """Whether the seat holds a card of that window (a window is opened only then: most seats hold none)."""
    return any(WINDOW_OF.get(card) == window for card in game.seats[seat].hand)


def can_play_card(game, seat: int, make=None) -> bool:
    """Whether the seat has any field card play now (stops at the first: asked for every window)."""
    return next(_card_plays(game, seat, make), None) is not None


def _card_plays(game, seat: int, make=None):
    if make is None:
        from .actions import PlayCard

        def make(card, **fields):
            return PlayCard(player=seat, card=card, **fields)

    window = game.window
    if window is None or not window.queue or window.queue[0] != seat:
        return
    hand = set(game.seats[seat].hand)
    for card in sorted(hand & FIELD_CARDS):
        if WINDOW_OF[card] != window.kind:
            continue
        if card == "supplies":
            candidates = [make(card, resource="gold"), make(card, resource="wood")]
        elif card == "town_portal":
            candidates = _portal_plays(game, seat, make)
        else:
            worth_checking = _possible_spaces(game, card)
            candidates = (make(card, space=space) for space in game.board.spaces if space in worth_checking)
        for action in candidates:
            try:
                check_play_card(game, action)
            except IllegalAction:
                continue
            yield action


def _portal_plays(game, seat: int, make):
    """Each town_portal from a space of the seat's units to each place it may go, made one at a time
    (a window asking whether any play exists stops at the first)."""
    for space in sorted({p.space for p in on_map(game) if p.owner == seat and p.kind in UNIT_KINDS}):
        for destination in deploy_targets(game, seat):
            yield make("town_portal", space=space, to=destination, **_overflow(game, seat, space, destination))


def _possible_spaces(game, card: str):
    """The spaces where a space-targeted card could be legal at all (a card can only be played on
    a space holding pieces, or on a depleted Forest): the full check runs on these alone, so a window
    asked on every step does not check every space of the map."""
    if card == "rejuvenation":
        return game.depletion
    if card == "call_to_arms":
        return entered_spaces(game)
    return game.map_index()


def _overflow(game, seat: int, source: str, destination: str) -> dict:
    """A first-fit overflow for town_portal (units beyond the room at the destination, each to the first
    adjacent space that takes it), for the legal-action list."""
    units = portal_units(game, seat, source)
    if destination == source or not units:
        return {}
    room = max(0, game.values.stack_limit - friendly_count(game, destination, seat, False))
    extra = units[:max(0, len(units) - room)]
    if not extra:
        return {}
    placed: dict[str, int] = {}
    pieces, spaces = [], []
    for piece in extra:
        for space in game.board.neighbours(destination):
            if _placement_problem(game, seat, piece, space, placed, destination) is None:
                placed[space] = placed.get(space, 0) + 1
                pieces.append(piece.id)
                spaces.append(space)
                break
    return {"pieces": tuple(pieces), "spaces": tuple(spaces)}


# -- victory_point (C33) ---------------------------------------------------------------------------

def check_play_vp(game, action) -> None:
    seat = action.player
    _in_hand(game, seat, "victory_point")
    if game.over or game.mover != seat:
        raise IllegalAction("a victory_point card is laid only while you act in one of your own steps")
    acting = game.seat_to_act()     # game.py's rule, through the state: no import of the engine here
    if acting is not None and acting != seat:
        raise IllegalAction("a victory_point card is laid only while you act in one of your own steps")


def do_play_vp(game, action) -> list[dict]:
    player = game.seats[action.player]
    player.hand.remove("victory_point")
    player.vp_cards += 1                # laid face up for the rest of the game; it never returns
    return [{"type": "victory_point", "player": action.player, "vp_cards": player.vp_cards}]
