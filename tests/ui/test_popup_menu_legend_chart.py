"""What a new player met at a game's edges (issue 32, items 19, 24, 25, 26), each driven through the real
scenes: the score popup at the end of an Instant game shows the final turn's scoring, the Esc menu's
highlighted button (and Enter) is Keep playing, the legend tells each symbol once and what it means, the
pick screen's hover hint shows only when a card's text is cut, and the results chart's points and round
labels sit inside its frame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, key, move, new_app, shot, start_game  # noqa: E402
from test_game_over_breakdown import computer_game  # noqa: E402

from game import i18n  # noqa: E402
from game.resources import maps_dir, rules_dir  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.ui import theme  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.scenes.game_over import GameOverScene  # noqa: E402
from games.smallworld.scenes.play import PlayScene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402
from games.smallworld.ui.legend import legend_entries  # noqa: E402

pytestmark = pytest.mark.usefixtures("user_dir")


def new_game(ruleset, map_id, seed, kinds):
    board = load_map(os.path.join(maps_dir(), f"{map_id}.json"))
    players = [{"name": f"P{i + 1}", "kind": kind, "level": "easy"} for i, kind in enumerate(kinds)]
    return Game(load_ruleset(os.path.join(rules_dir(), ruleset)), board, players, seed)


# ---------------------------------------------------------------- 19. the score popup at an Instant game's end

@pytest.mark.parametrize("map_id,seed", [("saltwind-coast", 1), ("sundered-weald", 2)])
def test_the_score_popup_at_the_end_of_an_instant_game_is_the_final_turns(map_id, seed):
    seats = load_map(os.path.join(maps_dir(), f"{map_id}.json")).players
    game = new_game("classic", map_id, seed, ["ai"] * seats)
    app, session, scene = start_game(game, map_id, speed="instant")
    scored = []
    session.bus.subscribe(scored.append, "scored")
    at_end = None
    while isinstance(app.scene, PlayScene):
        frame(app)
        shown = scene.toasts.current()
        if shown is not None:       # never a turn behind the log: the newest score is the one shown
            assert shown[0] == scored[-1]
        if game.over and at_end is None:
            at_end = shown
            shot(app.screen, f"popup-at-the-end-{map_id}")
    final = scored[-1]
    assert at_end is not None and at_end[0] == final
    last_score_line = [text for text, _seat in session.log if " scored " in text][-1]
    assert last_score_line.startswith(f"{game.players[final['player']].name} scored {final['coins']} coins")
    assert scene.toasts.shown_total(at_end) == final["coins"]      # the figure drawn: the final turn's, whole
    assert isinstance(app.scene, GameOverScene)


# ---------------------------------------------------------------- 24. the Esc menu: Keep playing is the default

def face_colour(surface, button):
    """The colour of a button's face, beside its label."""
    return tuple(surface.get_at((button.rect.left + 6, button.rect.centery)))[:3]


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_the_esc_menu_highlights_keep_playing_and_enter_keeps_playing(enter):
    game = new_game("classic", "saltwind-coast", 6, ["human", "ai", "ai"])
    app, _session, scene = start_game(game, "saltwind-coast")
    move(app, (2, 2))                                  # the mouse over no button
    key(app, pygame.K_ESCAPE)
    dialog = scene.dialog
    assert dialog is not None and dialog.title == "Menu"
    primary = [k for k, _label, is_primary in dialog.specs if is_primary]
    assert primary == ["stay"] and dialog.default == "stay"
    assert face_colour(app.screen, dialog.buttons["stay"]) == theme.BUTTON_BG      # the highlighted one
    assert face_colour(app.screen, dialog.buttons["leave"]) == theme.PANEL_BG      # Leave is plain
    shot(app.screen, "menu-keep-playing")
    key(app, enter)
    assert app.scene is scene and scene.dialog is None and not game.over          # still playing


def test_the_lessons_esc_menu_highlights_keep_playing_too(app):
    title = registry.show(app, "title")
    frame(app)
    click(app, title.buttons["learn"].rect.center)
    lesson = app.scene
    assert type(lesson).__name__ == "TutorialScene"
    lesson.ask_menu()
    frame(app)
    assert [k for k, _label, is_primary in lesson.dialog.specs if is_primary] == ["stay"]
    key(app, pygame.K_RETURN)
    assert app.scene is lesson and lesson.dialog is None


# ---------------------------------------------------------------- 25. the legend: each symbol once, and what it means

def open_legend(game, map_id, size=(1600, 1000)):
    app, _session, scene = start_game(game, map_id, size=size)
    if hasattr(scene.mode, "toggle_map"):              # the combo cards cover the map at first
        click(app, scene.bar.button("toggle_map").rect.center)
    click(app, scene.legend.button.rect.center)
    frame(app)
    return app, scene, [text for _rect, text in scene.legend.rows]


def race_line(game, part_id):
    part = game.ruleset.races.get(part_id) or game.ruleset.powers[part_id]
    return i18n._("{name}: {text}").format(name=i18n._(part.name), text=i18n._(part.text))


def row_of(texts, label):
    found = [text for text in texts if text.startswith(label + ":") or text.startswith(label + " (")]
    assert len(found) == 1, (label, texts)           # once, never twice
    return found[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_classic_legend_tells_each_symbol_once_and_what_magic_and_cavern_do(lang, speak):
    speak(lang)
    game = new_game("classic", "saltwind-coast", 6, ["human", "ai", "ai"])   # Bivouacking and Sorcerers on offer
    assert {"bivouacking", "sorcerers"} <= {c.power.id for c in game.combos} | {c.race.id for c in game.combos}
    app, scene, texts = open_legend(game, "saltwind-coast")
    entries = legend_entries(game, scene.legend.plate_symbols)
    symbols = [symbol for _kind, symbol, _text in entries]
    assert len(symbols) == len(set(symbols)) and texts == [text for _kind, _symbol, text in entries]
    _ = i18n._
    plus_one = i18n.ngettext("+{n} token to conquer", "+{n} tokens to conquer", 1).format(n=1)
    mountain = row_of(texts, _("Mountain"))                  # the badge and the token: one row
    assert plus_one in mountain.split("\n")[0] and race_line(game, "giants") in mountain
    for feature, part in (("magic", "wizards"), ("cavern", "underworld"), ("mine", "dwarves")):
        word = _(theme.FEATURE_LABELS[feature])
        row = row_of(texts, word[:1].upper() + word[1:])
        head, *users = row.split("\n")
        assert head.endswith(_("{symbol}: no effect of its own").format(symbol="")) and users == [race_line(game, part)]
    camp = row_of(texts, _("Encampment"))
    assert camp == "{} ({}): {}; {}".format(_("Encampment"), _("Bivouacking"), plus_one,
                                            _("a lone token in its region cannot be swapped ({names})").format(
                                                names=_("Sorcerers")))
    if lang == "ru":
        assert all(any("а" <= c <= "я" for c in text.lower()) for text in texts)    # every row in Russian
    assert scene.layout.map.contains(scene.legend.rect)
    shot(app.screen, f"legend-classic-{lang}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_worlds_legend_explains_magic_dungeons_entry_regions_and_murlocs(lang, speak):
    speak(lang)
    game = new_game("azeroth", "twin-tides", 5, ["human", "ai"])
    app, scene, texts = open_legend(game, "twin-tides")
    _ = i18n._
    magic = row_of(texts, _("magic").capitalize())
    assert magic.split("\n")[1:] == [race_line(game, "blood_elves"), race_line(game, "portal_mage")]
    dungeon = row_of(texts, _("dungeon").capitalize())
    assert dungeon.split("\n")[1:] == [race_line(game, "kobolds"), race_line(game, "mining")]
    entry = row_of(texts, _("entry region").capitalize())
    assert i18n.ngettext(", +{n} token (crossing fee) if none of its regions is next to it",
                         ", +{n} tokens (crossing fee) if none of its regions is next to it", 1).format(n=1) in entry
    assert row_of(texts, _("Murloc")) == _("{natives}: holds the region from the start of the game").format(
        natives=_("Murloc"))
    mountain = row_of(texts, _("Mountain"))
    assert race_line(game, "dwarves") in mountain and race_line(game, "mountaineer") in mountain
    assert scene.layout.map.contains(scene.legend.rect)
    shot(app.screen, f"legend-world-{lang}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hover_hint_shows_only_when_a_cards_text_is_cut(lang, speak):
    speak(lang)
    hover = i18n._("Hover a card for the full texts.")
    game = new_game("classic", "saltwind-coast", 6, ["human", "ai", "ai"])
    app, _session, scene = start_game(game, "saltwind-coast", size=(1600, 1000))
    pick = scene.mode
    assert not pick.truncated                                 # every card whole at this size...
    assert scene.mode.hint() == i18n._("Click a card to take that race and power.")     # ...so no such hint
    assert all(pick.tooltip(rect.center) is None for rect in pick.cards[:pick.coins() + 1])
    shot(app.screen, f"pick-whole-{lang}")
    app, _session, scene = start_game(game, "saltwind-coast", size=(900, 560))
    pick = scene.mode
    assert pick.truncated and pick.hint().endswith(" " + hover)       # cut texts: the hint says how to read them
    cut = min(pick.truncated)
    combo = game.combos[cut]
    assert i18n._(combo.power.text) in pick.tooltip(pick.cards[cut].center)
    shot(app.screen, f"pick-cut-{lang}")


# ---------------------------------------------------------------- 26. the results chart's points inside its frame

@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640), (800, 500)])
@pytest.mark.parametrize("map_id,seed", [("saltwind-coast", 1), ("sundered-weald", 5)])
def test_the_results_charts_points_and_round_labels_sit_inside_its_frame(size, map_id, seed, speak):
    game = computer_game(map_id, seed)
    for lang in ("en", "ru"):
        speak(lang)
        app = new_app(size)
        scene = GameOverScene(app, Session(game, map_id))
        app.switch(scene)
        frame(app)
        chart = scene.chart
        plot = chart.plot
        assert len(chart.points) == len(game.players)
        for seat_points in chart.points:
            assert len(seat_points) == 1 + len(game.coin_history)      # the start, then each round
            for point in seat_points:
                assert plot.contains(point), (point, plot)         # the last one too: off the frame's edges
        last = [rect for _k, rect in chart.labels][-1]
        assert chart.labels[-1][0] == len(chart.points[0]) - 1         # the last round is labelled
        assert plot.left <= last.left and last.right <= plot.right and last.top >= plot.bottom
        assert scene.chart_panel.content_rect.contains(last)
        shot(app.screen, f"results-{map_id}-{size[0]}-{lang}")
