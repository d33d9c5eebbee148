"""A long Warcraft combo in a narrow window (1024x640): the players panel gives the active race's numbers
a line of their own, so the combo keeps its power's name (whole or abbreviated) beside the race."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from scene_driver import frame  # noqa: E402
from test_azeroth_window import azeroth, picked, world_game  # noqa: E402

from game import i18n  # noqa: E402
from game.ui.layout import Layout  # noqa: E402
from games.smallworld.scenes.start import load_classic_ruleset  # noqa: E402
from games.smallworld.ui.players_panel import every_combo_keeps_its_power, fit_combo, players_line_room  # noqa: E402

pytestmark = pytest.mark.usefixtures("user_dir")

SMALL, LARGE = (1024, 640), (1920, 1080)


def loses_its_power(shown, race):
    return shown == i18n._(race.name) or shown.endswith("…")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_portal_mage_blood_elves_keep_the_power_at_1024x640(lang, speak):
    speak(lang)
    game = world_game(["blood_elves", "dwarves"], ["portal_mage", "farmer"])
    app, scene, elves = picked(game, "blood_elves")
    frame(app)
    shown, width, room, stats = scene.panel.combo_labels[0]
    assert scene.panel.stacked(scene.layout)
    assert i18n._(elves.race.name) in shown and not loses_its_power(shown, elves.race) and width <= room
    assert stats == i18n._("{regions} reg · {tokens}+{hand} tok").format(regions=0, tokens=0, hand=elves.hand)
    said = i18n.ngettext("{n} token on the map, {hand} in hand", "{n} tokens on the map, {hand} in hand",
                         0).format(n=0, hand=elves.hand)
    numbers = next(rect for rect, text in scene.panel.tips if text == said)
    combo = next(rect for rect, text in scene.panel.tips if text.startswith(i18n._(elves.race.name) + " ("))
    assert numbers.top >= combo.bottom - 2                 # the numbers are on the line below the combo


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_warcraft_combo_keeps_its_power_in_a_narrow_panel(lang, speak):
    speak(lang)
    layout = Layout(SMALL)
    room = players_line_room(layout)
    rules = azeroth()
    lost = [(race.id, power.id) for race in rules.races.values() for power in rules.powers.values()
            if loses_its_power(fit_combo(race, power, room, layout.fs(14), layout.fs(14) * 0.72)[1], race)]
    assert lost == []


def test_the_numbers_stay_beside_the_combo_where_every_combo_fits(speak):
    speak("en")
    classic, warcraft = load_classic_ruleset(), azeroth()
    assert every_combo_keeps_its_power(classic, Layout(SMALL))          # the classic game: one line as before
    assert not every_combo_keeps_its_power(warcraft, Layout(SMALL))
    assert every_combo_keeps_its_power(warcraft, Layout(LARGE))
    speak("ru")
    assert every_combo_keeps_its_power(warcraft, Layout(LARGE))
