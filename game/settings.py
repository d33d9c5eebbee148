"""The player's settings, kept between runs: the last game setup (Small World's under "setup", every
other game's under "setups", by game id), the window's language, the volumes, the animation speed, the
player colours, the interface size and whether ending a turn asks first (the Settings screen,
game.scenes.settings, changes them).

Stored as JSON in `game.resources.user_data_dir()/settings.json`, written
atomically (games.smallworld.model.files.write_json). Whatever is in that file, reading it
never fails: a missing, unreadable or corrupt file, or any odd value in it,
gives the defaults for what is wrong and keeps what is right.
"""

import copy
import math
import os

from game.i18n import N_
from kernel import envelope
from kernel.errors import DataError
from kernel.files import read_json, shows_something, write_json

SETTINGS_FORMAT = "smallworld-settings"
SETTINGS_VERSION = 1
FILE_NAME = "settings.json"

SPEEDS = ("slow", "normal", "fast", "instant")
# How the speeds are offered (setup and Settings), English marked for the catalog: shown through _().
SPEED_CHOICES = [("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant"))]
SPEED_TIPS = {"slow": N_("Computers pause 1.4 s after each action"), "normal": N_("0.7 s after each action"),
              "fast": N_("0.25 s after each action"), "instant": N_("No pause: computers play at once")}
KINDS = ("human", "ai")
MIN_SEATS, MAX_SEATS = 2, 5
MAX_NAME = 18

RULESET_IDS = ("classic", "azeroth")   # the shipped rulesets a new game may use (scenes.start.RULESETS)
DEFAULT_SETUP = {
    "seats": [
        {"kind": "human", "name": "Player 1", "level": None},
        {"kind": "ai", "name": "Player 2", "level": None},
        {"kind": "ai", "name": "Player 3", "level": None},
    ],
    "speed": "normal",
    "show_all_coins": False,
    "maps": {},            # str(player count) -> map id last chosen for that count
    "ruleset": "classic",  # the ruleset of the last new game (one of RULESET_IDS)
}

LANGUAGES = ("en", "ru")   # game.i18n.LANGUAGES; None: the system's language (game.i18n.system_language)

# "game": the id of the game last chosen on the title (None: the default game, kernel.registry).
# "setups": each other game's last new-game setup, by game id: {"seats": [{kind, name, level, pack}]}.
# Small World's stays under "setup", where existing players' files have it; the computers' speed is one
# value for every game (the animation speed, "setup"'s "speed"), so it is not repeated here.
DEFAULTS = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, "setup": DEFAULT_SETUP, "language": None,
            "game": None, "setups": {}}
MAX_GAMES = 20          # slots kept in "setups": more than any installation holds

# Sound (game.audio): the effects' and the music's volume, 0.0 (silent) to 1.0.
VOLUME_DEFAULTS = {"sound_volume": 0.8, "music_volume": 0.5}
DEFAULTS.update(VOLUME_DEFAULTS)

# The look and the table manners (the Settings screen). Each key: (default, the values allowed).
# The animation speed is the setup's "speed" (one value: what Settings sets, setup shows and keeps).
PALETTES = ("standard", "colorblind")        # game.ui.theme.PALETTES
UI_SCALES = (0.9, 1.0, 1.15, 1.3)            # the interface size (game.ui.widgets.ui_scale)
CHOICES = {
    "palette": ("standard", PALETTES),
    "ui_scale": (1.0, UI_SCALES),
    "confirm_end_turn": (True, (True, False)),
    # hot-seat games with hidden hands (Warcraft): hand the device round every person at each step, so
    # nobody learns who was asked to reply (who holds a card that fits); the game's Menu switches it
    "pause_every_seat": (False, (True, False)),
    # Warcraft: a person's only possible action (end an idle step, roll the one Mine, fight the one
    # battle) is played for them after a moment; the game's Menu switches it
    "play_forced_choices": (True, (True, False)),
}
DEFAULTS.update({key: default for key, (default, _allowed) in CHOICES.items()})


def settings_path():
    from game.resources import user_data_dir

    return os.path.join(user_data_dir(), FILE_NAME)


def defaults():
    return copy.deepcopy(DEFAULTS)


def clean_name(value, fallback):
    """A seat name fit for the screen: printable, trimmed, at most MAX_NAME characters."""
    if not isinstance(value, str):
        return fallback
    text = "".join(ch for ch in value if ch.isprintable()).strip()[:MAX_NAME].strip()
    return text if shows_something(text) else fallback   # a name of Hangul fillers shows nothing either


def _clean_setup(raw):
    setup = copy.deepcopy(DEFAULT_SETUP)
    if not isinstance(raw, dict):
        return setup
    seats = raw.get("seats")
    if isinstance(seats, list) and MIN_SEATS <= len(seats) <= MAX_SEATS and all(isinstance(s, dict) for s in seats):
        cleaned = []
        for i, seat in enumerate(seats):
            kind = seat.get("kind") if seat.get("kind") in KINDS else "human"
            level = seat.get("level") if isinstance(seat.get("level"), str) and len(seat.get("level")) < 40 else None
            cleaned.append({"kind": kind, "name": clean_name(seat.get("name"), f"Player {i + 1}"), "level": level})
        setup["seats"] = cleaned
    if raw.get("speed") in SPEEDS:
        setup["speed"] = raw["speed"]
    if isinstance(raw.get("show_all_coins"), bool):
        setup["show_all_coins"] = raw["show_all_coins"]
    if raw.get("ruleset") in RULESET_IDS:
        setup["ruleset"] = raw["ruleset"]
    maps = raw.get("maps")
    if isinstance(maps, dict):
        setup["maps"] = {str(k): v for k, v in maps.items()
                         if str(k) in ("2", "3", "4", "5") and isinstance(v, str) and len(v) < 200}
    return setup


def _clean_game_setup(raw):
    """One game's remembered setup: its seats (2 to 5, each a kind, a name, a computer's level and a pack
    id or None), or {} when they are not that. What a pack or level means is the game's to check."""
    if not isinstance(raw, dict):
        return {}
    seats = raw.get("seats")
    if not (isinstance(seats, list) and MIN_SEATS <= len(seats) <= MAX_SEATS
            and all(isinstance(s, dict) for s in seats)):
        return {}
    cleaned = []
    for i, seat in enumerate(seats):
        level, pack = seat.get("level"), seat.get("pack")
        cleaned.append({"kind": seat.get("kind") if seat.get("kind") in KINDS else "human",
                        "name": clean_name(seat.get("name"), f"Player {i + 1}"),
                        "level": level if isinstance(level, str) and envelope.GAME_ID.match(level) else None,
                        "pack": pack if isinstance(pack, str) and envelope.GAME_ID.match(pack) else None})
    return {"seats": cleaned}


def _clean_setups(raw):
    """{game id: its setup} of the slots that hold one (an odd key or value is left out)."""
    if not isinstance(raw, dict):
        return {}
    found = {}
    for game_id, setup in raw.items():
        if len(found) >= MAX_GAMES:
            break
        if isinstance(game_id, str) and envelope.GAME_ID.match(game_id):
            cleaned = _clean_game_setup(setup)
            if cleaned:
                found[game_id] = cleaned
    return found


MAX_EXACT = 2 ** 53   # the largest whole number a float holds exactly: a larger one in the file means nothing


def plain_number(value):
    """`value` as a float if it is a finite number a float holds exactly, else None: a bool, NaN, an
    infinity or a 400-digit integer from the file is never turned into a float (that one would overflow)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, int):
        return float(value) if -MAX_EXACT <= value <= MAX_EXACT else None
    return value if math.isfinite(value) else None


def clean_volume(value, fallback):
    """A volume from 0.0 to 1.0 (a number out of range is brought into it; anything else, an infinity or a
    number too large for a float: the fallback)."""
    number = plain_number(value)
    if number is None:
        return fallback
    return round(min(1.0, max(0.0, number)), 3)


def clean(data):
    """Settings from any JSON value: the good parts kept, defaults for the rest."""
    result = defaults()
    if isinstance(data, dict):
        result["setup"] = _clean_setup(data.get("setup"))
        result["setups"] = _clean_setups(data.get("setups"))
        for key, fallback in VOLUME_DEFAULTS.items():
            result[key] = clean_volume(data.get(key), fallback)
        if data.get("language") in LANGUAGES:
            result["language"] = data["language"]
        if isinstance(data.get("game"), str) and envelope.GAME_ID.match(data["game"]):
            result["game"] = data["game"]
        for key in CHOICES:
            result[key] = clean_choice(key, data.get(key))
    return result


def clean_choice(key, value):
    """`value` if it is one of the values allowed for `key` (CHOICES), else the default."""
    default, allowed = CHOICES[key]
    if type(value) is bool or type(default) is bool:   # True is not 1.0, nor 1 True
        return value if type(value) is type(default) else default
    if isinstance(default, float):
        number = plain_number(value)
        if number is None:
            return default
        return next((a for a in allowed if abs(a - number) < 1e-6), default)   # 1 is 1.0
    return value if isinstance(value, str) and value in allowed else default


def load_settings(path=None):
    """The settings from disk, or the defaults; never raises."""
    try:
        path = path or settings_path()
        if not os.path.isfile(path):   # missing, or a folder or a FIFO (open() would block): the defaults
            return defaults()
        return clean(read_json(path))
    except (DataError, OSError, ValueError, TypeError, RecursionError):
        return defaults()


def save_settings(settings, path=None):
    """Write the settings atomically; returns False (and changes nothing) if that fails."""
    try:
        path = path or settings_path()
        write_json(path, clean(settings))
        return True
    except (OSError, ValueError, TypeError):
        return False


def last_setup():
    return load_settings()["setup"]


def remember_setup(setup):
    settings = load_settings()
    settings["setup"] = _clean_setup(setup)
    return save_settings(settings)


def saved_game_setup(game_id):
    """The setup last started of a game other than Small World ({"seats": [...]}), or None."""
    return load_settings()["setups"].get(game_id)


def remember_game_setup(game_id, setup):
    """Keep a game's setup for its next new game (odd parts are left out); False if it cannot be written."""
    if not isinstance(game_id, str) or not envelope.GAME_ID.match(game_id):
        return False
    settings = load_settings()
    cleaned = _clean_game_setup(setup)
    if cleaned:
        settings["setups"][game_id] = cleaned
    else:
        settings["setups"].pop(game_id, None)
    return save_settings(settings)


def saved_volumes():
    """(sound effects' volume, music's volume), each 0.0 to 1.0."""
    settings = load_settings()
    return settings["sound_volume"], settings["music_volume"]


def remember_volumes(sound=None, music=None):
    """Keep the volumes given (None: unchanged); False if the settings cannot be written."""
    settings = load_settings()
    if sound is not None:
        settings["sound_volume"] = clean_volume(sound, settings["sound_volume"])
    if music is not None:
        settings["music_volume"] = clean_volume(music, settings["music_volume"])
    return save_settings(settings)


def saved_language():
    """The language the player chose ("en", "ru"), or None (the system's)."""
    return load_settings()["language"]


def remember_language(code):
    settings = load_settings()
    settings["language"] = code if code in LANGUAGES else None
    return save_settings(settings)


def saved_game():
    """The id of the game last chosen on the title screen, or None (it may since have been uninstalled)."""
    return load_settings()["game"]


def remember_game(game_id):
    settings = load_settings()
    settings["game"] = game_id if isinstance(game_id, str) and envelope.GAME_ID.match(game_id) else None
    return save_settings(settings)


def saved(key):
    """The remembered value of one setting of CHOICES ("palette", "ui_scale", "confirm_end_turn")."""
    return load_settings()[key]


def remember(key, value):
    """Keep one setting of CHOICES (an odd value: its default); False if the settings cannot be written."""
    settings = load_settings()
    settings[key] = clean_choice(key, value)
    return save_settings(settings)


def saved_animation_speed():
    """How fast things move and computers play: "slow", "normal", "fast" or "instant" (the setup's speed)."""
    return load_settings()["setup"]["speed"]


def remember_animation_speed(speed):
    """Keep the animation speed (the default of the next game's setup too); False if it cannot be written."""
    settings = load_settings()
    if speed in SPEEDS:
        settings["setup"]["speed"] = speed
    return save_settings(settings)


def apply_display_settings(settings=None):
    """Give the window the remembered player colours and interface size (at start, and after Settings)."""
    from game.ui import theme, widgets
    from games.smallworld.ui import tokens

    settings = settings or load_settings()
    if theme.palette() != settings["palette"]:
        tokens.clear_cache()      # the token pictures carry the owners' colours
    theme.set_palette(settings["palette"])
    widgets.set_interface_scale(settings["ui_scale"])
