"""Golden games: recorded whole and partial games replayed to their exact expected end state.

Like python-chess's perft files, tests/golden/ pins the rules engine's behaviour: every
`NAME.game.json` is loaded through the project's own loader (games/smallworld/model/gamefile.py), replayed
action by action, and must give exactly `NAME.state.json` (the state JSON) and `NAME.events.json`
(event counts, a digest of every event, coins, winners, what the game covers). A second test checks
that the set as a whole still covers every race, power, action, event and listed situation, so
removing a game that was the only one to cover something fails too.

A rules change that alters an outcome must regenerate the files on purpose and review the diff:
    python tests/golden/make_golden.py --write
(see tests/golden/README.md).
"""

import json
import os
import sys
from functools import cache

import pytest

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden")
if GOLDEN not in sys.path:
    sys.path.insert(0, GOLDEN)

import golden_replay as gr  # noqa: E402

from games.smallworld.model.gamefile import replay  # noqa: E402
from games.smallworld.model.state_json import state_json  # noqa: E402

NAMES = gr.golden_names(GOLDEN)
REGENERATE = ("if the change of behaviour is intended, run `python tests/golden/make_golden.py --repin` "
              "(or --write) and review the diff")


def golden_path(name, suffix):
    return os.path.join(GOLDEN, name + suffix)


def read_json(name, suffix):
    with open(golden_path(name, suffix), encoding="utf-8") as handle:
        return json.load(handle)


@cache
def replayed(name):
    return gr.replay_file(golden_path(name, gr.GAME_SUFFIX))


def test_the_golden_set_is_complete():
    assert len(NAMES) >= 30, f"only {len(NAMES)} golden games in tests/golden"
    files = set(os.listdir(GOLDEN))
    for name in NAMES:
        for suffix in (gr.STATE_SUFFIX, gr.EVENTS_SUFFIX):
            assert name + suffix in files, f"{name}{suffix} is missing"
    orphans = [f for f in files if f.endswith((gr.STATE_SUFFIX, gr.EVENTS_SUFFIX))
               and f.rsplit(".", 2)[0] not in NAMES]
    assert not orphans, f"expected states without a game file: {orphans}"


@pytest.mark.parametrize("name", NAMES)
def test_golden_game_replays_to_its_recorded_state_and_events(name):
    result = replayed(name)
    expected = read_json(name, gr.STATE_SUFFIX)
    actual = result.state
    diff = gr.differences(expected, actual)
    assert not diff, f"{name}: the final state changed, stored -> replayed ({REGENERATE}):\n  " + "\n  ".join(diff)
    # the project's own replay() gives the same game
    assert state_json(replay(result.setup)) == actual
    expected_summary = read_json(name, gr.EVENTS_SUFFIX)
    diff = gr.differences(expected_summary, result.summary)
    assert not diff, f"{name}: the events changed, stored -> replayed ({REGENERATE}):\n  " + "\n  ".join(diff)


@pytest.mark.parametrize("name", NAMES)
def test_golden_game_file_is_recorded_or_seeded(name):
    features = replayed(name).features
    assert ("recorded" in features) != ("seeded" in features), (
        f"{name}: a golden game lists every random outcome (whole races stack, powers, dice) or none")


def test_golden_set_covers_every_race_power_action_event_and_situation():
    covered = set()
    for name in NAMES:
        covered |= replayed(name).features
    missing = [f for f in gr.required_features() if f not in covered]
    assert not missing, f"no golden game covers: {', '.join(missing)}"
