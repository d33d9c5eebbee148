"""The Forsaken's paid recruits (items 9, 26, 46)."""

from world_helpers import (
    REST,
    act,
    assert_audit,
    conquer,
    hand,
    pick,
    play_turn,
    redeploy,
    refused,
    world_game,
)


def _tokens():
    """Ann's tokens: the Forsaken + Ranger's hand."""
    return hand("forsaken", "ranger")


def _forsaken_after_taking_murlocs():
    """Ann's Forsaken + Ranger enter at l8 and take the Murloc of l7 (1 to the tray)."""
    game = world_game(["forsaken"], ["ranger"])
    pick(game, 0, "forsaken")
    conquer(game, 0, "l8")                                     # 3
    conquer(game, 0, "l7")                                     # a Murloc: 3
    return game


def test_item_9_a_murloc_sent_to_the_tray_buys_one_recruit_for_a_coin():
    game = _forsaken_after_taking_murlocs()
    coins, tray = game.players[0].coins, game.tray["forsaken"]
    events = redeploy(game, 0, {"l8": 5, "l7": _tokens() - 5 + 1}, recruit=1)   # every token + 1
    assert events[-1]["recruits"] == 1
    assert game.players[0].coins == coins - 1 and game.tray["forsaken"] == tray - 1
    assert_audit(game)


def test_item_46_more_recruits_than_tokens_sent_are_refused():
    game = _forsaken_after_taking_murlocs()
    assert "at most" in refused(game, act(0, "redeploy", tokens={"l8": 5, "l7": _tokens() - 5 + 2}, recruit=2))


def test_item_46_the_counts_include_the_recruits():
    game = _forsaken_after_taking_murlocs()
    counts = {"l8": 5, "l7": _tokens() - 5}                          # the recruit left out
    assert f"place exactly {_tokens() + 1}" in refused(game, act(0, "redeploy", tokens=counts, recruit=1))


def test_item_26_recruits_are_refused_without_the_coins():
    game = _forsaken_after_taking_murlocs()
    game.players[0].coins = 0
    assert "cost" in refused(game, act(0, "redeploy", tokens={"l8": 5, "l7": _tokens() - 5 + 1}, recruit=1))


def test_w10_item_9_saved_tokens_do_not_count():
    game = world_game(["forsaken", "draenei"], ["ranger", "farmer"])
    play_turn(game, 0, pick="forsaken", conquer=["s1"], redeploy={"s1": REST})
    play_turn(game, 1, pick="draenei", conquer=["l8", "l4"], redeploy={"l8": 2, "l4": REST})
    conquer(game, 0, "l8")                                     # 2 Draenei: 1 saved, 1 back: none lost
    camp = game.turn.campaigns[game.tribes["forsaken"]]
    assert camp.to_tray == 0
    assert "at most" in refused(game, act(0, "redeploy", tokens={"s1": 1, "l8": _tokens()}, recruit=1))


def test_without_the_field_nothing_is_bought():
    game = _forsaken_after_taking_murlocs()
    coins = game.players[0].coins
    redeploy(game, 0, {"l8": 5, "l7": REST})
    assert game.players[0].coins == coins
