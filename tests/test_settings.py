"""The player's settings (game/settings.py): defaults, clean() of odd values, persistence, old files,
and the colour-blind palette's promise (tell the seats apart under deuteranopia and protanopia)."""

import itertools
import json
import math

import pytest

from game import settings
from game.ui import theme

NEW_KEYS = {"palette": "standard", "ui_scale": 1.0, "confirm_end_turn": True}


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


def test_defaults():
    data = settings.defaults()
    for key, value in NEW_KEYS.items():
        assert data[key] == value
    assert data["setup"]["speed"] == "normal"
    assert settings.clean(None) == data


@pytest.mark.parametrize("key, odd", [
    ("palette", "neon"), ("palette", 3), ("palette", None), ("palette", ["colorblind"]), ("palette", {"a": 1}),
    ("ui_scale", 7), ("ui_scale", 0), ("ui_scale", -1.3), ("ui_scale", "1.3"), ("ui_scale", True),
    ("ui_scale", float("nan")), ("ui_scale", float("inf")), ("ui_scale", 1.2), ("ui_scale", None),
    ("confirm_end_turn", "yes"), ("confirm_end_turn", 1), ("confirm_end_turn", 0), ("confirm_end_turn", None),
    ("confirm_end_turn", [True]),
])
def test_an_odd_value_gives_its_default_and_keeps_the_rest(key, odd):
    data = settings.clean({key: odd, "language": "ru", "sound_volume": 0.3, "palette": "colorblind"}
                          if key != "palette" else {key: odd, "language": "ru", "sound_volume": 0.3})
    assert data[key] == NEW_KEYS[key]
    assert data["language"] == "ru" and data["sound_volume"] == 0.3
    if key != "palette":
        assert data["palette"] == "colorblind"


@pytest.mark.parametrize("key, value", [
    ("palette", "colorblind"), ("palette", "standard"), ("ui_scale", 0.9), ("ui_scale", 1.15), ("ui_scale", 1.3),
    ("ui_scale", 1), ("confirm_end_turn", False),
])
def test_a_good_value_is_kept(key, value):
    assert settings.clean({key: value})[key] == value


def test_each_setting_round_trips_through_the_file(user_dir):
    assert settings.remember("palette", "colorblind")
    assert settings.remember("ui_scale", 1.15)
    assert settings.remember("confirm_end_turn", False)
    assert settings.remember_animation_speed("instant")
    assert settings.remember_language("ru") and settings.remember_volumes(0.2, 0.1)
    again = settings.load_settings()
    assert (again["palette"], again["ui_scale"], again["confirm_end_turn"]) == ("colorblind", 1.15, False)
    assert settings.saved_animation_speed() == "instant" and again["setup"]["speed"] == "instant"
    assert settings.saved("palette") == "colorblind" and settings.saved("confirm_end_turn") is False
    assert again["language"] == "ru" and settings.saved_volumes() == (0.2, 0.1)
    on_disk = json.loads((user_dir / "settings.json").read_text())
    assert on_disk["format"] == settings.SETTINGS_FORMAT and on_disk["version"] == settings.SETTINGS_VERSION
    assert on_disk["ui_scale"] == 1.15 and on_disk["palette"] == "colorblind"


def test_odd_values_are_not_remembered(user_dir):
    settings.remember("palette", "colorblind")
    assert settings.remember("palette", "ultraviolet")
    assert settings.saved("palette") == "standard"
    settings.remember_animation_speed("fast")
    settings.remember_animation_speed("warp")
    assert settings.saved_animation_speed() == "fast"


def test_the_animation_speed_is_the_setup_speed(user_dir):
    settings.remember_animation_speed("slow")
    assert settings.last_setup()["speed"] == "slow"
    setup = settings.last_setup()
    setup["speed"] = "fast"
    settings.remember_setup(setup)
    assert settings.saved_animation_speed() == "fast"


def test_an_old_file_without_the_new_keys_still_loads(user_dir):
    user_dir.mkdir(parents=True)
    old = {"format": "smallworld-settings", "version": 1, "language": "ru", "sound_volume": 0.4,
           "setup": {"speed": "fast", "seats": [{"kind": "human", "name": "Ann"}, {"kind": "ai", "name": "Bob"}]}}
    (user_dir / "settings.json").write_text(json.dumps(old))
    data = settings.load_settings()
    assert data["language"] == "ru" and data["sound_volume"] == 0.4 and data["setup"]["speed"] == "fast"
    assert [s["name"] for s in data["setup"]["seats"]] == ["Ann", "Bob"]
    for key, value in NEW_KEYS.items():
        assert data[key] == value


@pytest.mark.parametrize("content", ["", "{", "[]", "null", '{"palette": ', '"colorblind"', "\x00\x01"])
def test_a_broken_file_gives_the_defaults(user_dir, content):
    user_dir.mkdir(parents=True)
    (user_dir / "settings.json").write_text(content)
    assert settings.load_settings() == settings.defaults()
    assert settings.saved("ui_scale") == 1.0 and settings.saved_animation_speed() == "normal"


def test_apply_display_settings_gives_the_window_the_palette_and_size():
    from game.ui import widgets

    try:
        settings.apply_display_settings(dict(settings.defaults(), palette="colorblind", ui_scale=1.15))
        assert theme.palette() == "colorblind" and theme.player_color(0) == theme.PALETTES["colorblind"][0][0]
        assert widgets.interface_scale() == 1.15
        assert widgets.ui_scale((1600, 1000)) == pytest.approx(1.15)
    finally:
        settings.apply_display_settings(settings.defaults())
    assert theme.palette() == "standard" and widgets.ui_scale((1600, 1000)) == 1.0


# -- the colour-blind palette -----------------------------------------------------------------------

# Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB
DEFICIENCIES = {
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                   [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                     [-0.011820, 0.042940, 0.968881]],
}


def _linear(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb, matrix):
    lin = [_linear(c) for c in rgb]
    r, g, b = (max(0.0, min(1.0, sum(matrix[i][j] * lin[j] for j in range(3)))) for i in range(3))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def _closest_pair(colors, matrix):
    labs = [_lab(c, matrix) for c in colors]
    return min(math.dist(a, b) for a, b in itertools.combinations(labs, 2))


@pytest.mark.parametrize("deficiency", sorted(DEFICIENCIES))
def test_the_colour_blind_palette_keeps_every_seat_apart(deficiency):
    matrix = DEFICIENCIES[deficiency]
    safe = theme.PALETTES["colorblind"][0]
    assert len(safe) == len(theme.PALETTES["standard"][0]) == len(theme.PLAYER_EMBLEMS)
    assert _closest_pair(safe, matrix) >= 50
    assert _closest_pair(safe, matrix) > _closest_pair(theme.PALETTES["standard"][0], matrix) + 8


def test_set_palette_changes_the_seat_colours_in_place():
    colors = theme.PLAYER_COLORS
    try:
        assert theme.set_palette("colorblind") == "colorblind"
        assert colors is theme.PLAYER_COLORS and colors == theme.PALETTES["colorblind"][0]
        assert theme.PLAYER_COLOR_NAMES[1] == "Yellow"
        assert theme.set_palette("plaid") == "standard" and theme.player_color(0) == (150, 30, 40)
    finally:
        theme.set_palette("standard")


HUGE = "9" * 400        # a whole number far past any float (issue 32, item 1)


@pytest.mark.parametrize("text, key", [
    (HUGE, "sound_volume"), ("-" + HUGE, "music_volume"), (HUGE, "ui_scale"), ("-" + HUGE, "ui_scale"),
    ("1e400", "sound_volume"), ("1e400", "ui_scale"), (str(2 ** 53 + 1), "music_volume"),
])
def test_a_number_past_any_float_in_the_file_gives_the_default(user_dir, text, key):
    user_dir.mkdir(parents=True)
    (user_dir / "settings.json").write_text(f'{{"{key}": {text}, "palette": "colorblind", "language": "ru"}}')
    data = settings.load_settings()
    assert data[key] == settings.defaults()[key]
    assert data["palette"] == "colorblind" and data["language"] == "ru"     # the rest is kept


def test_the_window_opens_with_huge_numbers_in_the_settings(user_dir):
    import os
    import subprocess
    import sys
    from pathlib import Path

    user_dir.mkdir(parents=True)
    (user_dir / "settings.json").write_text(f'{{"sound_volume": {HUGE}, "music_volume": {HUGE}, "ui_scale": {HUGE}}}')
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, SMALLWORLD_USER_DIR=str(user_dir), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(root / "main.py"), "--frames", "3"], env=env, cwd=str(root),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "Error" not in result.stderr
