"""The Ethereals: collect an artifact, or storm a legendary place (items 10, 32, 56, 76)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    cost_of,
    do,
    pick,
    play_turn,
    refused,
    region,
    world_game,
)


def _orcs_on_s(markers):
    """Ann's Orcs hold s1 (1), s2 (1, revealing markers[1]) and s3 (the rest); Bob picks the
    Ethereals + Ranger and takes s1 (2 + 1 + fee)."""
    game = world_game(["orcs", "ethereals"], ["farmer", "ranger"], markers=markers)
    play_turn(game, 0, pick="orcs", conquer=["s1", "s2", "s3"], redeploy={"s1": 1, "s2": 1, "s3": REST})
    pick(game, 1, "ethereals")
    conquer(game, 1, "s1")
    return game


def test_item_76_collect_moves_an_artifact_next_to_them_usable_at_once():
    game = _orcs_on_s(["karazhan", "frostmourne"])
    events = do(game, 1, "collect", region="s2", to="s1")
    assert events[-1] == {"type": "collected", "player": 1, "race": "ethereals", "item": "frostmourne",
                          "region": "s2", "to": "s1"}
    assert region(game, "s2")["items"] == [] and region(game, "s1")["items"] == ["frostmourne"]
    assert active_state(game, "used", 1) == {"ethereals": 1}
    events = conquer(game, 1, "s5", use=["frostmourne"])           # a Murloc: 3 − 2
    assert events[-1]["tokens"] == 1
    assert_audit(game)


def test_item_10_collect_and_the_conquest_discount_share_one_use_a_turn():
    game = _orcs_on_s(["karazhan", "frostmourne"])
    do(game, 1, "collect", region="s2", to="s1")
    assert "already used" in refused(game, act(1, "conquer", region="s2", use=["ethereals"]))


def test_collect_needs_a_face_up_artifact_next_to_them():
    game = _orcs_on_s(["karazhan", "dark_portal"])
    assert "no face-up artifact" in refused(game, act(1, "collect", region="s2", to="s1"))
    assert "not next to" in refused(game, act(1, "collect", region="s4", to="s1"))


def test_item_56_a_legendary_place_next_to_them_costs_two_less():
    game = _orcs_on_s(["karazhan", "dark_portal"])
    assert cost_of(game, "ethereals", "s2") == 3
    events = conquer(game, 1, "s2", use=["ethereals"])             # 2 + 1 − 2 = 1
    assert events[-1]["tokens"] == 1 and events[-1]["use"] == ["ethereals"]
    assert region(game, "s2")["items"] == ["dark_portal"]           # a place never moves
    assert_audit(game)


def test_item_56_the_discount_needs_a_legendary_place():
    game = _orcs_on_s(["karazhan", "frostmourne"])
    assert "legendary place" in refused(game, act(1, "conquer", region="s2", use=["ethereals"]))
