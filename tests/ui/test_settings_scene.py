"""The Settings screen driven like a player: each setting changed with the mouse is saved and applied
(the language of the drawn texts, the volumes with a test effect, the animation speed of the next game
and of the running one, the player colours, the interface size, the question before ending a turn);
the in-game menu (Esc, Rules, Settings and back to the same game) and the confirm-end-turn dialog.
"""

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
import test_i18n_window as russian_window  # noqa: E402
from scene_driver import app_frame, click, drag, frame, key, new_app, pass_screen, show_game, start_game  # noqa: E402

from game import i18n  # noqa: E402
from game import settings as settings_mod  # noqa: E402
from game.i18n import _  # noqa: E402
from game.resources import maps_dir, rules_dir  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.scenes import settings as settings_scene  # noqa: E402
from game.scenes.settings import SettingsScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.ui import theme, widgets  # noqa: E402
from game.ui.layout import Layout  # noqa: E402
from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.model import legal_actions, ready_tokens, turn_income  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.rules import RulesScene  # noqa: E402

pytestmark = pytest.mark.usefixtures("user_dir")   # (conftest) a temporary user data folder, pygame started
# the Russian window's fixtures and helpers: the window in Russian, and every text cut to fit
cuts = russian_window.cuts
_game, _menus, _resize, _unknown = russian_window._game, russian_window._menus, russian_window._resize, \
    russian_window._unknown


@pytest.fixture(autouse=True)
def standard_look():
    """The colours and the interface size are the window's (module state): back to the defaults after each test."""
    yield
    settings_mod.apply_display_settings(settings_mod.defaults())


def _ruleset():
    return load_ruleset(os.path.join(rules_dir(), "classic"))


def picked_game(seed=5):
    """Three people on the 3-player map; Ann has just picked her combo (her tokens in hand, no region)."""
    board = load_map(os.path.join(maps_dir(), "saltwind-coast.json"))
    game = Game(_ruleset(), board, [{"name": n, "kind": "human"} for n in ("Ann", "Bob", "Cid")], seed)
    game.apply({"type": "pick", "player": 0, "combo": 0})
    return game


def open_settings(app, back=None):
    scene = registry.show(app, "settings", back=back)
    frame(app)
    return scene


def choose(app, scene, key, value):
    """Click the segment of the Choice `key` that stands for `value`."""
    control = scene.controls[key]
    segment = control.segments[[v for v, _label in control.options].index(value)]
    click(app, segment.center)
    return app.scene


# ---------------------------------------------------------------- reaching it

def test_the_title_opens_settings_and_back(app):
    app.switch(TitleScene(app))
    frame(app)
    click(app, app.scene.buttons["settings"].rect.center)
    assert isinstance(app.scene, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
    assert registry.scene_class("settings") is SettingsScene


# ---------------------------------------------------------------- each setting

def test_language_switches_the_drawn_text_at_once_and_is_remembered(app, monkeypatch):
    monkeypatch.delenv(i18n.ENV_FORCE)
    scene = open_settings(app)
    assert scene.labels["language"][0] == "Language" and scene.buttons["back"].label == "Back"
    scene = choose(app, scene, "language", "ru")
    assert app.scene is scene                              # no restart
    assert i18n.language() == "ru"
    assert scene.labels["language"][0] == "Язык" and scene.buttons["back"].label == "Назад"
    assert settings_mod.saved_language() == "ru"
    key(app, pygame.K_ESCAPE)
    assert app.scene.buttons["new"].label == "Новая игра"   # the title in Russian too
    assert app.scene.buttons["settings"].label == "Настройки"
    scene = open_settings(app)
    choose(app, scene, "language", "en")
    assert settings_mod.saved_language() == "en" and scene.labels["language"][0] == "Language"


class RecordingAudio:
    def __init__(self):
        self.volumes, self.played = [], []

    def set_volumes(self, sound=None, music=None, remember=True):
        self.volumes.append((sound, music, remember))
        if remember:
            settings_mod.remember_volumes(sound, music)

    def play(self, name):
        self.played.append(name)


def test_volume_sliders_apply_while_dragged_save_when_let_go_and_play_a_test_effect(app, monkeypatch):
    sound = RecordingAudio()
    monkeypatch.setattr(settings_scene, "get_audio", lambda: sound)
    scene = open_settings(app)
    track = scene.controls["sound_volume"].track
    drag(app, scene.controls["sound_volume"].knob_center(), (track.left + track.width // 4, track.centery))
    assert settings_mod.saved_volumes()[0] == pytest.approx(0.25, abs=0.051)
    assert sound.played == [settings_scene.TEST_SOUND]
    assert sound.volumes[-1][2] is True and any(not remember for _s, _m, remember in sound.volumes)
    track = scene.controls["music_volume"].track
    click(app, (track.left, track.centery))                 # all the way down: silence
    assert settings_mod.saved_volumes()[1] == 0.0
    assert sound.played == [settings_scene.TEST_SOUND]      # the music's slider plays no effect
    # the real sound takes them too (silent under the dummy driver, but the volumes change)
    monkeypatch.undo()
    from game import audio
    real = audio.Audio(volumes=(0.8, 0.5))
    monkeypatch.setattr(settings_scene, "get_audio", lambda: real)
    scene = open_settings(app)
    track = scene.controls["sound_volume"].track
    click(app, (track.right, track.centery))
    assert real.volumes() == (1.0, 0.5) and settings_mod.saved_volumes()[0] == 1.0


def test_animation_speed_is_the_next_games_default_and_the_setup_shows_it(app):
    scene = open_settings(app)
    assert scene.controls["speed"].selected == "normal"
    choose(app, scene, "speed", "fast")
    assert settings_mod.saved_animation_speed() == "fast"
    setup = registry.show(app, "setup")
    frame(app)
    assert setup.speed == "fast" and setup.speed_choice.selected == "fast"
    # and the setup's own choice is the Settings' value afterwards (one value)
    click(app, setup.speed_choice.segments[0].center)
    settings_mod.remember_setup(setup.setup_dict())          # what Start does
    assert settings_mod.saved_animation_speed() == "slow"
    assert open_settings(app).controls["speed"].selected == "slow"


def test_the_top_bars_speed_is_the_same_one_value(app):
    """The in-game speed buttons set the speed Settings shows and a resumed game keeps (not this game only)."""
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    click(app_, play.hud.speed["slow"].rect.center)
    assert session.speed == "slow" and settings_mod.saved_animation_speed() == "slow"
    assert open_settings(app_).controls["speed"].selected == "slow"


def test_palette_changes_the_seat_colours_everywhere_they_are_drawn(app):
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    standard = [theme.player_color(s) for s in range(5)]
    play.ask_menu()
    frame(app_)
    click(app_, play.dialog.button_rect("settings").center)
    scene = app_.scene
    assert isinstance(scene, SettingsScene)
    choose(app_, scene, "palette", "colorblind")
    assert settings_mod.saved("palette") == "colorblind"
    changed = [theme.player_color(s) for s in range(5)]
    assert changed == theme.PALETTES["colorblind"][0] and changed != standard
    assert _has_color(app_.screen, scene.swatch_box, changed[1])      # the swatches show them
    key(app_, pygame.K_ESCAPE)
    assert app_.scene is play
    frame(app_)
    # the players panel's seat badge of Ann is drawn in her new colour
    assert _has_color(app_.screen, play.layout.side, changed[0])
    assert not _has_color(app_.screen, play.layout.side, standard[0])
    # a new window starts with the remembered palette
    app2 = new_app()
    assert theme.palette() == "colorblind" and app2.scene is None


def _has_color(surface, rect, color, tolerance=2):
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            c = surface.get_at((x, y))
            if all(abs(c[i] - color[i]) <= tolerance for i in range(3)):
                return True
    return False


def test_interface_size_scales_the_layouts(app):
    scene = open_settings(app)
    size = app.screen.get_size()
    before = (Layout(size).s, Layout(size).top.height, scene.buttons["back"].rect.height, scene.fs)
    choose(app, scene, "ui_scale", 1.3)
    assert settings_mod.saved("ui_scale") == 1.3
    after = (Layout(size).s, Layout(size).top.height, scene.buttons["back"].rect.height, scene.fs)
    assert after[0] == pytest.approx(before[0] * min(1.3, widgets.ROOM))    # 1600x1000: held to ROOM
    assert all(a > b for a, b in zip(after[1:], before[1:]))
    choose(app, scene, "ui_scale", 0.9)
    assert Layout(size).s == pytest.approx(before[0] * 0.9)


def test_a_bigger_interface_is_held_to_what_a_small_window_has_room_for():
    widgets.set_interface_scale(1.3)
    assert widgets.ui_scale((1600, 1000)) == pytest.approx(min(1.3, widgets.ROOM))
    assert widgets.ui_scale((1920, 1080)) == pytest.approx(1.08 * min(1.3, widgets.ROOM))
    small = widgets.ui_scale((1024, 640))
    assert 0.72 < small == pytest.approx(0.64 * widgets.ROOM)
    widgets.set_interface_scale(1.15)
    assert widgets.ui_scale((1600, 1000)) == pytest.approx(1.15)
    widgets.set_interface_scale(1.0)
    assert widgets.ui_scale((1024, 640)) == pytest.approx(0.72)


def test_odd_interface_sizes_in_the_file_fall_back(app, user_dir):
    os.makedirs(user_dir, exist_ok=True)
    with open(os.path.join(user_dir, "settings.json"), "w") as handle:
        handle.write('{"ui_scale": 7, "palette": "neon", "confirm_end_turn": "yes"}')
    new_app()
    assert widgets.interface_scale() == 1.0 and theme.palette() == "standard"


# ---------------------------------------------------------------- a large interface still fits

@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_menu_fits_in_russian_at_the_largest_interface(app, russian, cuts, size):
    settings_mod.remember("ui_scale", 1.3)
    settings_mod.apply_display_settings()
    for scene in _menus(app):                   # the Settings screen among them
        _resize(app, size)
        app_frame(app)
        _inside(app, scene)
    cut = _unknown(cuts, size)
    assert not cut, f"cut to fit at {size}:\n" + "\n".join(f"{w:5d}px  {t}" for t, w in cut)


def _inside(app, scene):
    """Every button of a menu screen lies inside the window."""
    window = app.screen.get_rect()
    if not hasattr(scene, "_layout"):      # the replay viewer: laid out as the in-game screen
        return
    scene._layout(window.size)
    for button in getattr(scene, "buttons", {}).values():
        if hasattr(button, "rect"):
            assert window.contains(button.rect), (type(scene).__name__, button.label, button.rect)


def test_a_game_fits_in_russian_at_the_largest_interface(app, russian, cuts):
    settings_mod.remember("ui_scale", 1.3)
    settings_mod.apply_display_settings()
    pygame.display.set_mode((1024, 640))
    app.screen = pygame.display.get_surface()
    game = _game(map_id="thornmere", seed=7)
    scene = show_game(app, game, "thornmere")
    bots = [make_player("random", 90 + i) for i in range(len(game.players))]
    for _step in range(60):
        if game.over:
            break
        scene.pass_to = None
        scene.dialog = None
        frame(app)
        scene.submit(bots[game.current_player].choose(game))
        frame(app, 2.0)
    scene.dialog = None
    scene.ask_menu()
    frame(app)
    window = app.screen.get_rect()
    assert all(window.contains(b.rect) and scene.dialog.rect.contains(b.rect) for b in scene.dialog.buttons.values())
    # a long race-power name is shrunk, then cut, in the players panel's narrow column (by design, at any size)
    cut = [(t, w) for t, w in _unknown(cuts, (1024, 640)) if not re.match(r"^\S+-\S", t)]
    assert not cut, "cut to fit:\n" + "\n".join(f"{w:5d}px  {t}" for t, w in cut)


# ---------------------------------------------------------------- the in-game menu and Esc

def test_esc_opens_the_menu_and_closes_it(app):
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    key(app_, pygame.K_ESCAPE)
    assert play.dialog is not None and set(play.dialog.buttons) == {"save", "rules", "settings", "leave", "stay"}
    key(app_, pygame.K_ESCAPE)
    assert play.dialog is None and app_.scene is play
    play.ask_save()                                  # Esc closes any dialog
    key(app_, pygame.K_ESCAPE)
    assert play.dialog is None


def _state(session):
    return (len(session.game.actions), session.game.current_player, session.seat, session.game.phase)


def test_rules_from_the_menu_return_to_the_same_game(app):
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    before = _state(session)
    key(app_, pygame.K_ESCAPE)
    click(app_, play.dialog.button_rect("rules").center)
    assert isinstance(app_.scene, RulesScene)
    frame(app_)
    click(app_, app_.scene.back_button.rect.center)
    assert app_.scene is play and play.session is session and _state(session) == before
    assert play.dialog is None
    # the screen still follows its game: a conquest shows
    game = session.game
    action = next(a for a in play.legal() if a["type"] == "conquer")
    play.submit(action)
    frame(app_)
    assert play.flash or game.tokens[game.board.index[action["region"]]] > 0


def test_settings_from_the_menu_return_to_the_same_game_with_the_changes(app):
    app_, session, play = start_game(picked_game(), "saltwind-coast", speed="normal")
    pass_screen(app_, required=False)
    before = _state(session)
    s_before = play.layout.s
    key(app_, pygame.K_ESCAPE)
    click(app_, play.dialog.button_rect("settings").center)
    scene = app_.scene
    assert isinstance(scene, SettingsScene) and scene.buttons["back"].tooltip == "Back to the game (Esc)"
    choose(app_, scene, "ui_scale", 1.15)
    choose(app_, app_.scene, "speed", "slow")
    click(app_, app_.scene.buttons["back"].rect.center)
    assert app_.scene is play and _state(session) == before
    frame(app_)
    assert play.layout.s == pytest.approx(s_before * 1.15)
    assert session.speed == "slow"                   # the new animation speed paces this game too


# ---------------------------------------------------------------- confirm ending a turn

def test_ending_a_turn_with_tokens_in_hand_asks_first_and_each_answer_does_what_it_says(app):
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    game = session.game
    hand = game.players[0].active.hand
    click(app_, play.bar.buttons["end_turn"].rect.center)
    dialog = play.dialog
    assert dialog is not None and dialog.title == "End the turn?"
    assert f"You still have {hand} tokens in hand" in dialog.text and "next turn" in dialog.text
    assert "scores 0 coins" in dialog.text
    click(app_, dialog.button_rect("keep").center)
    assert play.dialog is None and game.current_player == 0 and len(game.actions) == 1
    click(app_, play.bar.buttons["end_turn"].rect.center)
    click(app_, play.dialog.button_rect("end").center)
    assert play.dialog is None and session.game.current_player == 1


def test_ending_a_turn_at_its_start_asks_what_the_ready_tokens_miss(app):
    """Round 2: Ann holds regions and ends her turn before attacking: her ready tokens stay put."""
    game = picked_game()
    conquer = next(a for a in legal_actions(game) if a["type"] == "conquer")
    game.apply(conquer)
    redeploy = next(a for a in legal_actions(game) if a["type"] == "redeploy")
    game.apply(redeploy)
    game.apply({"type": "end_turn", "player": 0})
    for seat in (1, 2):
        game.apply({"type": "pick", "player": seat, "combo": 0})
        game.apply({"type": "end_turn", "player": seat})
    app_, session, play = start_game(game, "saltwind-coast")
    pass_screen(app_, required=False)
    assert game.current_player == 0 and game.round == 2
    ready = ready_tokens(game, game.players[0].active)
    warning = play.end_turn_warning()
    assert warning is not None and f"conquered nothing this turn: your {ready} tokens" in warning
    coins = turn_income(game, 0).coins
    assert f"scores {coins} coin" in warning
    play.end_turn()
    frame(app_)
    click(app_, play.dialog.button_rect("end").center)
    assert session.game.current_player == 1


def test_the_question_is_not_asked_when_the_setting_is_off(app):
    scene = open_settings(app)
    click(app, scene.controls["confirm_end_turn"].rect.center)
    assert settings_mod.saved("confirm_end_turn") is False
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    click(app_, play.bar.buttons["end_turn"].rect.center)
    assert play.dialog is None and session.game.current_player == 1


def test_no_question_after_a_conquest_or_a_decline(app):
    game = picked_game()
    conquer = next(a for a in legal_actions(game) if a["type"] == "conquer")
    game.apply(conquer)
    game.apply(next(a for a in legal_actions(game) if a["type"] == "redeploy"))
    app_, session, play = start_game(game, "saltwind-coast")
    assert play.end_turn_warning() is None
    play.end_turn()
    assert play.dialog is None and session.game.current_player == 1


def test_a_language_chosen_in_the_game_redraws_its_screen(app, monkeypatch):
    monkeypatch.delenv(i18n.ENV_FORCE)
    board = load_map(os.path.join(maps_dir(), "saltwind-coast.json"))
    game = Game(_ruleset(), board, [{"name": n, "kind": "human"} for n in ("Ann", "Bob", "Cid")], 5)
    app_, session, play = start_game(game, "saltwind-coast")
    pass_screen(app_, required=False)
    drawn = []
    render = type(play.mode)._render

    def recording(mode, layout):
        drawn.append(_("Free"))       # the first card's heading, in the language it is drawn in
        return render(mode, layout)
    monkeypatch.setattr(type(play.mode), "_render", recording)
    frame(app_)
    key(app_, pygame.K_ESCAPE)
    click(app_, play.dialog.button_rect("settings").center)
    choose(app_, app_.scene, "language", "ru")
    click(app_, app_.scene.buttons["back"].rect.center)
    assert app_.scene is play
    frame(app_)
    assert drawn[-1] == "Бесплатно"                      # the combo cards drawn again, in Russian
    assert play.hud is not None and play.bar.buttons["toggle_map"].label == "Карта"
    i18n.set_language("en")


def test_the_interface_size_makes_the_map_tooltips_bigger(app):
    app_, session, play = start_game(picked_game(), "saltwind-coast")
    pass_screen(app_, required=False)
    text = "Wheatmoor: Farmland\nNot available: far from your regions"
    box = play.draw_tooltip(app_.screen, play.layout.map.center, text)
    settings_mod.remember("ui_scale", 1.3)
    settings_mod.apply_display_settings()
    bigger = play.draw_tooltip(app_.screen, play.layout.map.center, text)
    assert bigger.height > box.height and bigger.width > box.width
