"""The in-game screen at 800x500, 1024x640 and 1600x1000, in English and Russian, at 100 % and 130 %
interface size (issue 32, item 20): the top bar's parts never overlap (the turn and phase text under Undo
at 800x500), the log shows whole lines (its oldest line was clipped mid-letter at 130 %), a Warcraft
card's cut text ends with "…", and the region names keep clear of each other and of the token stacks.

The geometry is read from what the screen records as it draws (Hud.top_rects, Hud.status_drawn,
Hud.log_drawn, PickComboScene.card_lines, MapLayer.label_rect). Set SMALLWORLD_SHOTS to a folder to
keep the screenshots.
"""

import glob
import itertools
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, new_app, shot  # noqa: E402

from game import i18n  # noqa: E402
from game import settings as settings_mod  # noqa: E402
from game.ui.layout import Layout  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.pick_combo import PickComboScene  # noqa: E402
from games.smallworld.scenes.play import play_scene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402
from games.smallworld.ui import tokens  # noqa: E402
from games.smallworld.ui.map_layer import MapLayer  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SIZES = [(800, 500), (1024, 640), (1600, 1000)]
SCREENS = list(itertools.product(["en", "ru"], [1.0, 1.3], SIZES))
NAMES = ["Annabelle", "Brom", "Cressida", "Dunmore", "Elsk"]

# Long lines of the log, as a game tells them (a score's breakdown, a conquest with its costs).
LOG = {
    "en": ["Round 2: Cressida's turn", "Cressida's Portal Mage Blood Elves took Lonely Peak from Brom's Gnomes "
           "(3 tokens, 2 lost, 1 back in hand) with the Dark Portal's help",
           "Cressida scored 11 coins (6 regions + 3 race + 2 Dark Portal)", "Dunmore sent the Draenei into decline",
           "Dunmore's Swamp Dweller Draenei redeployed their tokens over 6 regions, keeping 2 in Quiet Pool"],
    "ru": ["Раунд 2: ходит Крессида", "Крессида: Эльфы крови — Мастера порталов захватывают регион «Одинокий пик» "
           "у Гномов (3 жетона, 2 потеряно, 1 возвращается в руку) с помощью Тёмного портала",
           "Крессида получает 11 монет (6 регионов + 3 за расу + 2 (Тёмный портал))",
           "Данмор отправляет Дренеев в упадок",
           "Данмор перегруппировывает Дренеев — Жителей болот по 6 регионам, оставляя 2 в Тихом омуте"],
}


@pytest.fixture
def screen(user_dir, monkeypatch):
    """screen(lang, scale, size): a Warcraft game of five (Annabelle, a person, first: her combo to pick) on
    the in-game screen of a fresh window in that language and interface size (the settings the App reads)."""
    def open_screen(lang, scale, size):
        monkeypatch.setenv(i18n.ENV_FORCE, lang)
        i18n.set_language(lang)
        assert settings_mod.remember("ui_scale", scale)
        players = [{"name": NAMES[0], "kind": "human"}] + [{"name": n, "kind": "ai", "level": "easy"}
                                                             for n in NAMES[1:]]
        world = load_map(str(ROOT / "maps" / "shattered-sea.json"))
        game = Game(load_ruleset(str(ROOT / "rules_data" / "azeroth")), world, players, seed=11)
        app = new_app(size)
        scene = play_scene(app, Session(game, "shattered-sea", threaded=False, speed="instant"))
        app.switch(scene)
        frame(app)
        assert scene.layout.size == size and i18n.language() == lang
        return app, scene
    yield open_screen
    settings_mod.apply_display_settings(settings_mod.defaults())


def tag(lang, scale, size):
    return f"{lang}-{int(scale * 100)}-{size[0]}x{size[1]}"


def apart(rects):
    """The (name, name) pairs of rectangles that overlap."""
    return [(a, b) for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2) if ra.colliderect(rb)]


# ---------------------------------------------------------------- the top bar

def top_bar_parts(scene):
    """Everything the top bar shows, by name, in window coordinates."""
    hud = scene.hud
    parts = {name: rect.move(scene.layout.top.topleft) for name, rect in hud.top_rects.items() if rect.width}
    parts["menu"] = hud.menu.rect
    parts["undo"] = hud.undo.rect
    for key, button in hud.speed.items():
        if not hud.one_speed() or key == scene.session.speed:
            parts[f"speed {key}"] = button.rect
    return parts


@pytest.mark.parametrize("lang, scale, size", SCREENS, ids=[tag(*s) for s in SCREENS])
def test_the_top_bar_keeps_the_turn_and_phase_clear_of_undo(screen, lang, scale, size):
    app, scene = screen(lang, scale, size)
    shot(app.screen, f"top-bar-{tag(lang, scale, size)}")
    parts = top_bar_parts(scene)
    assert {"round", "status", "menu", "undo"} <= set(parts)
    assert not apart(parts), apart(parts)
    for name, rect in parts.items():
        assert scene.layout.top.contains(rect), (name, rect)
    for text, width, room in scene.hud.status_drawn:        # the status whole, never cut
        assert width <= room and not text.endswith("…"), (text, width, room)
    assert NAMES[0] in " ".join(text for text, _w, _r in scene.hud.status_drawn)
    if size == (1600, 1000):                                 # a large window gives up nothing
        assert scene.hud.compact == 0


def test_in_a_narrow_window_the_one_speed_button_moves_to_the_next_speed(screen):
    app, scene = screen("ru", 1.0, (800, 500))
    hud = scene.hud
    assert hud.one_speed()
    seen = [scene.session.speed]
    for _ in range(4):
        click(app, hud.speed[scene.session.speed].rect.center)
        seen.append(scene.session.speed)
    assert seen == ["instant", "slow", "normal", "fast", "instant"]
    assert settings_mod.saved_animation_speed() == "instant"
    assert hud.tooltip_at(hud.speed["instant"].rect.center) == i18n._(
        "How fast computer players act: click for the next speed")


# ---------------------------------------------------------------- the log

@pytest.mark.parametrize("lang, scale, size", SCREENS, ids=[tag(*s) for s in SCREENS])
def test_the_log_shows_whole_lines_inside_its_panel(screen, lang, scale, size):
    app, scene = screen(lang, scale, size)
    seats = itertools.cycle([2, 2, 2, 3, 3])
    scene.session.log.extend((text, next(seats)) for text in LOG[lang] * 3)
    frame(app)
    shot(app.screen, f"log-{tag(lang, scale, size)}")
    hud = scene.hud
    area = pygame.Rect((0, 0), hud.log_rect.size)
    heading = int(36 * scene.layout.s)
    drawn = hud.log_drawn
    if hud.log_rect.height < 3 * heading:       # five players in a small window: the players panel takes the side
        assert all(area.contains(rect) for rect, _line in drawn)
        return
    assert len(drawn) >= 2
    for (rect, line), (other, _l) in itertools.combinations(drawn, 2):
        assert not rect.colliderect(other), (line, rect, other)
    for rect, line in drawn:
        assert rect.top >= heading and rect.bottom <= area.bottom - 4, (line, rect, area)   # whole letters
        assert rect.right <= area.right - 4, (line, rect, area)
    lowest = max(drawn, key=lambda d: d[0].bottom)[1]
    assert LOG[lang][-1].endswith(lowest)                 # the newest entry's end at the bottom
    topmost = min(drawn, key=lambda d: d[0].top)[1]
    if not any(text.startswith(topmost) for text in LOG[lang]):
        assert topmost.endswith("…"), topmost             # an entry whose first lines only have room


# ---------------------------------------------------------------- the Warcraft cards

@pytest.mark.parametrize("lang, scale, size", SCREENS, ids=[tag(*s) for s in SCREENS])
def test_a_cut_card_text_ends_with_an_ellipsis(screen, lang, scale, size):
    app, scene = screen(lang, scale, size)
    mode = scene.mode
    assert isinstance(mode, PickComboScene)
    shot(app.screen, f"cards-{tag(lang, scale, size)}")
    area = scene.layout.map
    for k, rect in enumerate(mode.cards):
        card = rect.move(-area.left, -area.top)
        lines = mode.card_lines[k]
        for line_rect, _line in lines:
            assert card.contains(line_rect), (k, line_rect, card)
        combo = scene.game.combos[k]
        whole = " ".join(i18n._(t) for t in (combo.race.name, combo.race.text, combo.power.name, combo.power.text))
        shown = " ".join(line for _r, line in lines)
        if k in mode.truncated:
            assert not lines or lines[-1][1].endswith("…"), (k, lines[-1][1])
            assert mode.tooltip(rect.center)                 # the whole texts on hover
        else:
            assert shown.split() == whole.split(), (k, shown)
    assert ("Hover" in mode.hint() or "Наведите" in mode.hint()) == bool(mode.truncated)


def test_some_card_is_cut_at_1024x640_at_130_percent(screen):
    """The case the issue saw: a card's text cut mid-sentence (now with its "…")."""
    app, scene = screen("en", 1.3, (1024, 640))
    mode = scene.mode
    cut = [k for k in mode.truncated if mode.card_lines[k]]
    assert cut and all(mode.card_lines[k][-1][1].endswith("…") for k in cut)


# ---------------------------------------------------------------- the region names

GAP = 3      # pixels between two names at the least: plates touching read as one name ("Gull Coral Sound")
MAPS = sorted(p for p in glob.glob(str(ROOT / "maps" / "*.json")) if not p.endswith("schema.json"))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_region_names_keep_clear_of_each_other_and_of_the_stacks(user_dir, lang, size, speak):
    speak(lang)
    pygame.display.set_mode(size)
    map_size = Layout(size).map.size
    for path in MAPS:
        board = load_map(path)
        layer = MapLayer(board)
        layer.surface_for(map_size)
        plates = {i: layer.label_rect(i).move(-layer.origin[0], -layer.origin[1])
                  for i in range(len(board.regions)) if layer.label_rect(i) is not None}
        near = [(board.regions[a].id, board.regions[b].id) for (a, ra), (b, rb) in itertools.combinations(
            plates.items(), 2) if ra.inflate(2 * GAP - 2, 2 * GAP - 2).colliderect(rb)]   # GAP - 1 pixels at least
        assert not near, (os.path.basename(path), near)
        stacks = [band.move(int(round(x - layer.origin[0])), int(round(y - layer.origin[1])))
                  for x, y in (layer.anchor_screen(i) for i in range(len(board.regions)))
                  for band in tokens.stack_reach(layer.token_scale)]
        chips = [pygame.Rect(int(x - r), int(y - r), int(2 * r), int(2 * r)).move(-layer.origin[0], -layer.origin[1])
                 for r in [tokens.chip_radius(layer.token_scale)]
                 for x, y in (layer.anchor_screen(i) for i in range(len(board.regions)))]
        on_stacks = [board.regions[i].id for i, rect in plates.items()
                     if rect.collidelist(chips) >= 0 or i not in layer.grazing and rect.collidelist(stacks) >= 0]
        assert not on_stacks, (os.path.basename(path), on_stacks)     # a name with no room may graze a badge
        assert len(layer.grazing) <= max(2, len(board.regions) // 5), (os.path.basename(path), layer.grazing)
        # most regions keep a plate (a name, or its symbols alone); the others are named by their tooltips
        assert len(plates) >= 0.6 * len(board.regions), (os.path.basename(path), len(plates))
