"""Setup (§3.1, §3.2): the automatic steps, the tile orientation and the start-hex draft (C27), and
setups refused field by field."""

from collections import Counter

import pytest
from wolves_setups import fixed_setup, state

from games.wolves.model.actions import Orient, Start
from games.wolves.model.game import WolvesGame
from games.wolves.model.state_json import state_json
from kernel.errors import DataError, IllegalAction


@pytest.mark.parametrize("players", [3, 4, 5])
def test_three_to_five_players_setup(players):
    game = WolvesGame(fixed_setup(players, first_player=1))
    values = game.values
    regions = game.ground.regions
    assert len(regions) == {3: 6, 4: 8, 5: 10}[players]
    assert len(game.lone_wolves) == 2 * len(regions)
    assert sorted(s[0] for s in game.prey.values()) == sorted(values.prey[players])
    assert all(len(stack) == 2 and len(set(stack)) == 1 for stack in game.prey.values())
    assert Counter(s[0] for s in game.scoring.values()) == Counter(values.scoring_tokens(players))
    assert game.calendar_side == ("2-3" if players == 3 else "4-5")
    assert game.phase_days == {3: {"new": 6, "quarter": 12, "full": 18}, 4: {"new": 7, "quarter": 14, "full": 21},
                               5: {"new": 8, "quarter": 16, "full": 24}}[players]
    assert game.supply == {"bonus_terrain": 12, "bonus_action": 12}
    for board in game.boards:
        assert board.side == "3-5" and board.dens_left() == 12 and board.lairs == 0
        assert [game.values.wolf_cells[i] for i in (2, 5)] == ["alpha", "alpha"] and all(board.wolves)
        assert {board.attribute(values, a) for a in ("spread", "speed", "howl")} == {2, 3, 1}
    assert game.pieces == {} and game.phase == "orient" and game.current == 1 and game.virtual is None


def test_two_players_setup_the_virtual_pack_and_single_prey():
    game = WolvesGame(fixed_setup(2))
    assert sorted(len(s) for s in game.prey.values()) == [1] * 5
    assert sorted(s[0] for s in game.prey.values()) == sorted(game.values.prey[2])
    assert game.phase_days == {"new": 5, "quarter": 10, "full": 15} and game.days == 24
    assert [b.side for b in game.boards] == ["2", "2"]
    expected = {("new",): ("den",), ("full",): ("alpha", "pack"), ("new", "quarter"): ("den", "pack"),
                ("quarter", "full"): ("alpha", "den")}
    for b in game.ground.regions:
        h = game.board.virtual_hex(b)
        assert tuple(kind for _pack, kind in game.pieces[h]) == expected[game.scoring[b]]
        assert all(pack == "mountain" for pack, _kind in game.pieces[h])
    assert len(game.pieces) == 5


def test_orientation_in_turn_order_from_the_first_player():
    game = WolvesGame(fixed_setup(3, first_player=2))
    with pytest.raises(IllegalAction, match="face must be a or b"):
        game.apply(Orient(player=2, face="c"))
    with pytest.raises(IllegalAction, match="seat 2"):
        game.apply(Orient(player=0, face="a"))
    game.apply(Orient(player=2, face="b"))
    assert [game.boards[2].up(game.values, t) for t in range(6)] == ["forest", "forest", "desert", "mountain",
                                                                     "tundra", "meadow"]
    game.apply(Orient(player=0, face="a"))
    events = game.apply(Orient(player=1, face="a"))
    assert game.phase == "start" and game.current == 2 and events[-1]["type"] == "draft_started"


def orient_all(game, face="a"):
    while game.phase == "orient":
        game.apply(Orient(player=game.current, face=face))


def test_the_snake_draft_and_the_other_side_of_the_canyon():            # §3.1.8, C27
    game = WolvesGame(fixed_setup(3, first_player=1))
    orient_all(game)
    sides = game.board.start_sides()
    assert game.order == [1, 2, 0, 0, 2, 1]
    with pytest.raises(IllegalAction, match="beside the canyon"):
        game.apply(Start(player=1, hex="0,-2"))                 # north, but not beside the canyon
    game.apply(Start(player=1, hex="0,-1"))
    with pytest.raises(IllegalAction, match="must be empty"):
        game.apply(Start(player=2, hex="0,-1"))
    game.apply(Start(player=2, hex="1,-1"))
    game.apply(Start(player=0, hex="-2,2"))                    # south
    before = state_json(game)
    with pytest.raises(IllegalAction, match="other side of the canyon"):
        game.apply(Start(player=0, hex="1,1"))                 # south again: refused
    assert state_json(game) == before
    game.apply(Start(player=0, hex="2,-2"))                    # he places twice in a row
    assert {h for h in game.legal_targets("start")} == set(sides["south"]) - {(-2, 2)}
    game.apply(Start(player=2, hex="1,1"))
    events = game.apply(Start(player=1, hex="0,1"))
    assert game.phase == "play" and game.current == 1 and game.actions_left == 2 and game.round == 1
    assert events[-1] == {"type": "turn_started", "player": 1, "round": 1}
    assert game.pieces[(0, 1)] == (("desert", "alpha"), ("desert", "pack"))
    assert len(game.pieces) == 6


def test_the_two_player_draft_avoids_new_moon_regions():               # §3.2.7
    game = WolvesGame(fixed_setup(2, first_player=1))
    orient_all(game)
    assert game.order == [1, 0, 0, 1]
    new_regions = [b for b in game.ground.regions if game.scoring[b][0] == "new"]
    on_new = next(h for h in game.ground.region_land[new_regions[0]] if h not in game.pieces)
    with pytest.raises(IllegalAction, match="top scoring token is not new"):
        game.apply(Start(player=1, hex=f"{on_new[0]},{on_new[1]}"))
    targets = game.legal_targets("start")
    assert targets and all(game.scoring[game.ground.board_of[h]][0] != "new" for h in targets)
    assert not any(h in game.lone_wolves or h in game.prey or h in game.pieces for h in targets)
    with pytest.raises(IllegalAction, match="must be empty"):
        game.apply(Start(player=1, hex="7,-3"))                # r02's lone wolf
    while game.phase == "start":
        game.apply(game.legal_actions()[0])
    assert game.current == 1 and game.phase == "play"
    assert game.second_bonus_due                                # taken at seat 0's first turn start


@pytest.mark.parametrize("change, field", [
    ({"players": [{"name": "A"}]}, "players"),
    ({"packs": ["meadow", "meadow", "forest", "tundra"]}, "packs"),
    ({"packs": ["meadow", "wolf", "forest", "tundra"]}, "packs[1]"),
    ({"first_player": 4}, "first_player"),
    ({"virtual_pack": "desert"}, "virtual_pack"),
    ({"scoring": {"r01": ["new"]}}, "scoring"),
    ({"prey": {f"r0{i}": "hare" for i in range(1, 9)}}, "prey"),
    ({"players": [{"name": "A", "kind": "robot"}] * 4}, "players[0].kind"),
])
def test_a_bad_setup_is_refused_naming_its_field(change, field):
    setup = fixed_setup(4)
    setup.update(change)
    with pytest.raises(DataError) as info:
        WolvesGame(setup)
    assert field in [p.where for p in info.value.problems]


def test_a_bad_layout_is_refused_at_the_layout():
    setup = fixed_setup(4)
    setup["layout"] = {**setup["layout"], "N": "r02"}          # r02 dealt twice
    with pytest.raises(DataError) as info:
        WolvesGame(setup)
    assert any(p.where.startswith("layout") for p in info.value.problems)


def test_the_state_json_has_the_contract_s_keys():
    game = WolvesGame(fixed_setup(2))
    data = state(game)
    assert list(data)[:6] == ["round", "player", "phase", "over", "winners", "actions_left"]
    for key in ("players", "calendar", "regions", "hexes", "supply", "virtual_pack"):
        assert key in data
    player = data["players"][0]
    assert {"name", "pack", "vp", "tiles", "areas", "hunt", "bonus_terrain", "bonus_action", "scoring_tokens",
            "vp_tokens"} <= set(player)
    assert player["areas"]["speed"] == {"taken": 0, "value": 3, "vp": 0}
    assert player["tiles"][0] == {"tile": 0, "up": "meadow", "down": "meadow"}
    assert data["regions"]["r04"]["stack"] == ["new", "quarter"]
    assert data["hexes"]["1,-1"]["pieces"] == [{"pack": "mountain", "kind": "den"}]
    assert data["hexes"]["4,0"]["token"] == "deer" and data["hexes"]["4,0"]["count"] == 1
