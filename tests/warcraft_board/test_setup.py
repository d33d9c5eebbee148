"""Setup (§3, the scenarios' setups of §7, C36): seats, races, Cities, resources, pieces, hands."""

from __future__ import annotations

import pytest

from games.warcraft_board.model.state import NEUTRAL
from games.warcraft_board.model.values import shipped_values
from tests.warcraft_board.engine_support import grid_board, scenario_game, start


def city_pieces(game, seat):
    city = game.seats[seat].city
    return sorted(p.kind for p in game.pieces_in(city, seat))


def test_main_two_players_each_start_as_the_rules_say():
    game = start(2)
    values = shipped_values()
    assert [s.race for s in game.seats] == sorted([s.race for s in game.seats], key=values.seat_order.index)
    assert len({s.race for s in game.seats}) == 2
    for seat, player in enumerate(game.seats):
        assert (player.gold, player.wood) == (5, 5)
        assert player.levels == {"melee": 1, "ranged": 1, "flying": 1}
        assert len(player.hand) == 3 and len(player.deck) == 18
        assert player.team is None
        assert [(b.kind, b.done, b.printed) for b in player.buildings] == [("barracks", True, True),
                                                                          ("workshop", True, True)]
        assert city_pieces(game, seat) == ["melee"] * 3 + ["worker"] * 3
        assert player.city == game.board.city_for(player.race, seat)
        # everything else waits in reserve, up to the caps
        assert len(game.reserve(seat, "melee")) == 7
        assert len(game.reserve(seat, "ranged")) == 7
        assert len(game.reserve(seat, "flying")) == 4
        assert len(game.reserve(seat, "worker")) == 5
    assert game.turn == 1 and game.step == "move" and game.mover == game.first_player


def test_the_deck_holds_the_cards_of_the_rules():
    values = shipped_values()
    deck = values.deck("orcs")
    assert len(deck) == 21
    assert deck.count("victory_point") == 3
    for card in ("speed", "supplies", "town_portal"):
        assert deck.count(card) == 2
    for card in ("devour", "ensnare", "envenomed_spears", "pillage"):
        assert deck.count(card) == 3


def test_a_players_own_race_is_kept_and_the_other_drawn():
    game = start(2, players=[{"name": "A", "kind": "human", "race": "undead"}, {"name": "B", "kind": "ai"}])
    assert game.seats[0].race == "undead"
    assert game.seats[1].race != "undead"


def test_four_players_have_every_race_in_seat_order_and_teams():
    game = start(4)
    assert [s.race for s in game.seats] == ["humans", "orcs", "night_elves", "undead"]
    assert [s.team for s in game.seats] == ["alliance", "horde", "alliance", "horde"]
    assert game.friendly(0, 2) and game.hostile(0, 1)


def test_four_players_a_chosen_race_keeps_the_clockwise_seats_so_teams_alternate():
    """§3.2: seats go clockwise humans, orcs, night_elves, undead (teams alternate, no team acts twice
    in a row); a player who chose his race only sets where that circle starts."""
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(4)]
    players[1]["race"] = "humans"
    game = start(4, players=players)
    assert [s.race for s in game.seats] == ["undead", "humans", "orcs", "night_elves"]
    teams = [s.team for s in game.seats]
    assert all(teams[i] != teams[(i + 1) % 4] for i in range(4))


def test_the_window_deals_the_races_to_the_players_at_random_round_the_clockwise_circle():
    """Rb §3.2: "Вслепую распределите расы между игроками". The setup screen lists the races the seed
    deals (dealt_races): the races drawn, going round the seats in the clockwise order from a seat the
    seed draws too, so the first player listed is not always the Humans and the teams still alternate.
    A file without `races` keeps §3.2's seats (the tests above)."""
    from games.warcraft_board.model.gamefile import dealt_races

    values = shipped_values()
    order = list(values.seat_order)
    firsts, later_first = set(), 0
    for seed in range(16):
        four = dealt_races(values, 4, seed)
        assert four in [order[k:] + order[:k] for k in range(4)] and four == dealt_races(values, 4, seed)
        firsts.add(four[0])
        two = dealt_races(values, 2, seed)
        assert len(set(two)) == 2 and set(two) <= set(order)
        later_first += order.index(two[0]) > order.index(two[1])
        game = start(4, seed=seed, races=four)
        assert [s.race for s in game.seats] == four and game.friendly(0, 2) and game.hostile(0, 1)
    assert len(firsts) >= 3 and 0 < later_first < 16


def test_races_and_first_player_come_from_the_seed_alike():
    a, b = start(2, seed=11), start(2, seed=11)
    assert [s.race for s in a.seats] == [s.race for s in b.seats]
    assert a.first_player == b.first_player
    firsts = {start(2, seed=s).first_player for s in range(12)}
    assert firsts == {0, 1}      # C36: random first player


def elf_gate_board():
    fields = {(0, 0): {"type": "city", "city_of": "humans"}, (0, 6): {"type": "city", "city_of": "orcs"},
              (6, 3): {"type": "city", "city_of": "undead"},
              (0, 1): {"type": "goldmine"}, (1, 0): {"type": "forest"}, (0, 5): {"type": "goldmine"},
              (1, 6): {"type": "forest"}, (6, 2): {"type": "goldmine"}, (6, 4): {"type": "forest"},
              (4, 0): {"type": "goldmine"}, (4, 6): {"type": "forest"},
              (3, 3): {"type": "clear", "label": "D", "no_outpost": True},
              (2, 3): {"type": "clear", "label": "A"}, (3, 2): {"type": "clear", "label": "B"},
              (3, 4): {"type": "clear", "label": "C"}}
    return grid_board(7, 7, fields)


def test_elf_gate_setup():
    game = scenario_game("elf_gate", elf_gate_board(), ["humans", "orcs", "undead"], first=1)
    assert [s.race for s in game.seats] == ["humans", "orcs", "undead"]
    assert all(s.team is None for s in game.seats)
    for seat, player in enumerate(game.seats):
        assert (player.gold, player.wood) == (5, 5)
        assert city_pieces(game, seat) == ["melee"] * 3 + ["worker"] * 3
        assert len(player.hand) == 3        # C36
    # full depletion on every Mine and Forest not next to a City; those next to one never deplete
    assert game.depletion == {"s40": "full", "s46": "full"}
    assert game.never_deplete == {"s01", "s10", "s05", "s16", "s62", "s64"}
    neutrals = [p for p in game.pieces.values() if p.owner == NEUTRAL and p.where == "map"]
    at = {}
    for p in neutrals:
        at.setdefault(p.space, []).append(p.kind)
    assert sorted(at["s23"]) == ["melee", "ranged", "ranged"]
    assert sorted(at["s32"]) == ["melee", "ranged", "ranged"]
    assert sorted(at["s34"]) == ["melee", "ranged", "ranged"]
    assert at["s33"] == ["flying"] * 3
    assert game.strength(NEUTRAL, "melee") == 3 and game.strength(NEUTRAL, "ranged") == 3
    assert game.abilities(NEUTRAL, "ranged") == frozenset()
    assert game.hostile(NEUTRAL, 0) and game.hostile(2, NEUTRAL)


def necromancer_board():
    fields = {(0, 0): {"type": "city", "city_of": "humans"}, (0, 1): {"type": "goldmine"},
              (1, 0): {"type": "forest"}, (2, 2): {"type": "goldmine"},
              (4, 1): {"type": "clear", "label": "A"}, (4, 3): {"type": "clear", "label": "B"},
              (3, 5): {"type": "clear", "label": "C"}, (5, 0): {"type": "clear", "label": "D"},
              (5, 5): {"type": "clear", "label": "E"}}
    return grid_board(6, 6, fields)


def test_necromancer_march_setup():
    game = scenario_game("necromancer_march", necromancer_board(), ["humans", "undead"], first=1)
    humans, undead = game.seats
    assert humans.city == "s00" and (humans.gold, humans.wood) == (5, 5)
    assert undead.city is None and undead.buildings == [] and (undead.gold, undead.wood) == (0, 0)
    necromancers = sorted(p.space for p in game.pieces.values() if p.kind == "necromancer")
    assert necromancers == ["s41", "s43"]
    assert not [p for p in game.pieces.values() if p.owner == 1 and p.where == "map" and p.kind != "necromancer"]
    assert game.sites == {"A": "s41", "B": "s43", "C": "s35", "D": "s50", "E": "s55"}
    assert game.never_deplete == {"s01", "s10"}
    assert len(undead.hand) == 3


def test_prisoners_setup():
    fields = {(0, 0): {"type": "city", "city_of": "orcs"}, (5, 5): {"type": "city", "city_of": "night_elves"},
              (4, 4): {"type": "clear", "label": "A"}, (1, 1): {"type": "clear", "label": "B"}}
    game = scenario_game("prisoners", grid_board(6, 6, fields), ["orcs", "night_elves"])
    prisoners = {p.owner: p.space for p in game.pieces.values() if p.kind == "prisoner"}
    assert prisoners == {0: "s44", 1: "s11"}
    assert [(s.gold, s.wood) for s in game.seats] == [(5, 5), (5, 5)]


def nordrassil_board():
    fields = {(0, 2): {"type": "clear", "label": "A", "no_outpost": True},
              (1, 2): {"type": "clear", "label": "D"}, (2, 0): {"type": "clear", "label": "B"},
              (2, 4): {"type": "clear", "label": "C"}, (5, 1): {"type": "clear", "label": "E"},
              (5, 3): {"type": "clear", "label": "F"}, (6, 2): {"type": "city", "city_of": "undead"},
              (3, 3): {"type": "mountain"}}
    places = {"humans_support": "s30", "orcs_support": "s34", "undead_ranged": "s61", "undead_flying": "s63"}
    return grid_board(7, 5, fields, places=places)


def test_nordrassil_setup():
    game = scenario_game("nordrassil", nordrassil_board(), ["humans", "orcs", "night_elves", "undead"], first=2)
    teams = [s.team for s in game.seats]
    assert teams == ["allies", "allies", "allies", "undead"]
    for seat, player in enumerate(game.seats):
        assert (player.gold, player.wood) == (0, 0)
        assert all(game.at_top(seat, kind) for kind in ("melee", "ranged", "flying"))
        assert not [p for p in game.pieces.values() if p.owner == seat and p.kind == "worker" and p.where == "map"]
    outposts = {space: (o.owner, o.city, o.done) for space, o in game.outposts.items()}
    assert outposts == {"s20": (0, True, True), "s24": (1, True, True), "s12": (2, True, True),
                        "s51": (3, False, True), "s53": (3, False, True)}
    assert game.city_spaces(0) == ["s20"] and game.city_spaces(3) == ["s62"]

    def units(space):
        return sorted((p.owner, p.kind) for p in game.units_in(space))

    assert units("s20") == [(0, "melee")] * 3
    assert units("s30") == [(0, "flying"), (0, "ranged")]          # design value, tuned by self-play
    assert units("s34") == [(1, "flying"), (1, "ranged")]
    assert units("s12") == [(2, "ranged")] * 3
    assert units("s02") == [(2, "flying"), (2, "melee"), (2, "melee")]
    assert units("s62") == [(3, "melee")] * 3
    assert units("s51") == [(3, "melee"), (3, "melee"), (3, "ranged")]
    assert units("s61") == [(3, "ranged")] * 3
    assert units("s63") == [(3, "flying")] * 2
    assert game.sites == {"nordrassil": "s02"}


@pytest.mark.parametrize("seed", [1, 2])
def test_hands_are_drawn_from_the_recorded_shuffle(seed):
    game = start(2, seed=seed)
    for seat, player in enumerate(game.seats):
        order = game.outcomes.decks.recorded()[str(seat)][0]
        assert player.hand == order[:3] and player.deck == order[3:]


def test_c36_a_scenario_setup_states_only_differences():
    """Hands of 3, level-1 stacks and a random first player unless a scenario names them."""
    from games.warcraft_board.definition import WARCRAFT
    from games.warcraft_board.model import gamefile

    for board, scenario, races in ((elf_gate_board(), "elf_gate", ["humans", "orcs", "undead"]),
                                   (necromancer_board(), "necromancer_march", ["humans", "undead"])):
        game = scenario_game(scenario, board, races, first=1)
        for player in game.seats:
            assert len(player.hand) == 3
            assert player.levels == {"melee": 1, "ranged": 1, "flying": 1}
    firsts = set()
    for seed in range(16):
        doc = {"format": "warcraft_board-game", "version": 1, "scenario": "prisoners", "seed": seed,
               "map": "tiny", "players": [{"name": "A"}, {"name": "B"}]}
        report = gamefile._Report("f")
        firsts.add(gamefile._first_player(doc, report, "prisoners", ["orcs", "night_elves"], seed))
    assert firsts == {0, 1}
    doc = {"players": [{"name": "A"}, {"name": "B"}]}
    assert gamefile._first_player(doc, gamefile._Report("f"), "necromancer_march", ["humans", "undead"], 5) == 1
    assert WARCRAFT.id == "warcraft_board"
