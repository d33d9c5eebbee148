"""Helpers for the Warcraft (`azeroth`) rules tests: the ruleset, a small two-island world, and
the model tests' helpers (act, do, conquer, refused...) re-exported.

tests/data/azeroth/world.json (islands l (L) and s (S); E: entry region, LT: a Murloc):

    l1 farmland E letter   l2 forest magic   l3 hill LT        l4 mountain     l5 swamp dungeon
    l6 lake                l7 farmland LT    l8 forest E       l9 hill         l10 farmland magic LT
    l11 sea
    s1 forest E            s2 hill letter    s3 swamp dungeon  s4 mountain     s5 farmland LT
    s6 sea                 s7 hill magic

    l1-l2 l1-l5 l2-l3 l2-l6 l3-l4 l3-l7 l4-l8 l5-l6 l5-l9 l6-l7 l6-l10 l7-l8 l7-l11 l9-l10 l10-l11
    s1-s2 s1-s5 s2-s3 s2-s6 s3-s4 s3-s7 s5-s6 s6-s7
"""

import importlib.util
from pathlib import Path

from games.smallworld.model import queries
from games.smallworld.model.board import load_map
from games.smallworld.model.game import Game
from games.smallworld.model.ruleset import load_ruleset
from games.smallworld.model.state_json import state_json

ROOT = Path(__file__).resolve().parents[3]
_spec = importlib.util.spec_from_file_location("model_test_helpers", ROOT / "tests" / "model" / "conftest.py")
helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(helpers)

act, do, conquer, end_turn = helpers.act, helpers.do, helpers.conquer, helpers.end_turn
retreat = helpers.retreat
refused, assert_audit, region, tokens, held = helpers.refused, helpers.assert_audit, helpers.region, \
    helpers.tokens, helpers.held
scored, events_of, cost_of, pick = helpers.scored, helpers.events_of, helpers.cost_of, helpers.pick
decline_turn = helpers.decline_turn

# The shipped ruleset. Its banner and badge numbers are design values the balance tuning changes
# (docs/RULES.md, section 12): the tests read them through banner(), bonus() and hand()
# rather than writing them down, and test_world_numbers.py plays the mechanics tests again with
# every one of them changed (shifted_rules), swapping this RULES for world_game.
RULES = load_ruleset(str(ROOT / "rules_data" / "azeroth"))
WORLD_PATH = str(ROOT / "tests" / "data" / "azeroth" / "world.json")
WORLD = load_map(WORLD_PATH)
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
FILL_RACES = ["orcs", "dwarves", "trolls", "naga", "kobolds", "blood_elves", "night_elves"]
FILL_POWERS = ["farmer", "ranger", "herbalist", "swamp_dweller", "mountaineer", "fishing", "strategist",
               "blacksmith", "explorer", "berserker", "builder", "navigator", "mining"]


MARKERS = ["dark_portal", "karazhan"]     # l1 gets the Dark Portal, s2 Karazhan


def world_game(races=(), powers=(), players=2, dice=None, markers=MARKERS, seed=1, bombs=None):
    """A game of `azeroth` on the test world whose first visible combos are (races[i], powers[i])
    and whose letter regions hold `markers` (face down)."""
    races = list(races) + [r for r in FILL_RACES if r not in races]
    powers = list(powers) + [p for p in FILL_POWERS if p not in powers]
    seats = [{"name": NAMES[i], "kind": "human"} for i in range(players)]
    return Game(RULES, WORLD, seats, seed=seed, races=races, powers=powers, dice=list(dice or []),
                markers=markers, bombs=bombs)


def score(events):
    """The turn's `scored` event."""
    return scored(events)


def active_state(game, key, seat=0):
    """The `key` of the seat's active race in the game's state (state_json)."""
    return state_json(game)["players"][seat]["active"][key]


def rules_root():
    """The folder holding the ruleset the tests play (rules_data/, or a shifted copy's): where a
    game file's ruleset id is looked up."""
    return str(Path(RULES.path).parent)


def banner(race):
    """The race's banner tokens in the ruleset the tests play (RULES)."""
    return RULES.races[race].banner


def bonus(power):
    """The power's badge tokens in the ruleset the tests play (RULES)."""
    return RULES.powers[power].bonus


def box(race):
    """The race's tokens in the box."""
    return RULES.races[race].box


def hand(race, power):
    """The tokens a combo of the race and the power is picked with (never more than its box)."""
    return min(banner(race) + bonus(power), box(race))


def set_hand(game, race, count):
    """Give the race exactly `count` tokens in hand, from or back to its tray: a test whose rule
    needs that many (an edge case, enough for its conquests) gets them whatever the banner and
    badge. The tokens stay accounted for (the audit holds)."""
    tribe = game.tribes[race]
    assert 0 <= count <= tribe.hand + game.tray[race], f"{race}: {count} tokens in hand cannot be"
    game.tray[race] += tribe.hand - count
    tribe.hand = count


def set_coins(game, seat, coins):
    """Leave the player exactly `coins` coins (a toll it cannot pay), the game's coin count kept
    (the audit holds)."""
    game.coins_start -= game.players[seat].coins - coins
    game.players[seat].coins = coins


def set_short(game, race, rid, short):
    """Give the race the hand that leaves it `short` tokens short of conquering `rid` (1 to 3: the
    final attempt with the die), counting the troops it would ready."""
    tribe = game.tribes[race]
    ready = queries.ready_tokens(game, tribe)
    set_hand(game, race, tribe.hand + cost_of(game, race, rid) - short - ready)


def shifted_rules(folder, shifts):
    """The shipped `azeroth` ruleset copied into `folder` (a new folder, loaded through the real
    loader) with its banners and badges changed: the n-th race's banner and the n-th power's badge
    by shifts[n % len(shifts)] tokens, and every box 2 more so that no hand the change makes is cut
    down to its box. `classic`, which it extends, is linked beside it. Its id is its folder's, `shifted`."""
    import yaml

    shipped = ROOT / "rules_data"
    folder = Path(folder)
    (folder / "shifted").mkdir(parents=True)
    (folder / "classic").symlink_to(shipped / "classic", target_is_directory=True)
    for name in ("ruleset.yaml", "items.yaml"):
        text = (shipped / "azeroth" / name).read_text(encoding="utf-8")
        (folder / "shifted" / name).write_text(text.replace("\nid: azeroth\n", "\nid: shifted\n"), encoding="utf-8")
    for name, key in (("races.yaml", "banner"), ("powers.yaml", "bonus")):
        entries = yaml.safe_load((shipped / "azeroth" / name).read_text(encoding="utf-8"))
        for n, entry in enumerate(entries):
            entry[key] += shifts[n % len(shifts)]
            if "box" in entry:
                entry["box"] += 2
        (folder / "shifted" / name).write_text(yaml.safe_dump(entries, sort_keys=False, allow_unicode=True),
                                               encoding="utf-8")
    return load_ruleset(str(folder / "shifted"))


# In a redeployment's counts: every token the race has left to spread there (the engine's own
# count, redeploy_limits), so that a turn setting up a test needs no hand size.
REST = "rest"


def _counts(game, seat, counts):
    """The counts with REST replaced by the tokens the seat's active race has left to spread."""
    if REST not in counts.values():
        return counts
    spread = queries.redeploy_limits(game, game.players[seat].active).spread
    placed = sum(n for n in counts.values() if n != REST)
    return {rid: spread - placed if n == REST else n for rid, n in counts.items()}


def redeploy(game, seat, counts, **fields):
    """The redeploy action (counts may hold REST): its events."""
    return do(game, seat, "redeploy", tokens=_counts(game, seat, counts), **fields)


def play_turn(game, seat, pick=None, conquer=(), redeploy=None, end=True, **fields):
    """The model tests' play_turn, whose redeploy counts may hold REST."""
    events = helpers.play_turn(game, seat, pick=pick, conquer=conquer, end=False)
    if redeploy is not None:
        events += globals()["redeploy"](game, seat, redeploy, **fields)
    if end:
        events += end_turn(game, seat)
    return events
