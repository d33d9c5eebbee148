"""What a ruleset may name and number (issue 32, items 1 and 6-9), through the real loader.

- Every number of a ruleset's YAML files, as a value or a mapping key, is range-checked once, right
  after it is read (files.read_yaml): a hex literal of thousands of digits was read at once and
  then could not be written into a message.
- The names a ruleset brings (a Champion's piece, an artifact's redeploy field, a key of `used`)
  never take one of the game's own (games/smallworld/model/names.py: action types and fields, redeploy fields,
  markers, state keys), nor each other's; its `race_state` and `player_state` never take a key the
  state gives everyone, nor its natives a race's id.
- A parameter naming a faction names one of the ruleset's, and no faction opposes itself.
- A ruleset's id is its folder's name, and a ruleset of your own takes no shipped id: a game file
  names its ruleset by id, and finds it as the folder of that name.
"""

import os
import random

import pytest
from cli_files import HUGE_HEX as HEX
from cli_files import copy_ruleset

from games.smallworld.model.board import load_map
from games.smallworld.model.errors import DataError
from games.smallworld.model.files import MAX_YAML_NUMBER, read_yaml
from games.smallworld.model.game import Game
from games.smallworld.model.names import reserved_names
from games.smallworld.model.ruleset import check_ruleset, load_ruleset
from games.smallworld.model.state_json import STATE_KEYS, state_json

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULES = os.path.join(ROOT, "rules_data")


def mod(tmp_path, edits, source="classic", name="mod"):
    """A copy of a shipped ruleset (its id made its folder's name) with `edits`: (file, old, new)."""
    folder = copy_ruleset(os.path.join(RULES, source), tmp_path / name)
    for part, old, new in edits:
        path = os.path.join(folder, f"{part}.yaml")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        assert old in text, (part, old)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new, 1))
    return folder


def errors(folder):
    ruleset, problems = check_ruleset(folder)
    found = [str(p) for p in problems if not p.warning]
    assert (ruleset is None) == bool(found)
    return found


def refused(folder, part, field, words):
    """The ruleset is refused with one error, at `field` of `part`.yaml, saying `words`; loading
    it (simulate --ruleset, a game file) raises the same."""
    found = errors(folder)
    assert len(found) == 1, found
    assert found[0].startswith(f"error: {os.path.join(folder, part + '.yaml')}: {field}: "), found
    assert words in found[0], found
    with pytest.raises(DataError) as info:
        load_ruleset(folder)
    assert words in str(info.value)


# -- item 1: numbers too large for any file, anywhere ----------------------------------------------------------


@pytest.mark.parametrize("part, old, new, field", [
    ("ruleset", "version: 1", f"version: {HEX}", "version"),
    ("ruleset", "version: 1", f"version: -{HEX}", "version"),
    ("ruleset", "rounds: {2: 10,", f"rounds: {{2: {HEX},", "rounds.2"),
    ("ruleset", "  lair: 10\n", f"  ? {HEX}\n  : 10\n", "markers"),          # as a key
    ("races", "- id: amazons\n", f"- id: amazons\n  ? {HEX}\n  : 1\n", "amazons"),
    ("races", "{count: 4}", f"{{count: {HEX}}}", "amazons.effects[0].conquest_only_tokens.count"),
    ("powers", "- id: alchemist\n", f"- id: alchemist\n  bonus_extra: [1, 2, {HEX}]\n", "alchemist.bonus_extra[2]"),
])
def test_item_1_a_number_of_thousands_of_digits_is_refused_where_it_is(tmp_path, part, old, new, field):
    folder = mod(tmp_path, [(part, old, new)])
    refused(folder, part, field, "a number of about 6020 digits")


def test_item_1_the_largest_number_a_file_may_hold_is_read_and_the_next_is_not(tmp_path):
    path = tmp_path / "numbers.yaml"
    path.write_text(f"a: {MAX_YAML_NUMBER}\nb: [-{MAX_YAML_NUMBER}]\n{MAX_YAML_NUMBER}: c\n")
    assert read_yaml(str(path)) == {"a": MAX_YAML_NUMBER, "b": [-MAX_YAML_NUMBER], MAX_YAML_NUMBER: "c"}
    path.write_text(f"a: [1, {{b: {hex(MAX_YAML_NUMBER + 1)}}}]\n")
    with pytest.raises(DataError) as info:
        read_yaml(str(path))
    assert str(info.value.problems[0]) == (f"error: {path}: a[1].b: 9223372036854775808 is too large: "
                                           f"numbers here are at most {MAX_YAML_NUMBER}")


def test_item_1_a_huge_number_under_an_alias_repeated_a_billion_times_is_found_at_once(tmp_path):
    laughs = "\n".join([f"x0: &a [{HEX}, 1, 1]"] + [f"x{i}: &{chr(97 + i)} [" + ",".join([f"*{chr(96 + i)}"] * 9)
                                                     + "]" for i in range(1, 9)])
    path = tmp_path / "laughs.yaml"
    path.write_text(laughs + "\n")
    with pytest.raises(DataError) as info:
        read_yaml(str(path))
    assert "x0[0]: a number of about 6020 digits is too large" in str(info.value)


# -- item 6: the names a ruleset brings are never the game's ----------------------------------------------------


def with_piece(tmp_path, piece, source="classic"):
    """A ruleset whose first race also has a Champion-like piece called `piece`."""
    first = {"classic": "    - conquest_only_tokens: {count: 4}\n",
             "azeroth": "    - save_token: {used_key: draenei_save}\n"}[source]
    return mod(tmp_path, [("races", first, first + f"    - solo_piece: {{piece: {piece}}}\n")], source)


@pytest.mark.parametrize("piece, what", [
    ("conquer", "an action type"), ("end_turn", "an action type"), ("pick", "an action type"),
    ("raid", "an action type"), ("mountain", "a marker"), ("lost_tribe", "a marker"), ("lair", "a marker"),
    ("tokens", "a field of an action"), ("player", "a field of an action"), ("objectives", "a redeploy field"),
    ("hand", "a key of the state JSON"), ("used", "a key of the state JSON"), ("phase", "a key of the state JSON"),
])
def test_item_6_a_piece_never_takes_a_name_of_the_game(tmp_path, piece, what):
    folder = with_piece(tmp_path, piece)
    refused(folder, "races", "amazons.effects[1].solo_piece.piece",
            f"\"{piece}\" is one of the game's own names ({what})")


def test_item_6_a_piece_of_a_name_of_its_own_is_accepted_and_played(tmp_path):
    rules = load_ruleset(with_piece(tmp_path, "paladin"))
    assert rules.marker_kinds["paladin"].holds and rules.action_owners["paladin"] == ["Amazons"]
    game = Game(rules, load_map(os.path.join(ROOT, "tests", "data", "test-grid.json")),
                [{"name": "A", "kind": "ai", "level": "random"}, {"name": "B", "kind": "ai", "level": "random"}], 5,
                races=["amazons"])
    _play_out(game, 5)
    assert game.over


@pytest.mark.parametrize("field", ["tokens", "heroes", "encampments", "type", "race", "mountain"])
def test_item_6_an_artifacts_redeploy_field_never_takes_a_name_of_the_game(tmp_path, field):
    folder = mod(tmp_path, [("items", "field: heart,", f"field: {field},")], "azeroth")
    refused(folder, "items", "heart_of_azeroth.effects[0].tribute.field", f"\"{field}\" is one of the game's own names")


def test_item_6_a_key_of_used_never_takes_a_name_of_the_game(tmp_path):
    folder = mod(tmp_path, [("races", "used_key: draenei_save", "used_key: raid")], "azeroth")
    refused(folder, "races", "draenei.effects[0].save_token.used_key", "\"raid\" is one of the game's own names")


def test_item_6_two_things_of_a_ruleset_never_share_a_name(tmp_path):
    folder = with_piece(tmp_path, "heart", "azeroth")         # the Heart of Azeroth's redeploy field
    found = errors(folder)
    assert len(found) == 1 and found[0].startswith(
        f"error: {os.path.join(folder, 'items.yaml')}: heart_of_azeroth.effects[0].tribute.field: "), found
    assert "\"heart\" is already the piece of Draenei's solo_piece" in found[0]


def test_item_6_the_names_of_the_game_are_every_name_a_real_game_writes():
    """The registry is not a list kept by hand apart from the engine: every key of every state
    JSON and every action type a classic and a Warcraft game go through are in it (the Champion's
    own piece and the ruleset's race_state aside)."""
    reserved = reserved_names()
    for source, board in (("classic", "tests/data/test-grid.json"), ("azeroth", "tests/data/azeroth/world.json")):
        rules = load_ruleset(os.path.join(RULES, source))
        own = {p.p["piece"] for item in rules.powers.values() for p in item.primitives if p.name == "solo_piece"}
        allowed = STATE_KEYS | set(rules.race_state) | set(rules.player_state) | own
        for seed in (1, 2):
            game = Game(rules, load_map(os.path.join(ROOT, board)),
                        [{"name": n, "kind": "ai", "level": "random"} for n in "ABC"], seed)
            keys, kinds = _play_out(game, seed)
            assert keys <= allowed, keys - allowed
            assert kinds <= set(reserved) | own, kinds - set(reserved)
        assert not own & set(reserved)


def _play_out(game, seed):
    """Play the game to its end with random moves; (every key of the state JSONs on the way, every
    action type played)."""
    from games.smallworld.ai import make_player

    bots = [make_player("random", seed * 10 + i) for i in range(len(game.players))]
    keys, kinds = set(), set()
    while not game.over:
        action = bots[game.current_player].choose(game)
        kinds.add(action["type"] if isinstance(action, dict) else action.type)
        game.apply(action)
        if random.Random(len(game.actions)).random() < 0.2:
            keys |= _keys(state_json(game))
    return keys | _keys(state_json(game)), kinds


def _keys(state):
    found = set(state)
    for player in state["players"]:
        found |= set(player) | set(player["active"] or {}) | {k for d in player["declined"] for k in d}
    for region in state["regions"].values():
        found |= set(region)
    for combo in state["combos"]:
        found |= set(combo)
    return found


# -- item 7: the state's own keys are never overwritten ---------------------------------------------------------


def test_item_7_natives_never_take_a_races_id(tmp_path):
    folder = mod(tmp_path, [("ruleset", "natives: {id: murlocs, name: Murlocs}", "natives: {id: orcs, name: Orcs}")],
                 "azeroth")
    refused(folder, "ruleset", "natives.id", "\"orcs\" is the id of a race of this ruleset")


@pytest.mark.parametrize("key, line, field, words", [
    ("race_state", "race_state: {form: null,", "race_state: {hand: 3, form: null,", "\"hand\" is a key the state"),
    ("race_state", "race_state: {form: null,", "race_state: {race: null, form: null,", "\"race\" is a key the state"),
    ("player_state", "player_state: {harmony: null,", "player_state: {coins: 0, harmony: null,",
     "\"coins\" is a key the state gives every player"),
])
def test_item_7_extra_state_keys_never_take_the_states_own(tmp_path, key, line, field, words):
    folder = mod(tmp_path, [("ruleset", line, field)], "azeroth")
    name = words.split('"')[1]
    refused(folder, "ruleset", f"{key}.{name}", words)


# -- item 8: factions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("part, old, new, field", [
    ("races", "{faction: alliance}", "{faction: scourge}", "orcs.effects[0].coins_per_faction_conquest.faction"),
    ("races", "home: alliance,", "home: scourge,", "humans.effects[0].war_objectives.home"),
    ("races", "barred: horde}", "barred: scourge}", "humans.effects[0].war_objectives.barred"),
])
def test_item_8_a_parameter_names_a_faction_of_the_ruleset(tmp_path, part, old, new, field):
    folder = mod(tmp_path, [(part, old, new)], "azeroth")
    refused(folder, part, field, "\"scourge\" is not a faction of this ruleset (horde, alliance, neutral)")


def test_item_8_a_ruleset_without_factions_has_no_faction_parameter(tmp_path):
    folder = mod(tmp_path, [("races", "{count: 4}\n",
                             "{count: 4}\n    - coins_per_faction_conquest: {faction: red}\n")])
    refused(folder, "races", "amazons.effects[1].coins_per_faction_conquest.faction", "this ruleset has no factions")


def test_item_8_no_faction_opposes_itself(tmp_path):
    folder = mod(tmp_path, [("ruleset", "factions: {horde: alliance,", "factions: {horde: horde,"),
                            ("ruleset", "faction_bonus: 1", "faction_bonus: 200")], "azeroth")
    refused(folder, "ruleset", "factions.horde", "a faction cannot oppose itself")


def test_item_8_a_child_changing_the_factions_is_refused_where_its_parents_races_name_the_old_ones(tmp_path):
    copy_ruleset(os.path.join(RULES, "azeroth"), tmp_path / "warcraft")
    child = tmp_path / "child"
    child.mkdir()
    (child / "ruleset.yaml").write_text("format: smallworld-ruleset\nversion: 1\nid: child\nextends: warcraft\n"
                                        "factions: {horde: alliance, alliance: horde, neutral: null, scourge: null}\n")
    assert errors(str(child)) == []          # a faction more: every race's and parameter's still is one
    (child / "ruleset.yaml").write_text("format: smallworld-ruleset\nversion: 1\nid: child\nextends: warcraft\n"
                                        "factions: {red: blue, blue: red}\n")
    found = errors(str(child))
    assert f"error: {tmp_path / 'warcraft' / 'races.yaml'}: orcs.effects[0].coins_per_faction_conquest.faction: " \
           "\"alliance\" is not a faction of this ruleset (red, blue)" in found, found


# -- item 9: a ruleset's id is its folder's ------------------------------------------------------------------------


def test_item_9_the_id_is_the_folders_name(tmp_path):
    folder = mod(tmp_path, [("ruleset", "id: mod", "id: other")])
    refused(folder, "ruleset", "id", "\"other\" must be the name of its folder, \"mod\"")


def test_item_9_a_mod_never_takes_a_shipped_id(tmp_path):
    folder = mod(tmp_path, [("ruleset", "id: mymod", "id: classic")], name="mymod")
    refused(folder, "ruleset", "id", "\"classic\" must be the name of its folder, \"mymod\"")
    shadow = mod(tmp_path / "elsewhere", [("ruleset", "starting_coins: 5", "starting_coins: 50")], name="classic")
    refused(shadow, "ruleset", "id", "\"classic\" is the id of a shipped ruleset")


def test_item_9_a_copy_of_a_shipped_ruleset_may_still_be_a_mods_parent(tmp_path):
    """`extends` finds a parent beside the mod first: a copy of classic there is no ruleset whose
    id a game file names (the child's is)."""
    mod(tmp_path, [], name="classic")
    child = tmp_path / "child"
    child.mkdir()
    (child / "ruleset.yaml").write_text("format: smallworld-ruleset\nversion: 1\nid: child\nextends: classic\n")
    assert errors(str(child)) == [] and load_ruleset(str(child)).id == "child"


def test_item_9_the_shipped_rulesets_and_the_test_mods_pass():
    for folder in (os.path.join(RULES, "classic"), os.path.join(RULES, "azeroth"),
                   os.path.join(ROOT, "tests", "data", "mods", "gnomes-test"),
                   os.path.join(ROOT, "tests", "data", "mods", "aegis-only-test")):
        assert errors(folder) == [], folder
