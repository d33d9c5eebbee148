"""What a player met in a whole Warcraft game played by mouse in the real window, each driven here through
the real scenes: the log tells a portal's swap and a Goblin bomb (a player's troops moved or vanished with
no line), the language chosen in Settings during a game reaches the log, the map's region names and the
expand-or-decline buttons, and the map legend says what a letter region's letter means."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, key, move, new_app, pass_screen, region_click  # noqa: E402
from scene_driver import start_game as start  # noqa: E402
from test_azeroth_window import (  # noqa: E402
    azeroth,
    bar_click,
    cheapest_entry,
    dialog_click,
    model_turn,
    neighbours_of,
    pick_first,
    picked,
    world,
    world_game,
)
from test_settings_scene import choose  # noqa: E402

from game import i18n  # noqa: E402
from game.i18n import _  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import legal_actions  # noqa: E402
from games.smallworld.model.replay import setup_of  # noqa: E402
from games.smallworld.narrate import _region  # noqa: E402
from games.smallworld.scenes.play import play_scene  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

pytestmark = pytest.mark.usefixtures("user_dir")
TWO_PEOPLE = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def show_game(app, session):
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    return scene


def shown_log(scene):
    return [text for text, _seat in scene.log_lines()]


def _intimidator_beside_orcs(seed=5, orc_power="farmer"):
    """Ann's Intimidator Goblins next to Bob's Orcs after two turns each, her turn: (game, the Orcs)."""
    game = Game(azeroth(), world("twin-tides"), list(TWO_PEOPLE), seed=seed, races=["goblins", "orcs"],
                powers=["intimidator", orc_power])
    goblins = model_turn(game, "goblins")
    orcs = model_turn(game, "orcs", near=goblins)
    model_turn(game, "goblins", conquests=0)
    model_turn(game, "orcs", near=goblins)
    return game, orcs


def _intimidating():
    """_intimidator_beside_orcs() in the window, the intimidation chosen on the bar:
    (game, app, scene, the Orcs)."""
    game, orcs = _intimidator_beside_orcs()
    app, _session, scene = start(game, "twin-tides", size=(1024, 640))
    pass_screen(app, required=False)
    click(app, scene.mode.buttons["expand"].rect.center)
    bar_click(app, "intimidate")
    return game, app, scene, orcs


def test_the_log_says_a_live_bomb_blew_up_its_region(user_dir):
    game = Game(azeroth(), world("twin-tides"), list(TWO_PEOPLE), seed=5, races=["goblins", "orcs"],
                powers=["ranger", "farmer"], bombs=["live"])
    goblins = model_turn(game, "goblins")
    orcs = model_turn(game, "orcs", near=goblins)
    target = min(r for r in neighbours_of(game, goblins) if game.occupant[r] is orcs)
    app, session, scene = start(game, "twin-tides", size=(1024, 640))
    pass_screen(app, required=False)                # two people: the screen is passed to Ann first
    click(app, scene.mode.buttons["expand"].rect.center)
    bar_click(app, "redeploy")
    bar_click(app, "m_bombs")
    region_click(app, target)
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    bar_click(app, "end_turn")
    dialog_click(app, "End turn")                   # no conquest this turn: asked first
    pass_screen(app)
    for kind in ("decline", "end_turn"):            # Bob's turn: his Orcs go into decline
        session.submit(next(a for a in legal_actions(game) if a["type"] == kind))
        frame(app)
    assert game.seat == 0 and game.occupant[target] is None      # the live bomb emptied it at Ann's turn
    line = f"Ann's bomb blew up {_region(game, game.region_id(target))}: the Orcs there are gone"
    log = shown_log(scene)
    assert line in log
    # under Ann's turn's header, not at the end of Bob's turn (the engine reports it just before the header)
    assert log.index(line) == log.index(f"Round {game.round}: Ann's turn") + 1
    told = Session.resumed(setup_of(game, "twin-tides"), threaded=False).log      # Continue tells it the same
    assert told[-len(session.log):] == session.log


def test_a_language_chosen_during_the_game_reaches_the_log_the_map_names_and_the_decline_panel(monkeypatch):
    monkeypatch.delenv(i18n.ENV_FORCE, raising=False)
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    orcs = model_turn(game, "orcs")
    model_turn(game, "dwarves", near=orcs)
    app = new_app((1024, 640))                     # the game resumed as Continue does: its log told in English
    scene = show_game(app, Session.resumed(setup_of(game, "twin-tides"), threaded=False, speed="instant"))
    session = scene.session
    assert scene.mode.buttons["expand"].label == "Expand" and len(session.log) > 10
    english_log = list(session.log)
    layer = scene.view.layer
    renders = layer.render_count
    english_map = pygame.image.tobytes(layer.surface_for(scene.view.area.size), "RGB")
    key(app, pygame.K_ESCAPE)
    click(app, scene.dialog.button_rect("settings").center)
    choose(app, app.scene, "language", "ru")
    click(app, app.scene.buttons["back"].rect.center)
    assert app.scene is scene and i18n.language() == "ru"
    frame(app)
    assert scene.mode.buttons["expand"].label == _("Expand") != "Expand"
    assert scene.mode.buttons["decline"].label == _("Decline") != "Decline"
    # every line told again, in Russian: the same number of lines, none left as it was
    assert len(session.log) == len(english_log)
    assert session.log[0][0] == _("Round {n}: {who}'s turn").format(n=1, who="Ann")
    assert all(new[0] != old[0] for new, old in zip(session.log, english_log) if any(c.isalpha() for c in old[0]))
    # the region names printed on the map drawn again in Russian
    assert layer.render_count == renders + 1
    assert pygame.image.tobytes(layer.surface_for(scene.view.area.size), "RGB") != english_map


def test_the_legend_says_what_a_letter_regions_letter_means(user_dir):
    game = Game(azeroth(), world("stormsea-isles"), [dict(p) for p in TWO_PEOPLE * 2], seed=3)
    app, session, scene = start(game, "stormsea-isles")
    pass_screen(app, required=False)
    bar_click(app, "toggle_map")                    # the combo cards cover the map at first
    click(app, scene.legend.button.rect.center)
    frame(app)
    texts = [text for _rect, text in scene.legend.rows]
    for size in ("Small", "Medium", "Large"):
        assert f"{size} island: an artifact or legendary place started here, face down" in texts
    assert not any(text.lower().startswith("letter region") for text in texts)


def test_the_log_says_where_an_intimidated_token_went(user_dir):
    game, app, scene, orcs = _intimidating()
    source = next(r for r, o in sorted(scene.mode.options().items())
                  if o[0] == "intimidate" and game.occupant[r] is orcs and len(orcs.regions) > 1)
    region_click(app, source)
    to = max(r for r, o in scene.mode.options().items() if o[0] == "intimidate")
    region_click(app, to)
    assert game.actions[-1]["type"] == "intimidate"
    frame(app)
    names = (_region(game, game.region_id(source)), _region(game, game.region_id(to)))
    line = "Ann intimidated {}: a token fled to {}".format(*names)
    assert shown_log(scene)[-1] == line


def test_the_log_says_a_captured_champions_ransom(user_dir):
    game = Game(azeroth(), world("twin-tides"), list(TWO_PEOPLE), seed=5, races=["orcs", "dwarves"],
                powers=["champion", "farmer"], dice=[3])
    app, session, scene = start(game, "twin-tides", size=(1024, 640))
    pass_screen(app, required=False)
    orcs = pick_first(app, scene, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    bar_click(app, "champion")
    target = min(r for r, o in scene.mode.options().items() if o[0] == "champion" and r in game.board.entries)
    region_click(app, target)
    frame(app)
    taken = shown_log(scene)[-1]                    # the Champion's conquest says so (it was "(0 tokens)" alone)
    assert taken.startswith(f"Ann's Orcs took {_region(game, game.region_id(target))}")
    assert taken.endswith(" with the Champion alone (0 tokens)")
    bar_click(app, "redeploy")
    bar_click(app, "spread")
    bar_click(app, "confirm")
    bar_click(app, "end_turn")
    pass_screen(app)
    session.submit({"type": "pick", "player": 1, "combo": 0})
    rid = game.region_id(target)                    # Bob takes its region, with the die if he is short
    assert session.submit({"type": "conquer", "player": 1, "region": rid}) \
        or session.submit({"type": "reinforce", "player": 1, "region": rid}), session.last_refusal
    frame(app)
    assert game.occupant[target] is game.players[1].active
    line = f"Ann paid Bob 1 coin of ransom for the Champion in {_region(game, game.region_id(target))}"
    assert line in shown_log(scene)


def test_the_log_scrolled_back_keeps_its_lines_while_new_ones_arrive(user_dir):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    hud = scene.hud
    move(app, hud.log_rect.center)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))   # back by two lines
    frame(app)
    assert hud.log_scroll == 2

    def newest_shown():
        log = scene.log_lines()
        return log[len(log) - hud.log_scroll - 1]
    before, lines = newest_shown(), len(scene.log_lines())
    target = next(r for r, o in sorted(scene.mode.options().items()) if o[0] == "conquer")
    region_click(app, target)
    frame(app)
    assert len(scene.log_lines()) > lines                # a new line came in below
    assert newest_shown() == before and hud.log_scroll == 2 + len(scene.log_lines()) - lines


def test_an_intimidations_second_step_lights_the_regions_the_token_may_go_to(user_dir):
    from game.ui import theme

    game, app, scene, orcs = _intimidating()
    frame(app)
    first = {r for r, o in scene.mode.options().items() if o[0] == "intimidate"}
    source = next(r for r in sorted(first) if game.occupant[r] is orcs and len(orcs.regions) > 1)
    region_click(app, source)
    frame(app)
    ways = {r for r, o in scene.mode.options().items() if o[0] == "intimidate"}
    assert ways - first, "a region of the orcs the token may go to that was no target of the first step"
    picture = scene.board_surface()
    for r in ways - first:                          # its badge drawn on the map now, in the ability's colour
        assert tuple(picture.get_at([int(v) for v in scene.mode.badge_center(r)]))[:3] == theme.SPECIAL_COLOR[:3]


def test_where_an_intimidated_token_goes_asks_no_toll_and_its_tip_says_none(user_dir):
    from scene_driver import hover_text

    game, orcs = _intimidator_beside_orcs(seed=1, orc_power="bogman")
    source, to = game.region_index("l1-02"), game.region_index("l1-01")   # to: a Bogman's swamp
    assert game.occupant[source] is orcs and game.occupant[to] is orcs
    app, session, scene = start(game, "twin-tides", size=(1024, 640))
    pass_screen(app, required=False)
    click(app, scene.mode.buttons["expand"].rect.center)
    bar_click(app, "intimidate")
    assert "(toll)" not in hover_text(app, source)
    region_click(app, source)
    tip = hover_text(app, to)
    assert "Click: the token goes here" in tip
    assert "(toll)" not in tip                      # it said 'First you pay Bob 1 coin (toll)', never asked
    coins = game.players[0].coins
    region_click(app, to)
    assert game.actions[-1] == {"type": "intimidate", "player": 0, "region": "l1-02", "to": "l1-01"}
    assert game.players[0].coins == coins


@pytest.mark.parametrize("lang, button, line", [
    ("en", "Human form", "Ann's Worgen chose human form, +2 coins"),
    ("ru", "Облик человека", "Ann: Воргены выбирают облик человека, +2 монеты")])
def test_the_log_names_a_form_by_its_buttons_words(user_dir, monkeypatch, lang, button, line):
    monkeypatch.delenv(i18n.ENV_FORCE, raising=False)
    game = world_game(["worgen", "orcs"], ["ranger", "farmer"])
    app, scene, worgen = picked(game, "worgen")
    i18n.set_language(lang)             # (after the window has read the saved one) the Russian log said 'облик «Human»'
    frame(app)
    bar_click(app, "form")
    dialog_click(app, button)
    assert game.actions[-1]["form"] == "human"
    frame(app)
    assert shown_log(scene)[-1] == line


def test_a_region_held_by_the_champion_alone_shows_its_owner(user_dir):
    from game.ui import theme
    from games.smallworld.ui import tokens

    game = world_game(["orcs", "dwarves"], ["champion", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    bar_click(app, "champion")
    target = min(r for r, o in scene.mode.options().items() if o[0] == "champion" and game.occupant[r] is None)
    region_click(app, target)
    assert game.occupant[target] is orcs and game.tokens[target] == 0 and game.markers["champion"][target]
    frame(app)
    x, y = scene.anchors[target]                    # Ann's seat badge where the stack would stand (was only the crown)
    edge = max(7.0, tokens.chip_radius(scene.token_scale) * 0.45) * 0.8
    assert tuple(scene.board_surface().get_at((int(x + edge), int(y))))[:3] == theme.player_color(0)[:3]
