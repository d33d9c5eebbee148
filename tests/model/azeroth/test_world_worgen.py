"""The Worgen's two forms (items 23, 24, 26, 32, 33, 84)."""

from world_helpers import (
    REST,
    act,
    active_state,
    assert_audit,
    conquer,
    cost_of,
    do,
    end_turn,
    events_of,
    pick,
    play_turn,
    redeploy,
    refused,
    score,
    world_game,
)

from games.smallworld.model.legal import legal_actions
from games.smallworld.model.state_json import state_json


def _form(game, seat=0):
    active = state_json(game)["players"][seat]["active"]
    return active and active["form"]


def test_human_form_pays_two_coins_at_once():
    game = world_game(["worgen"], ["ranger"])
    pick(game, 0, "worgen")
    coins = game.players[0].coins
    events = do(game, 0, "form", form="human")
    assert events == [{"type": "form_taken", "player": 0, "race": "worgen", "form": "human", "coins": 2}]
    assert game.players[0].coins == coins + 2 and _form(game) == "human"
    assert cost_of(game, "worgen", "l1") == 3
    assert_audit(game)


def test_worgen_form_costs_a_coin_and_takes_one_off_every_conquest():
    game = world_game(["worgen"], ["ranger"])
    pick(game, 0, "worgen")
    coins = game.players[0].coins
    do(game, 0, "form", form="worgen")
    assert game.players[0].coins == coins - 1 and _form(game) == "worgen"
    assert cost_of(game, "worgen", "l1") == 2            # 2 + fee − 1
    conquer(game, 0, "l1")
    assert cost_of(game, "worgen", "l2") == 1
    assert_audit(game)


def test_item_26_the_worgen_form_is_refused_without_a_coin():
    game = world_game(["worgen"], ["ranger"])
    pick(game, 0, "worgen")
    game.players[0].coins = 0
    assert "coin" in refused(game, act(0, "form", form="worgen"))
    forms = [a["form"] for a in legal_actions(game) if a["type"] == "form"]
    assert forms == ["human"]


def test_item_24_the_form_comes_before_the_first_conquest_and_once():
    game = world_game(["worgen"], ["ranger"])
    pick(game, 0, "worgen")
    do(game, 0, "form", form="human")
    assert "already" in refused(game, act(0, "form", form="worgen"))
    game2 = world_game(["worgen"], ["ranger"])
    pick(game2, 0, "worgen")
    conquer(game2, 0, "l1")
    assert "already took a form" in refused(game2, act(0, "form", form="worgen"))   # human, at the conquest


def test_a_bad_form_is_refused():
    game = world_game(["worgen"], ["ranger"])
    pick(game, 0, "worgen")
    assert "form must be one of human, worgen" in refused(game, act(0, "form", form="wolf"))


def test_item_33_human_form_is_taken_at_the_first_conquest():
    game = world_game(["worgen"], ["ranger"])
    pick(game, 0, "worgen")
    coins = game.players[0].coins
    events = conquer(game, 0, "l1")
    assert events_of(events, "form_taken")[0]["form"] == "human"
    assert game.players[0].coins == coins + 2 and _form(game) == "human"


def test_item_33_else_at_the_redeployment_else_at_the_end_of_the_turn():
    game = world_game(["worgen", "orcs"], ["ranger", "farmer"])
    play_turn(game, 0, pick="worgen", conquer=["l1"], redeploy={"l1": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    assert _form(game) is None
    coins = game.players[0].coins
    events = redeploy(game, 0, {"l1": REST})                 # no conquest: the redeployment takes it
    assert events_of(events, "form_taken") and game.players[0].coins == coins + 2
    end_turn(game, 0)
    end_turn(game, 1)
    coins = game.players[0].coins
    events = end_turn(game, 0)                            # neither: the end of the turn
    assert events_of(events, "form_taken")[0]["form"] == "human"
    assert game.players[0].coins == coins + 2 + score(events)["coins"]
    assert_audit(game)


def test_item_33_a_declining_worgen_takes_no_form_and_item_23_no_decline_after_the_form():
    game = world_game(["worgen", "orcs"], ["ranger", "farmer"])
    play_turn(game, 0, pick="worgen", conquer=["l1"], redeploy={"l1": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    before = game.copy()
    do(before, 0, "form", form="human")
    assert "first thing" in refused(before, act(0, "decline"))
    events = do(game, 0, "decline") + end_turn(game, 0)
    assert not events_of(events, "form_taken")


def test_item_84_the_form_is_null_outside_its_owners_turn():
    game = world_game(["worgen", "orcs"], ["ranger", "farmer"])
    pick(game, 0, "worgen")
    do(game, 0, "form", form="worgen")
    conquer(game, 0, "l1")
    redeploy(game, 0, {"l1": REST})
    end_turn(game, 0)
    assert _form(game) is None
    assert active_state(game, "used") == {}
