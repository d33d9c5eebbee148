"""Warcraft's replay viewer (Load game's Watch replay) on the real engine: the cursor's positions are the
game after that many actions (`replay --until n`), the controls step, jump and play, a moved piece slides
along its path, a battle's dice are shown, and no hand is ever drawn face up before the game is over (at the
end every hand is). Screenshots go to /tmp/shots-wb-screens/ when WB_SHOTS is set."""

import os

import pygame
import pytest

from game import i18n
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.scenes import side_panel as side_panel_module
from games.warcraft_board.scenes.replay import WarcraftReplayCursor, WarcraftReplayScene
from games.warcraft_board.tutorial.coach import lesson_document
from kernel import envelope
from tests.ui.scene_driver import click, frame, key, new_app

SMALL, LARGE = (1024, 640), (1920, 1080)


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def shot(surface, name):
    if os.environ.get("WB_SHOTS"):
        os.makedirs("/tmp/shots-wb-screens", exist_ok=True)
        pygame.image.save(surface, f"/tmp/shots-wb-screens/{name}.png")


def played_setup(seed=5, cap=6, until_battle=False):
    """A main game of two random computers played to its end (the turn cap), as a save holds it."""
    document = envelope.wrap(WARCRAFT.id, WARCRAFT.version, {
        "scenario": "main", "seed": seed, "options": {"turn_cap": cap},
        "players": [{"name": "Ann", "kind": "ai", "level": "random", "race": "orcs"},
                    {"name": "Bob", "kind": "ai", "level": "random", "race": "humans"}]})
    setup, problems = WARCRAFT.parse_setup(document, "test")
    assert setup is not None and not [p for p in problems if not p.warning]
    game = WARCRAFT.new_game(setup)
    players = [WARCRAFT.make_player("random", seed + k) for k in range(2)]
    while not game.over and len(game.actions) < 3000:
        WARCRAFT.apply(game, players[WARCRAFT.seat_to_act(game)].choose(game))
    assert game.over
    saved = WARCRAFT.document(game)
    setup, _problems = WARCRAFT.parse_setup(saved, "save")
    return setup


@pytest.fixture(scope="module")
def setup():
    return played_setup()


def test_each_position_is_the_game_after_that_many_actions(setup):
    cursor = WARCRAFT.replay_cursor(setup)
    assert isinstance(cursor, WarcraftReplayCursor) and len(cursor) == len(setup["actions"]) > 30
    assert len(cursor.lines) == len(cursor)
    for position in (1, 7, 30, len(cursor), 3, 0, 26, len(cursor) - 1):
        cursor.seek(position)
        replayed = WARCRAFT.replay(setup, position).game
        assert WARCRAFT.state_json(cursor.game) == WARCRAFT.state_json(replayed), position
    assert cursor.log_until(len(cursor)) and all(isinstance(text, str) for text, _seat in cursor.log_until(5))


def test_the_controls_step_jump_and_play(setup):
    app = new_app(SMALL)
    cursor = WarcraftReplayCursor(setup)
    scene = WarcraftReplayScene(app, cursor, title="Ann and Bob")
    app.switch(scene)
    frame(app)
    scene.speed = "instant"
    click(app, scene.buttons["forward"].rect.center)
    assert cursor.position == 1
    key(app, pygame.K_RIGHT)
    assert cursor.position == 2
    click(app, scene.buttons["back"].rect.center)
    assert cursor.position == 1
    click(app, scene.buttons["end"].rect.center)
    assert cursor.position == len(cursor) and scene.game.over
    key(app, pygame.K_HOME)
    assert cursor.position == 0
    click(app, scene.buttons["play"].rect.center)
    assert scene.playing
    for _ in range(10):
        frame(app, 0.8)
    assert 5 <= cursor.position < len(cursor)
    key(app, pygame.K_SPACE)
    assert not scene.playing
    assert scene.readout().startswith(f"action {cursor.position} of {len(cursor)}")


def test_a_moved_piece_slides_along_its_path_at_the_chosen_speed(setup):
    app = new_app(SMALL)
    cursor = WarcraftReplayCursor(setup)
    scene = WarcraftReplayScene(app, cursor)
    app.switch(scene)
    frame(app)
    scene.speed = "slow"
    move_at = next(k for k, action in enumerate(setup["actions"]) if action["type"] == "move")
    scene.show_at_once(move_at)
    scene.step_forward()
    [slide] = scene.slides
    assert slide.piece == setup["actions"][move_at]["piece"] and slide.spaces[1:] == setup["actions"][move_at]["path"]
    start = scene.view.anchor(slide.spaces[0])[0]
    assert slide.point(scene.view) == pytest.approx(start)
    frame(app)
    assert scene.is_animating()
    frame(app, 5.0)
    assert not scene.slides
    scene.speed = "instant"
    scene.show_at_once(move_at)
    scene.step_forward()
    assert not scene.slides                       # instant: the piece is there at once


def test_a_battle_shows_its_dice():
    """The lesson's game (every die written down): the battle in o5 shown with the dice of its first wave."""
    document = lesson_document()
    setup, problems = WARCRAFT.parse_setup(document, "lesson")
    assert setup is not None, problems
    game = WARCRAFT.replay(setup).game
    prefix = len(game.actions)
    o4 = sorted(p.id for p in game.pieces.values() if p.space == "o4" and p.where == "map")
    for piece in o4[:2]:
        WARCRAFT.apply(game, {"type": "move", "player": 0, "piece": piece, "path": ["o5"]})
    WARCRAFT.apply(game, {"type": "end_step", "player": 0})
    WARCRAFT.apply(game, {"type": "fight", "player": 0, "space": "o5"})
    WARCRAFT.apply(game, {"type": "play_card", "player": 0, "card": "envenomed_spears"})
    setup, _problems = WARCRAFT.parse_setup(WARCRAFT.document(game), "save")
    app = new_app(LARGE)
    cursor = WarcraftReplayCursor(setup)
    scene = WarcraftReplayScene(app, cursor)
    app.switch(scene)
    scene.show_at_once(prefix + 5)
    assert scene.game.battle is not None and scene.game.battle.dice
    rolls = scene.battle.state["rolls"]               # the panel tells the wave: the Orcs' 1, 2, 2 and the Humans'
    assert [roll["dice"] for roll in rolls] == [[1, 2, 2], [6, 2, 4]] and rolls[0]["rerolled"] == [5]
    frame(app)
    shot(app.screen, "replay-battle-1920-en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_hand_is_drawn_before_the_end_and_every_hand_at_the_end(setup, lang, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, lang)
    i18n.set_language(lang)
    drawn = []      # card names the side panel asks for: the hands it shows (played cards in the log are public)
    real = side_panel_module.words

    class SidePanelWords:
        def __getattr__(self, name):
            return getattr(real, name)

        def card(self, card):
            drawn.append(card)
            return real.card(card)
    monkeypatch.setattr(side_panel_module, "words", SidePanelWords())
    app = new_app(SMALL)
    cursor = WarcraftReplayCursor(setup)
    scene = WarcraftReplayScene(app, cursor, title="Ann and Bob")
    app.switch(scene)
    scene.speed = "instant"
    for position in list(range(0, len(cursor), 3)) + [len(cursor) - 1]:
        scene.show_at_once(position)
        for seat in range(2):
            scene.viewed = seat
            frame(app)
            assert not scene.side.cards and not drawn, (position, seat)
    shot(app.screen, f"replay-1024-{lang}")
    scene.show_at_once(len(cursor))
    assert scene.game.over
    for seat in range(2):
        scene.viewed = seat
        frame(app)
        hand = scene.game.seats[seat].hand
        assert [card for _rect, card in scene.side.cards] == hand[:len(scene.side.cards)]
        assert len(scene.side.cards) == len(hand)
    assert drawn
    shot(app.screen, f"replay-end-1024-{lang}")
    key(app, pygame.K_ESCAPE)
