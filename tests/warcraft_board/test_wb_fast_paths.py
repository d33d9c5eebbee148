"""The engine's quick ways of listing choices give what checking every possibility would give.

The rules' listings narrow what they check (a card's spaces to those holding pieces, a harvest to spaces
holding workers, a move's walk to each space's answer worked out once, the reserve and the caps to an
index kept until a piece changes place). These tests play random games of every scenario on its shipped
map and, at each decision, compare each listing with the slow way: every space of the map, every path
of the piece's reach, every piece of the state, each through the rules' own check.
"""

from __future__ import annotations

import copy
import itertools

import pytest

from games.warcraft_board.ai.random_player import RandomPlayer
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import field_cards, harvest, movement
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.actions import Harvest, PlayCard
from games.warcraft_board.model.state import Window
from kernel.errors import IllegalAction
from tests.warcraft_board.engine_support import shipped_game

SCENARIOS = [("main", 2), ("main", 4), ("elf_gate", 3), ("necromancer_march", 2), ("prisoners", 2),
             ("nordrassil", 4)]
TURNS = 8


def legal(check, game, action) -> bool:
    try:
        check(game, action)
    except IllegalAction:
        return False
    return True


def every_path(game, piece):
    """Every sequence of distinct spaces of the piece's reach that the move check accepts."""
    reach = movement.allowance(game, piece)
    found, frontier = [], [[]]
    for _ in range(reach):
        frontier = [path + [nxt] for path in frontier
                    for nxt in game.board.neighbours(path[-1] if path else piece.space)
                    if nxt != piece.space and nxt not in path]
        found += [path for path in frontier if movement._path_problem(game, piece, path) is None]
    return sorted(found)


def compare_moves(game, seat):
    for piece in movement.movable_pieces(game, seat):
        assert sorted(movement.paths_for(game, piece)) == every_path(game, piece), (game.turn, piece)
    moved = game.moved
    slow = sorted(p.id for p in game.pieces.values()
                  if p.owner == seat and p.where == "map" and p.space is not None and p.kind in movement.MOVING_KINDS
                  and p.id not in moved and not rules_pinned(game, p.space) and movement.allowance(game, p) > 0)
    assert [p.id for p in movement.movable_pieces(game, seat)] == slow


def rules_pinned(game, space):
    from games.warcraft_board.model.occupancy import pinned_spaces
    return space in pinned_spaces(game)


def compare_cards(game, seat):
    quick = field_cards.legal_play_card(game, seat)
    slow = []
    for card in sorted(set(game.seats[seat].hand) & field_cards.FIELD_CARDS):
        if card in ("supplies", "town_portal"):
            slow += [a for a in quick if a.card == card]        # listed as before: not narrowed
            continue
        slow += [a for a in (PlayCard(player=seat, card=card, space=s) for s in game.board.spaces)
                 if legal(field_cards.check_play_card, game, a)]
    assert quick == slow, (game.turn, game.window)


def probe_cards(game):
    """Each seat asked in each space-targeted card's window, the card put in its hand for the question:
    real windows come seldom in a short game, so the listing is also asked where it would be asked."""
    window, saved = game.window, [list(player.hand) for player in game.seats]
    try:
        for seat, card in itertools.product(range(len(game.seats)), ("speed", "cripple", "call_to_arms",
                                                                      "rejuvenation")):
            game.seats[seat].hand = [card]
            game.window = Window(field_cards.WINDOW_OF[card], [seat])
            compare_cards(game, seat)
    finally:
        game.window = window
        for player, hand in zip(game.seats, saved):
            player.hand = hand


def compare_harvest(game, seat):
    quick = harvest.legal_harvest(game, seat)
    slow = [a for space, outpost in itertools.product(game.board.spaces, (None, True))
            for a in [Harvest(player=seat, space=space, outpost=outpost)]
            if legal(harvest.check_harvest, game, a)]
    assert sorted(quick, key=repr) == sorted(slow, key=repr)
    assert harvest.harvest_pending(game, seat) == [
        space for space in game.board.spaces if harvest.free_workers(game, space, seat)
        and legal(harvest.check_harvest, game, Harvest(player=seat, space=space))]
    ends = any(action.type == "end_step" for action in rules.legal_actions(game))
    assert ends == (not harvest.harvest_pending(game, seat))     # the step ends once every roll is made


def compare_index(game, copying: bool = True):
    slow = {}
    for piece in game.pieces.values():
        if piece.where == "map" and piece.space is not None:
            slow.setdefault(piece.space, []).append(piece)
    assert game.map_index() == slow
    owners = {space: {p.owner for p in here if game.unit_kind(p) is not None} for space, here in slow.items()}
    assert game.unit_owners() == {space: found for space, found in owners.items() if found}
    if not copying:
        return
    twin = copy.deepcopy(game)                      # a copy's index holds the copy's own pieces
    assert all(twin.pieces[p.id] is p for here in twin.map_index().values() for p in here)
    assert twin.unit_owners() == game.unit_owners()


def compare_counts(game):
    for seat, kind in itertools.product(range(len(game.seats)), ("melee", "ranged", "flying", "worker")):
        pieces = [p for p in game.pieces.values() if p.owner == seat and p.kind == kind]
        assert game.reserve(seat, kind) == [p for p in pieces if p.where == "reserve"]
        assert game.in_play(seat, kind) == sum(1 for p in pieces if p.where in ("map", "training"))


@pytest.mark.parametrize("scenario,seats", SCENARIOS)
def test_the_quick_listings_match_checking_everything(scenario, seats):
    game = shipped_game(scenario, seats, seed=5, turn_cap=TURNS, level="random")
    bots = [RandomPlayer(11 + i) for i in range(seats)]
    seen = {"move": 0, "card": 0, "harvest": 0}
    while not game.over:
        found = rules.decision(game)
        seat = found.seat
        if game.battle is None and not game.respawns and not game.asks:
            if game.window is not None and game.window.queue and game.window.queue[0] == seat:
                compare_cards(game, seat)
                seen["card"] += 1
            elif game.step == "move" and game.stage == "free" and seat == game.mover:
                compare_moves(game, seat)
                if seen["move"] % 4 == 0:
                    probe_cards(game)
                seen["move"] += 1
            elif game.step == "harvest" and game.window is None and seat == game.mover:
                compare_harvest(game, seat)
                seen["harvest"] += 1
        compare_counts(game)
        # after every action (a move mends the index in place); copied now and then
        compare_index(game, copying=len(game.actions) % 25 == 0)
        WARCRAFT.apply(game, bots[seat].choose(game))
    # the comparisons ran on real positions (Nordrassil has no Harvest step)
    assert seen["move"] > 20 and (seen["harvest"] > 5 or scenario == "nordrassil")


@pytest.mark.parametrize("scenario,seats", [("main", 4), ("nordrassil", 4), ("elf_gate", 3)])
def test_a_deep_copy_is_a_game_of_its_own_that_plays_on_as_the_original(scenario, seats):
    """The searches copy whole games (pieces, buildings and Outposts copied field by field, the design
    values and the board shared): the copy's state is its own, and it plays on exactly as the original."""
    game = shipped_game(scenario, seats, seed=7, turn_cap=TURNS, level="random")
    bots = [RandomPlayer(31 + i) for i in range(seats)]
    while game.turn < 4 and not game.over:
        WARCRAFT.apply(game, bots[WARCRAFT.seat_to_act(game)].choose(game))
    twin = copy.deepcopy(game)
    assert twin.values is game.values and twin.board is game.board
    assert all(twin.pieces[i] is not p and twin.pieces[i] == p for i, p in game.pieces.items())
    assert all(a is not b and a == b for a, b in zip(twin.seats, game.seats, strict=True))
    assert all(a is not b and a.buildings is not b.buildings and a.buildings == b.buildings
               and all(x is not y for x, y in zip(a.buildings, b.buildings, strict=True))
               for a, b in zip(twin.seats, game.seats, strict=True))
    assert all(twin.outposts[s] is not o and twin.outposts[s] == o for s, o in game.outposts.items())
    before = WARCRAFT.state_json(game)
    piece = next(p for p in twin.pieces.values() if p.where == "map")
    piece.space, twin.seats[0].gold = "elsewhere", 99
    assert WARCRAFT.state_json(game) == before          # the copy's changes stay in the copy
    twin = copy.deepcopy(game)
    twin_bots = copy.deepcopy(bots)
    while not game.over:
        WARCRAFT.apply(game, bots[WARCRAFT.seat_to_act(game)].choose(game))
        WARCRAFT.apply(twin, twin_bots[WARCRAFT.seat_to_act(twin)].choose(twin))
        compare_index(twin, copying=False)
    assert WARCRAFT.state_json(twin) == WARCRAFT.state_json(game)
