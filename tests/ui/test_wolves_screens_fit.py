"""The Wolves' screens as a player sees them in either language: names and words that fit where they stand."""

import pygame
import pytest

from game.app import App, parse_args
from game.ui.fonts import font as get_font
from games.wolves.definition import WOLVES
from games.wolves.scenes.turn_bar import hint_text
from tests.ui.scene_driver import frame
from tests.ui.test_continue_keeps_games import language  # noqa: F401 (the fixture: English, then Russian)
from tests.ui.test_wolves_play import situation_scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])     # at 1024x640 the row holds the levels alone
def test_every_computer_seat_shows_its_name_before_its_levels(user_dir, language, size):  # noqa: F811
    app = App(pygame.display.set_mode(size), parse_args([]))
    setup = WOLVES.open_screen("setup", app)
    app.switch(setup)
    frame(app)
    while setup.count < 5:
        setup.add_seat()
        frame(app)
    computers = [i for i, seat in enumerate(setup.seats) if seat["kind"] == "ai"]
    assert len(computers) >= 4
    for i in computers:
        assert i in setup.ai_names, (language, size, setup.seat_name(i))
        left, _y = setup.ai_names[i]
        width = get_font(setup.fs, bold=True).size(setup.seat_name(i))[0]
        assert left + width < setup.level_choices[i].rect.left
    lefts = {setup.level_choices[i].rect.left for i in computers}
    assert len(lefts) == 1                                  # the levels stand in one column


def test_with_no_action_left_the_hint_offers_a_bonus_action_only_to_a_pack_holding_one(user_dir):
    _app, _session, scene = situation_scene(pieces={(1, -1): [("meadow", "alpha")]}, actions_left=0)
    board = scene.game.boards[scene.seat]
    board.bonus_action = 0
    assert hint_text(scene) == "No action left: end the turn."
    board.bonus_action = 1
    assert hint_text(scene) == "No action left: spend a bonus action token or end the turn."
