"""Each game's remembered setup (game/settings.py, "setups" by game id): kept and read back; every odd value
gives the default for what is wrong and keeps what is right; an old file without the slot reads fine; Small
World's "setup" stays exactly where existing players' files have it."""

import json

import pytest

from game import settings

SEATS = [{"kind": "human", "name": "Ann", "level": None, "pack": "forest"},
         {"kind": "ai", "name": "Player 2", "level": "hard", "pack": None}]


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


def test_a_games_setup_round_trips_and_leaves_small_worlds_alone(user_dir):
    small_world = settings.last_setup()
    assert settings.saved_game_setup("wolves") is None
    assert settings.remember_game_setup("wolves", {"seats": SEATS})
    assert settings.saved_game_setup("wolves") == {"seats": SEATS}
    assert settings.last_setup() == small_world
    on_disk = json.loads((user_dir / "settings.json").read_text())
    assert on_disk["setups"] == {"wolves": {"seats": SEATS}} and "seats" in on_disk["setup"]
    assert settings.remember_game_setup("wolves", "nonsense")          # nothing to keep: the slot goes
    assert settings.saved_game_setup("wolves") is None


def test_an_old_file_without_the_slot_reads_fine_and_keeps_its_setup(user_dir):
    user_dir.mkdir(parents=True)
    old = {"format": "smallworld-settings", "version": 1, "language": "ru",
           "setup": {"speed": "fast", "ruleset": "azeroth", "maps": {"3": "x"},
                     "seats": [{"kind": "human", "name": "Ann"}, {"kind": "ai", "name": "Bob", "level": "hard"}]}}
    (user_dir / "settings.json").write_text(json.dumps(old))
    data = settings.load_settings()
    assert data["setups"] == {} and data["language"] == "ru"
    assert data["setup"]["ruleset"] == "azeroth" and data["setup"]["maps"] == {"3": "x"}
    assert [(s["name"], s["level"]) for s in data["setup"]["seats"]] == [("Ann", None), ("Bob", "hard")]
    assert settings.remember_game_setup("wolves", {"seats": SEATS})
    again = settings.load_settings()
    assert again["setup"] == data["setup"] and again["language"] == "ru"


@pytest.mark.parametrize("setups", [None, 3, "wolves", [{"seats": SEATS}], {"wolves": None}, {"wolves": []},
                                    {"wolves": {"seats": SEATS[:1]}}, {"wolves": {"seats": SEATS * 3}},
                                    {"wolves": {"seats": [SEATS[0], "x"]}}, {"Wolves!": {"seats": SEATS}},
                                    {"": {"seats": SEATS}}, {"a" * 41: {"seats": SEATS}}])
def test_a_slot_that_holds_no_setup_is_left_out(setups):
    data = settings.clean({"setups": setups, "language": "ru", "setup": {"speed": "slow"}})
    assert data["setups"] == {}
    assert data["language"] == "ru" and data["setup"]["speed"] == "slow"


def test_odd_seat_fields_get_their_defaults_and_the_rest_is_kept():
    odd = {"kind": "robot", "name": "\x00\u3164 ", "level": "../../etc", "pack": {"x": 1}}
    long_name = {"kind": "ai", "name": "B" * 400, "level": 7, "pack": "Forest Pack"}
    data = settings.clean({"setups": {"wolves": {"seats": [SEATS[0], odd, long_name], "extra": [1, 2]},
                                      "other_game": {"seats": SEATS}, "bad": 5}})
    assert data["setups"]["other_game"] == {"seats": SEATS}
    wolves = data["setups"]["wolves"]
    assert set(wolves) == {"seats"}
    assert wolves["seats"][0] == SEATS[0]
    assert wolves["seats"][1] == {"kind": "human", "name": "Player 2", "level": None, "pack": None}
    assert wolves["seats"][2] == {"kind": "ai", "name": "B" * settings.MAX_NAME, "level": None, "pack": None}


def test_many_slots_are_cut_to_a_few():
    data = settings.clean({"setups": {f"game{i}": {"seats": SEATS} for i in range(500)}})
    assert len(data["setups"]) == settings.MAX_GAMES
