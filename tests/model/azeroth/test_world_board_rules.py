"""The Warcraft ruleset's board rules, chosen by its data (rules_data/azeroth/ruleset.yaml):
Murloc natives, mountains, entry regions and the crossing fee, factions, the numbers of §1.
Item numbers are those of the Warcraft rules reference (§5, §6); W numbers are docs/RULES.md's."""

import pytest
from world_helpers import (
    REST,
    ROOT,
    RULES,
    WORLD,
    act,
    assert_audit,
    conquer,
    cost_of,
    decline_turn,
    do,
    end_turn,
    events_of,
    hand,
    helpers,
    pick,
    play_turn,
    redeploy,
    refused,
    region,
    score,
    set_hand,
    world_game,
)

from games.smallworld.model.conquest import cost_breakdown as breakdown
from games.smallworld.model.game import Game
from games.smallworld.model.state_json import state_json


def test_the_numbers_are_classics_and_the_deck_is_the_warcraft_one():
    assert RULES.id == "azeroth" and RULES.parent == "classic"
    assert RULES.rounds == {2: 10, 3: 10, 4: 9, 5: 8}
    assert (RULES.starting_coins, RULES.visible_combos, RULES.die) == (5, 6, (0, 0, 0, 1, 2, 3))
    assert len(RULES.races) == 16 and len(RULES.powers) == 20 and len(RULES.items) == 12
    assert "amazons" not in RULES.races and "alchemist" not in RULES.powers    # nothing of classic's deck
    assert sum(race.box for race in RULES.races.values()) == 182
    factions = [race.faction for race in RULES.races.values()]
    assert (factions.count("alliance"), factions.count("horde"), factions.count("neutral")) == (6, 6, 4)
    assert RULES.markers["lost_tribe"] == 15 and RULES.markers["mountain"] == 10


def _rules_without(tmp_path, race, power):
    """A copy of the azeroth ruleset with that race and power marked `playable: false`."""
    import yaml
    from cli_files import copy_ruleset

    from games.smallworld.model.ruleset import load_ruleset
    folder = tmp_path / "unbuilt"
    copy_ruleset(ROOT / "rules_data" / "azeroth", folder)
    for part, iid in (("races", race), ("powers", power)):
        entries = yaml.safe_load((folder / f"{part}.yaml").read_text())
        for entry in entries:
            if entry["id"] == iid:
                entry["playable"] = False
        (folder / f"{part}.yaml").write_text(yaml.safe_dump(entries))
    return load_ruleset(str(folder))


def test_w1_races_and_powers_not_built_yet_are_never_dealt(tmp_path):
    rules = _rules_without(tmp_path, "gnomes", "champion")
    assert "gnomes" not in rules.deck_races and "champion" not in rules.deck_powers
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    for seed in range(20):
        game = Game(rules, WORLD, seats, seed)
        dealt = {c.race.id for c in game.combos} | set(game.race_stack)
        assert dealt == set(rules.deck_races)
        assert {c.power.id for c in game.combos} | set(game.power_stack) == set(rules.deck_powers)


def test_w1_a_game_file_naming_an_unbuilt_race_or_power_is_refused(tmp_path):
    from games.smallworld.model.errors import DataError
    rules = _rules_without(tmp_path, "gnomes", "champion")
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    with pytest.raises(DataError) as info:
        Game(rules, WORLD, seats, 1, races=["gnomes"])
    assert "races[0]" in str(info.value)
    with pytest.raises(DataError) as info:
        Game(rules, WORLD, seats, 1, powers=["champion"])
    assert "powers[0]" in str(info.value)


def test_every_race_and_power_is_built():
    assert RULES.deck_races == list(RULES.races) and RULES.deck_powers == list(RULES.powers)
    assert RULES.deck_items == list(RULES.items)


def test_murlocs_are_natives_one_token_each_declined_with_no_owner():
    game = world_game()
    state = state_json(game)
    natives = [rid for rid, r in state["regions"].items() if r["race"] == "murlocs"]
    assert sorted(natives) == ["l10", "l3", "l7", "s5"]
    assert all(state["regions"][rid] | {"markers": {}} == {"owner": None, "race": "murlocs", "tokens": 1,
                                                           "declined": True, "markers": {}, "items": []}
               for rid in natives)
    assert state["tray"]["murlocs"] == 15 - 4


def test_w7_a_conquered_murloc_goes_back_to_the_tray_and_is_named_in_the_event():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l8")
    events = conquer(game, 0, "l7")                 # Murloc: 2 + 1 token
    assert events[-1]["defender"] == {"owner": None, "race": "murlocs", "tokens": 1}
    assert events[-1]["tokens"] == 3
    assert state_json(game)["tray"]["murlocs"] == 15 - 3
    assert_audit(game)


def test_mountains_carry_a_mountain_token():
    game = world_game()
    assert region(game, "l4")["markers"] == {"mountain": 1} and region(game, "s4")["markers"] == {"mountain": 1}


def test_the_first_conquest_is_an_entry_region_on_any_island_with_the_crossing_fee():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    assert "entry region" in refused(game, act(0, "conquer", region="l2"))
    assert cost_of(game, "orcs", "s1") == 3                     # 2 + the crossing fee
    events = conquer(game, 0, "s1")
    assert events[-1]["tokens"] == 3


def test_after_the_first_conquest_adjacent_regions_and_any_entry_region_are_open():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    assert cost_of(game, "orcs", "l2") == 2                     # adjacent: no fee
    assert cost_of(game, "orcs", "s1") == 3                     # another island's entry: fee
    assert cost_of(game, "orcs", "l8") == 3                     # an entry region of this island, far away
    assert "not adjacent" in refused(game, act(0, "conquer", region="l9"))
    conquer(game, 0, "s1")
    assert_audit(game)


def test_w2_the_fee_shows_in_the_cost_breakdown_only_on_far_entry_regions():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l8")
    assert cost_of(game, "orcs", "l4") == 3      # mountain, next to l8
    assert ("crossing fee", 1) in breakdown(game, game.tribes["orcs"], game.board.index["s1"]).defence
    assert ("crossing fee", 1) not in breakdown(game, game.tribes["orcs"], game.board.index["l2"]).defence


def test_item_3_a_declined_race_next_to_an_entry_region_does_not_waive_the_fee():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"])
    play_turn(game, 0, pick="orcs", conquer=["l8"], redeploy={"l8": REST})
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)                       # the Orcs in l8 are now Ann's declined race
    end_turn(game, 1)
    pick(game, 0, "trolls")
    # l8's neighbours l4, l7 are not Ann's; l8 itself is hers but declined: s1 is far anyway
    assert cost_of(game, "trolls", "l1") == 3


def test_item_3_only_the_active_race_waives_the_fee_next_to_its_own_declined_region():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l8")
    conquer(game, 0, "l4")                      # mountain: 2 + 1
    redeploy(game, 0, {"l8": 5, "l4": REST})
    end_turn(game, 0)
    play_turn(game, 1, pick="dwarves", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)
    end_turn(game, 1)
    pick(game, 0, "trolls")
    conquer(game, 0, "l1")                      # enters: 2 + fee
    # l8 is an entry region next to Ann's declined l4: the fee is still due (Trolls: 1 less, occupied)
    assert cost_of(game, "trolls", "l8") == 2 + 1 + 1 - 1


def test_seas_and_lakes_are_the_nagas_only():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    assert "Naga" in refused(game, act(0, "conquer", region="l6"))


def test_w5_the_faction_bonus_counts_each_opposed_race_once():
    game = world_game(["dwarves", "trolls"], ["farmer", "blacksmith"])
    pick(game, 0, "dwarves")
    set_hand(game, "dwarves", 4 + 5)
    conquer(game, 0, "l8")
    conquer(game, 0, "l7")                       # a Murloc: 3
    redeploy(game, 0, {"l8": 4, "l7": 5})
    end_turn(game, 0)
    pick(game, 1, "trolls")                      # Horde; Trolls and Blacksmith: 2 less on Dwarves
    set_hand(game, "trolls", 5 + 5)
    conquer(game, 1, "l8")                       # 2 + 4 + fee − 2 = 5
    conquer(game, 1, "l7")                       # 2 + 5 − 2 = 5
    redeploy(game, 1, {"l8": 5, "l7": REST})
    s = score(end_turn(game, 1))
    assert s["faction_bonus"] == 1               # two regions, one Alliance race
    assert_audit(game)


def test_faction_bonus_in_the_score_breakdown():
    game = world_game(["dwarves", "orcs"], ["farmer", "blacksmith"])
    play_turn(game, 0, pick="dwarves", conquer=["l8", "l4"], redeploy={"l8": 1, "l4": REST})
    pick(game, 1, "orcs")                        # Blacksmith: 1 less everywhere
    conquer(game, 1, "l1")                       # 2 + fee − 1 = 2
    conquer(game, 1, "l8")                       # Dwarves (1 token): 2 + 1 + fee − 1 = 3
    conquer(game, 1, "l7")                       # Murloc: 3 − 1 = 2
    redeploy(game, 1, {"l1": 2, "l8": 4, "l7": REST})
    events = end_turn(game, 1)
    s = score(events)
    assert s["faction_bonus"] == 1                # one Alliance race
    assert s["race_bonus"] == 1                   # Orcs: one region taken from the Alliance
    assert s["item_bonus"] == 2                   # the Dark Portal of l1, revealed by the conquest
    assert s["coins"] == 3 + 1 + 1 + 2            # regions + Orcs + faction + Dark Portal
    assert_audit(game)


def test_neutral_races_get_no_faction_bonus():
    game = world_game(["dwarves", "kobolds"], ["farmer", "blacksmith"])
    play_turn(game, 0, pick="dwarves", conquer=["l8"], redeploy={"l8": REST})
    pick(game, 1, "kobolds")
    conquer(game, 1, "l1")
    conquer(game, 1, "l2")
    redeploy(game, 1, {"l1": 5, "l2": REST})
    assert score(end_turn(game, 1))["faction_bonus"] == 0


def test_items_1_and_40_a_declined_opposed_race_counts_even_the_players_own():
    game = world_game(["dwarves", "orcs", "trolls"], ["farmer", "ranger", "blacksmith"])
    pick(game, 0, "dwarves")                      # Alliance
    conquer(game, 0, "l1")
    conquer(game, 0, "l2")
    redeploy(game, 0, {"l1": 1, "l2": REST})
    end_turn(game, 0)
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)                         # Ann's declined Dwarves hold l1 and l2 (1 each)
    end_turn(game, 1)
    pick(game, 0, "trolls")                       # Horde
    conquer(game, 0, "l1")                        # her own declined Dwarves: 2 + 1 + fee − 2 = 2
    redeploy(game, 0, {"l1": REST})
    s = score(end_turn(game, 0))
    assert s["faction_bonus"] == 1
    assert_audit(game)


def test_the_decline_turn_scores_no_faction_bonus():
    game = world_game(["orcs"], ["farmer"])
    play_turn(game, 0, pick="orcs", conquer=["l1"], redeploy={"l1": REST})
    end_turn(game, 1) if game.players[1].active else (pick(game, 1, "dwarves"), end_turn(game, 1))
    s = score(decline_turn(game, 0))
    assert s["faction_bonus"] == 0 and s["coins"] == 1


@pytest.mark.parametrize("players, rounds", [(2, 10), (3, 10), (4, 9), (5, 8)])
def test_rounds_per_player_count(players, rounds):
    assert world_game(players=players).rounds == rounds


def test_the_tie_break_is_race_tokens_on_the_map():
    game = world_game(["orcs", "dwarves"], ["farmer", "ranger"])
    game.round = game.rounds
    play_turn(game, 0, pick="orcs", conquer=["l1"], redeploy={"l1": REST})
    pick(game, 1, "dwarves")
    set_hand(game, "dwarves", hand("orcs", "farmer") - 1)
    conquer(game, 1, "s1")
    redeploy(game, 1, {"s1": REST})
    game.players[1].coins = game.players[0].coins - 2     # Bob's turn scores s1 + Ranger: 2
    events = end_turn(game, 1)
    over = events_of(events, "game_over")[0]
    assert over["tie_break"] and over["winners"] == [0]     # Ann has 1 more token on the map than Bob


def test_the_scored_event_of_a_world_turn_counts_its_coins_in_full():
    game = world_game(["orcs"], ["farmer"])
    pick(game, 0, "orcs")
    conquer(game, 0, "l1")
    redeploy(game, 0, {"l1": REST})
    events = do(game, 0, "end_turn")
    s = score(events)
    assert s["coins"] == s["regions"] + s["race_bonus"] + s["power_bonus"] + s["decline_bonus"] \
        + s["faction_bonus"] + s["item_bonus"]
    assert game.players[0].coins == 5 + s["coins"]


def test_world_and_ruleset_fit():
    assert WORLD.is_world and len(WORLD.islands) == 2


def test_a_ruleset_with_entry_regions_needs_a_world():
    from games.smallworld.model.errors import DataError
    from games.smallworld.model.game import Game
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    with pytest.raises(DataError) as info:
        Game(RULES, helpers.BOARD, seats, 1)
    assert "world of islands" in str(info.value)


@pytest.mark.parametrize("players", [2, 5])
def test_simulate_plays_azeroth_on_a_shipped_world(players, capsys):
    import json

    from game.cli import main
    assert main(["simulate", "--ruleset", "azeroth", "--players", str(players), "--games", "2"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["games"] == 2 and len(result["wins"]) == players


def test_item_22_every_declined_token_of_a_conquered_region_goes_to_the_tray():
    game = world_game(["tauren", "orcs"], ["ranger", "farmer"])
    play_turn(game, 0, pick="tauren", conquer=["l1", "l2"], redeploy={"l1": 7, "l2": REST})
    play_turn(game, 1, pick="orcs", conquer=["s1"], redeploy={"s1": REST})
    decline_turn(game, 0)
    assert region(game, "l1")["tokens"] == 2 and region(game, "l1")["declined"]
    assert cost_of(game, "orcs", "l1") == 2 + 2 + 1                 # +1 per declined token, the fee
    tauren, tray = game.tribes["tauren"], game.tray["tauren"]
    conquer(game, 1, "l1")
    assert game.tray["tauren"] == tray + 2 and tauren.retreating == 0
    assert_audit(game)
