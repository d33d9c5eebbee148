"""The Wolves' game file (`wolves-game`): read field by field, every random outcome it leaves out drawn
from its seed (and the setup then complete, as the box has it for that many seats), written back whole
so it replays to the same state; and hostile files refused with a problem at `file: field`, never an
exception."""

import copy
import json
import random
from collections import Counter

import pytest

from games.wolves.definition import WOLVES
from games.wolves.model.board import shipped_box
from games.wolves.model.gamefile import draw_outcomes, game_document, parse_game_file
from kernel.errors import DataError

FILE = "w.json"
PACKS = ("meadow", "desert", "forest", "tundra", "mountain")
# The box's sets for each seat count, written out again here (not read from values.yaml).
SCORING = {2: Counter({("new",): 1, ("full",): 2, ("new", "quarter"): 1, ("quarter", "full"): 1}),
           3: Counter({("new",): 2, ("quarter",): 2, ("full",): 2}),
           4: Counter({("new",): 2, ("quarter",): 3, ("full",): 3}),
           5: Counter({("new",): 3, ("quarter",): 4, ("full",): 3})}
PREY = {2: Counter({"moose": 1, "deer": 1, "raccoon": 1, "boar": 1, "hare": 1}),
        3: Counter({"moose": 1, "deer": 1, "raccoon": 1, "boar": 1, "hare": 2}),
        4: Counter({"moose": 1, "deer": 1, "raccoon": 2, "boar": 2, "hare": 2}),
        5: Counter({"moose": 2, "deer": 2, "raccoon": 2, "boar": 2, "hare": 2})}
REGION_SLOTS = {2: ["C", "NE", "SE", "SW", "NW"], 3: ["N", "NE", "SE", "S", "SW", "NW"],
                4: ["N", "NE", "SE", "S", "SW", "NW", "E", "W"],
                5: ["N", "NE", "SE", "S", "SW", "NW", "E", "W", "NNE", "SSW"]}


def document(seats=3, seed=7, **fields):
    data = {"format": "wolves-game", "version": 1, "map": "standard", "seed": seed,
            "players": [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(seats)]}
    data.update(fields)
    return data


def read(data, base_dir="."):
    return parse_game_file(data, FILE, base_dir, WOLVES.ai_levels)


def errors_of(problems):
    return [p for p in problems if not p.warning]


def played(data, actions=60, seed=3):
    """The game of a document after `actions` random legal actions (fewer if it ends)."""
    setup, problems = read(data)
    assert not errors_of(problems), problems
    game = WOLVES.new_game(setup)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.over:
            break
        WOLVES.apply(game, rng.choice(WOLVES.legal_actions(game)))
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_outcomes_left_out_are_drawn_and_are_the_box_s_for_that_many_seats(players):
    setup, problems = read(document(players))
    assert problems == []
    assert list(setup["layout"]) == REGION_SLOTS[players]
    boards = list(setup["layout"].values())
    assert len(set(boards)) == len(boards) and set(boards) <= {f"r{i:02}" for i in range(1, 11)}
    assert set(setup["scoring"]) == set(boards) == set(setup["prey"])
    assert Counter(tuple(s) for s in setup["scoring"].values()) == SCORING[players]
    assert Counter(setup["prey"].values()) == PREY[players]
    assert len(setup["packs"]) == players and len(set(setup["packs"])) == players
    assert set(setup["packs"]) <= set(PACKS)
    assert 0 <= setup["first_player"] < players
    if players == 2:
        assert setup["virtual_pack"] in PACKS and setup["virtual_pack"] not in setup["packs"]
    else:
        assert setup["virtual_pack"] is None
    assert setup["board"].region_boards() == tuple(boards)


def test_the_same_seed_draws_the_same_setup_and_other_seeds_draw_others():
    first, _ = read(document(4, seed=11))
    again, _ = read(document(4, seed=11))
    keys = ("layout", "scoring", "prey", "packs", "first_player")
    assert {k: first[k] for k in keys} == {k: again[k] for k in keys}
    layouts = {json.dumps(read(document(4, seed=s))[0]["layout"]) for s in range(12)}
    assert len(layouts) > 6


def test_an_outcome_given_is_kept_and_changes_none_of_the_others():
    plain, _ = read(document(3, seed=5))
    given = {"first_player": (plain["first_player"] + 1) % 3, "packs": ["mountain", "meadow", "tundra"]}
    setup, problems = read(document(3, seed=5, **given))
    assert problems == []
    assert setup["first_player"] == given["first_player"] and setup["packs"] == given["packs"]
    for key in ("layout", "scoring", "prey"):
        assert setup[key] == plain[key]


def test_a_player_s_own_pack_is_kept_and_the_others_are_dealt_from_the_rest():
    for seed in range(10):
        players = [{"name": "Ann", "pack": "tundra"}, {"name": "Bob"}, {"name": "Cid", "pack": "meadow"}]
        setup, problems = read(document(3, seed=seed, players=players))
        assert problems == []
        assert setup["packs"][0] == "tundra" and setup["packs"][2] == "meadow"
        assert setup["packs"][1] in ("desert", "forest", "mountain")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_file_written_records_every_outcome_and_replays_to_the_same_state(players):
    game = played(document(players, seed=players), actions=80)
    written = WOLVES.document(game)
    assert list(written)[:2] == ["format", "version"] and written["format"] == "wolves-game"
    for key in ("layout", "scoring", "prey", "packs", "first_player"):
        assert key in written
    assert ("virtual_pack" in written) == (players == 2)
    assert written["actions"] and written["actions"] == [a.to_json() for a in game.actions]
    text = json.dumps(written)
    setup, problems = read(json.loads(text))
    assert problems == []
    again = WOLVES.replay(setup).game
    assert WOLVES.state_json(again) == WOLVES.state_json(game)
    assert json.dumps(WOLVES.document(again)) == text


def test_a_file_with_its_outcomes_replays_alike_whatever_the_seed_would_draw():
    game = played(document(3, seed=21), actions=50)
    written = WOLVES.document(game)
    written["seed"] = 999          # the outcomes recorded win over anything the seed would draw
    setup, problems = read(written)
    assert problems == []
    assert WOLVES.state_json(WOLVES.replay(setup).game) == WOLVES.state_json(game)


def test_draw_outcomes_keeps_what_it_is_given():
    box = shipped_box()
    seats = [{"name": "A"}, {"name": "B"}]
    drawn = draw_outcomes(box, seats, 4)
    assert draw_outcomes(box, seats, 4, drawn) == drawn
    assert draw_outcomes(box, seats, 4) == drawn


def test_game_document_copies_the_actions():
    setup, _ = read(document(2))
    actions = [{"type": "orient", "player": 0, "face": "a"}]
    written = game_document(setup, actions)
    written["actions"][0]["face"] = "b"
    assert actions[0]["face"] == "a"


def test_a_map_path_is_read_relative_to_the_game_file(tmp_path):
    box = json.loads(json.dumps(shipped_box().document))
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "mine.json").write_text(json.dumps(box))
    setup, problems = read(document(3, map="maps/mine.json"), base_dir=str(tmp_path))
    assert problems == [] and setup["map"] == "maps/mine.json"
    _, problems = read(document(3, map="maps/mine.json"), base_dir=".")
    assert [p.where for p in problems] == [f"{FILE}: map"]


def test_an_unknown_field_is_a_warning_and_the_file_still_plays():
    setup, problems = read(document(3, colour="red", players=[{"name": "A", "hat": 1}, {"name": "B"}, {"name": "C"}]))
    assert setup is not None
    assert sorted((p.where, p.warning) for p in problems) == [(f"{FILE}: colour", True),
                                                              (f"{FILE}: players[0].hat", True)]


def _slots(players):
    return dict(zip(REGION_SLOTS[players], [f"r{i:02}" for i in range(1, 11)]))


def _with(players, **fields):
    """A document of `players` seats with the given layout-dependent outcomes (boards r01... in slot order)."""
    return document(players, layout=_slots(players), **fields)


def _board_values(players, values):
    return dict(zip(_slots(players).values(), values))


THREE_SCORING = [["new"], ["new"], ["quarter"], ["quarter"], ["full"], ["full"]]
THREE_PREY = ["moose", "deer", "raccoon", "boar", "hare", "hare"]

HOSTILE = [
    # (document, the field at fault)
    (document(3, version=2), "version"),
    (document(3, version="1"), "version"),
    (document(3, format="smallworld-game"), "format"),
    (document(3, seed="7"), "seed"),
    (document(3, seed=2 ** 70), "seed"),
    (document(3, seed=True), "seed"),
    (document(3, seed=1.5), "seed"),
    (document(3, map=5), "map"),
    (document(3, map="nosuch"), "map"),
    (document(3, map="x" * 5000), "map"),
    (document(3, map="a\x1bb"), "map"),
    (document(3, players="Ann"), "players"),
    (document(1), "players"),
    (document(6), "players"),
    (document(3, players=[{"name": "A"}, {"name": 3}, {"name": "C"}]), "players[1].name"),
    (document(3, players=[{"name": "A"}, "B", {"name": "C"}]), "players[1]"),
    (document(3, players=[{"name": "A"}, {"name": "B\x07"}, {"name": "C"}]), "players[1].name"),
    (document(3, players=[{"name": "A" * 500}, {"name": "B"}, {"name": "C"}]), "players[0].name"),
    (document(3, players=[{"name": "A", "kind": "robot"}, {"name": "B"}, {"name": "C"}]), "players[0].kind"),
    (document(3, players=[{"name": "A", "kind": "ai", "level": "godlike"}, {"name": "B"}, {"name": "C"}]),
     "players[0].level"),
    (document(3, players=[{"name": "A", "pack": "ocean"}, {"name": "B"}, {"name": "C"}]), "players[0].pack"),
    (document(3, players=[{"name": "A", "pack": "forest"}, {"name": "B", "pack": "forest"}, {"name": "C"}]),
     "players[1].pack"),
    (document(3, layout=["r01"]), "layout"),
    (document(3, layout={**_slots(3), "Q": "r09"}), "layout.Q"),
    (document(3, layout={k: v for k, v in _slots(3).items() if k != "S"}), "layout"),
    (document(3, layout={**_slots(3), "S": "r01"}), "layout.S"),
    (document(3, layout={**_slots(3), "S": "r99"}), "layout.S"),
    (document(2, layout=_slots(3)), "layout.N"),           # the 3-player layout in a 2-player game
    (document(3, layout={**_slots(3), "S": 10 ** 100}), "layout.S"),
    (_with(3, scoring=_board_values(3, [["new"]] * 6)), "scoring"),            # not the box's set
    (_with(3, scoring=_board_values(3, [["new", "full"]] + THREE_SCORING[1:])), "scoring.r01"),
    (_with(3, scoring=_board_values(3, [["eclipse"]] + THREE_SCORING[1:])), "scoring.r01"),
    (_with(3, scoring=_board_values(3, ["new"] + THREE_SCORING[1:])), "scoring.r01"),
    (_with(3, scoring={**_board_values(3, THREE_SCORING), "r09": ["new"]}), "scoring.r09"),
    (_with(3, scoring=_board_values(3, THREE_SCORING[:5])), "scoring"),
    (document(3, scoring=_board_values(3, THREE_SCORING)), "scoring"),          # without its layout
    (_with(2, scoring=_board_values(2, [["new"], ["full"], ["full"], ["new", "quarter"], ["full", "quarter"]])),
     "scoring"),                                                                  # a stack upside down
    (_with(3, prey=_board_values(3, ["moose"] * 6)), "prey"),
    (_with(3, prey=_board_values(3, ["dragon"] + THREE_PREY[1:])), "prey.r01"),
    (_with(3, prey=_board_values(3, [None] + THREE_PREY[1:])), "prey.r01"),
    (document(3, packs=["forest", "forest", "desert"]), "packs[1]"),
    (document(3, packs=["forest", "desert"]), "packs"),
    (document(3, packs=["forest", "desert", "sea"]), "packs[2]"),
    (document(3, packs="forest"), "packs"),
    (document(3, players=[{"name": "A", "pack": "tundra"}, {"name": "B"}, {"name": "C"}],
              packs=["forest", "desert", "meadow"]), "packs[0]"),
    (document(3, first_player=3), "first_player"),
    (document(3, first_player=-1), "first_player"),
    (document(3, first_player="0"), "first_player"),
    (document(3, first_player=True), "first_player"),
    (document(3, first_player=10 ** 100), "first_player"),
    (document(3, virtual_pack="forest"), "virtual_pack"),
    (document(2, virtual_pack="ocean"), "virtual_pack"),
    (document(2, packs=["forest", "desert"], virtual_pack="forest"), "virtual_pack"),
    (document(3, actions={"type": "orient"}), "actions"),
    (document(3, actions=["orient"]), "actions[0]"),
    (document(3, actions=[{"type": "orient", "player": 0, "face": 5}]), "actions[0].face"),
    (document(3, actions=[{"type": "start", "player": "0", "hex": "0,1"}]), "actions[0].player"),
    (document(3, actions=[{"type": "fly", "player": 0}]), "actions[0].type"),
    (document(3, actions=[{"type": "move", "player": 0, "wolves": "all"}]), "actions[0].wolves"),
]


@pytest.mark.parametrize("data, field", HOSTILE, ids=[f"{i}-{field}" for i, (_, field) in enumerate(HOSTILE)])
def test_a_hostile_file_is_refused_at_its_field_never_with_an_exception(data, field):
    setup, problems = read(copy.deepcopy(data))
    errors = errors_of(problems)
    assert setup is None and errors, problems
    assert f"{FILE}: {field}" in [p.where for p in errors], errors
    for problem in errors:
        assert len(problem.what) < 400 and "\x1b" not in problem.what and "\x07" not in problem.what


@pytest.mark.parametrize("data", [None, [], "wolves", 7, {"format": "wolves-game"}])
def test_a_file_that_is_not_a_game_is_refused(data):
    setup, problems = read(data)
    assert setup is None and errors_of(problems)


def test_an_action_that_does_not_replay_names_the_action():
    data = document(3, actions=[{"type": "start", "player": 0, "hex": "0,1"}])   # start before orient
    setup, problems = read(data)
    assert problems == []
    with pytest.raises(DataError) as info:
        WOLVES.replay(setup)
    assert info.value.problems[0].where.startswith("action 0 (start")
