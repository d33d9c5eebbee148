"""A mod whose only toll comes from an item (the Aegis of Aggramar, with the Pandaren's Harmony
and the Bogman's swamp toll taken away: tests/data/mods/aegis-only-test): its ruleset still asks
tolls, so the Aegis is charged and an attack its player cannot pay for is neither allowed nor
offered."""

from pathlib import Path

from world_helpers import (
    FILL_POWERS,
    FILL_RACES,
    NAMES,
    REST,
    WORLD,
    act,
    assert_audit,
    conquer,
    events_of,
    pick,
    play_turn,
    refused,
    set_coins,
)

from games.smallworld.model.game import Game
from games.smallworld.model.legal import conquest_options, legal_actions
from games.smallworld.model.primitives import Primitive
from games.smallworld.model.ruleset import load_ruleset

MOD = load_ruleset(str(Path(__file__).resolve().parents[2] / "data" / "mods" / "aegis-only-test"))


def _aegis_held():
    """Ann's Orcs control the Aegis in l1 (2 tokens there, the rest in l2); Bob picked the Dwarves."""
    seats = [{"name": name, "kind": "human"} for name in NAMES[:2]]
    game = Game(MOD, WORLD, seats, seed=1, races=FILL_RACES, powers=FILL_POWERS,
                markers=["aegis_of_aggramar", "karazhan"])
    play_turn(game, 0, pick="orcs", conquer=["l1", "l2"], redeploy={"l1": 2, "l2": REST})
    pick(game, 1, "dwarves")
    return game


def test_the_mod_asks_no_toll_of_its_races_and_powers_only_of_an_item():
    toll_items = [item.id for item in MOD.items.values()
                  if any(type(p).item_toll is not Primitive.item_toll for p in item.primitives)]
    assert toll_items == ["aegis_of_aggramar"]
    assert not any(p.grants_tolls or type(p).toll is not Primitive.toll
                   for item in list(MOD.races.values()) + list(MOD.powers.values()) for p in item.primitives)
    assert MOD.has_tolls


def test_an_item_only_toll_is_charged():
    game = _aegis_held()
    ann, bob = game.players[0].coins, game.players[1].coins
    events = conquer(game, 1, "l1")
    assert events_of(events, "toll_paid") == [{"type": "toll_paid", "player": 1, "to": 0, "coins": 2,
                                               "region": "l1"}]
    assert game.players[0].coins == ann + 2 and game.players[1].coins == bob - 2
    assert_audit(game)


def test_an_item_only_toll_the_player_cannot_pay_is_refused_and_not_offered():
    game = _aegis_held()
    set_coins(game, 1, 1)
    l1 = game.board.index["l1"]
    assert conquest_options(game, game.tribes["dwarves"], [l1])[l1].reason == "an attack here asks 2 coins first"
    assert not [a for a in legal_actions(game) if a.get("region") == "l1"]
    assert "asks 2 coins" in refused(game, act(1, "conquer", region="l1"))
    assert_audit(game)
