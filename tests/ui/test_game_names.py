"""Names that say what they are (issue 33): the azeroth ruleset is "Small World of Warcraft" in the window
(«Small World of Warcraft» in Russian too, as its Russian rulebook calls it), never "Warcraft" alone, which is
another game (Warcraft: The Board Game); its id stays `azeroth` in files. The setup's Game choice shows the
longer name whole in a 1024x640 window, in both languages, at the smallest and largest interface sizes
(screenshots kept when SMALLWORLD_SHOTS names a folder).
"""


import pygame
import pytest

from game import i18n
from game.app import App, parse_args
from game.scenes import registry
from game.ui import widgets
from game.ui.menu_widgets import fitting_font
from game.ui.widgets import fit_text
from games.smallworld.scenes.start import RULESETS
from tests.ui.scene_driver import frame, shot


def test_the_azeroth_ruleset_is_small_world_of_warcraft():
    names = {ruleset_id: name for ruleset_id, name, _worlds in RULESETS}
    assert names["azeroth"] == "Small World of Warcraft"
    try:
        i18n.set_language("ru")
        assert i18n._(names["azeroth"]) == "Small World of Warcraft"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scale", [0.9, 1.3])
def test_the_setup_shows_the_whole_name_at_1024x640(user_dir, speak, lang, scale, monkeypatch):
    speak(lang)
    app = App(pygame.display.set_mode((1024, 640)), parse_args([]))
    monkeypatch.setattr(widgets, "_interface", {"scale": scale})
    setup = registry.show(app, "setup")
    setup.set_ruleset("azeroth")
    setup.relayout()
    frame(app)
    choice = setup.ruleset_choice
    for (value, label), segment in zip(choice.options, choice.segments):
        shown = fitting_font(label, segment.width - 8, choice.size, smallest=10 if choice.condensed else None,
                             bold=True, condensed=choice.condensed)
        assert fit_text(label, shown, segment.width - 8) == label, (value, label, segment.width)
        assert segment.right <= setup.options_panel.content_rect.right + 1
    assert dict(choice.options)["azeroth"] == "Small World of Warcraft"
    shot(app.screen, f"setup-{lang}-{int(scale * 100)}")
