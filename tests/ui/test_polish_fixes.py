"""What a player noticed in a whole Warcraft game in the real window, each driven here through the real scenes:
the rules screen speaks the Warcraft rules, the players panel counts the tokens in hand, the legend lists a
world's cards, region names keep off the marker spots, long Russian combos stay readable."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from scene_driver import app_frame, click, frame, pass_screen, shot  # noqa: E402
from scene_driver import start_game as start  # noqa: E402
from test_azeroth_window import open_world, picked, world_game  # noqa: E402

from game import i18n  # noqa: E402
from games.smallworld.narrate import _region  # noqa: E402
from games.smallworld.scenes.game_over import GameOverScene  # noqa: E402
from games.smallworld.scenes.rules import rules_sections  # noqa: E402
from games.smallworld.session import Session  # noqa: E402
from games.smallworld.ui.map_layer import MapLayer  # noqa: E402

pytestmark = pytest.mark.usefixtures("user_dir")


def section_text(ruleset, title):
    sections = dict(rules_sections(ruleset))
    return " ".join(text for paragraph in sections[i18n._(title)] for text, _bold in paragraph)


def open_rules(game):
    app, _session, scene = open_world(game)
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("rules").center)
    return app, app.scene


# ---------------------------------------------------------------- 1. the rules screen of a Warcraft game

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_of_a_warcraft_game_say_where_a_race_enters(lang, speak):
    speak(lang)
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, rules = open_rules(game)
    assert rules.ruleset is game.ruleset
    conquering = section_text(rules.ruleset, "Conquering")
    classic_where = i18n._("a race's first conquest must be a border region (touching the edge of the map "
                           "or a sea on the edge); after that, regions next to ones it holds. "
                           "Seas and lakes cannot be conquered.")
    assert classic_where not in conquering
    where = i18n._("a race's first conquest is an entry region (the anchor symbol) on any island; after that, "
                   "a region next to one it holds, or any entry region. Seas and lakes cannot be conquered "
                   "unless an ability says so.")
    assert where in conquering and where != classic_where
    assert i18n._(game.ruleset.natives_name) in conquering                  # the Murlocs in the cost
    assert i18n._(" A declined race loses every token of the region.") in conquering
    for classic_only in ("troll lair", "border region", "Spirit"):
        assert classic_only not in " ".join(section_text(rules.ruleset, t) for t in ("Conquering", "Decline"))
    if lang == "ru":
        assert "пограничн" not in conquering and "Мурлок" in conquering
    rules.lay_out(*app.screen.get_size())
    frame(app)
    shot(app.screen, f"polish-rules-{lang}")


def test_the_classic_rules_keep_the_border_region(app):
    from games.smallworld.scenes.start import load_classic_ruleset

    conquering = section_text(load_classic_ruleset(), "Conquering")
    assert "border region" in conquering and "A declined race loses every token" not in conquering


# ---------------------------------------------------------------- 2. the players panel after a pick

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_players_panel_counts_the_tokens_in_hand_after_a_pick(lang, speak):
    speak(lang)
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    frame(app)
    stats = scene.panel.combo_labels[0][3]
    assert orcs.hand == orcs.race.banner + orcs.power.bonus and not orcs.regions
    assert stats == i18n._("{regions} reg · {tokens}+{hand} tok").format(
        regions=0, tokens=0, hand=orcs.hand)
    said = i18n.ngettext("{n} token on the map, {hand} in hand", "{n} tokens on the map, {hand} in hand", 0).format(
        n=0, hand=orcs.hand)
    assert any(text == said for _rect, text in scene.panel.tips)        # its tooltip says what the numbers are
    shot(app.screen, f"polish-panel-after-pick-{lang}")


# ---------------------------------------------------------------- 3. the legend on a world

def legend_texts(app, scene):
    click(app, scene.legend.button.rect.center)
    frame(app)
    return [text for _rect, text in scene.legend.rows]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_legend_of_a_world_lists_its_cards(lang, speak):
    speak(lang)
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, scene, _orcs = picked(game, "orcs")              # the combo cards no longer cover the map
    texts = legend_texts(app, scene)
    wanted = [i18n._("Face-down marker: an artifact or a legendary place, turned face up for good by its "
                     "region's first conquest"),
              i18n._("Artifact: used by the active race holding its region; it moves into the region where it "
                     "was used"),
              i18n._("Legendary place: helps the active race holding its region; it never moves")]
    assert all(text in texts for text in wanted), texts       # all three drawn, even at 1024x640
    shot(app.screen, f"polish-legend-{lang}")


def test_the_legend_of_a_classic_map_has_no_cards():
    from test_rough_edges import open_game, played_game

    app, _session, scene = open_game(played_game())
    texts = legend_texts(app, scene)
    assert texts and not any(text.startswith(("Face-down marker", "Artifact", "Legendary place")) for text in texts)


# ---------------------------------------------------------------- 4. region names off the marker spots

def names_on_spots(layer):
    """(names on a marker spot, names shown) of the layer's last render."""
    spots = [r.move(layer.origin) for r in MapLayer._marker_spots(layer)]
    shown = [layer.label_rect(i) for i in range(len(layer.board.regions))]
    shown = [r for r in shown if r is not None]
    return sum(1 for r in shown if r.collidelist(spots) >= 0), len(shown)


def ignoring_spots(layer):
    """(names on a marker spot, names shown) of the same map laid out with no regard to the marker spots."""
    plain = MapLayer(layer.board)
    plain._marker_spots = lambda: []
    plain.surface_for(layer.rendered_size)
    spots = MapLayer._marker_spots(plain)
    shown = [plain._labels.get(i) for i in range(len(plain.board.regions))]
    shown = [r for r in shown if r is not None]
    return sum(1 for r in shown if r.collidelist(spots) >= 0), len(shown)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_region_names_keep_off_the_marker_spots_on_the_live_and_final_maps(size):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, _session, scene = start(game, "twin-tides", size=size)
    layer = scene.view.layer
    on_spots, shown = names_on_spots(layer)
    before_spots, before_shown = ignoring_spots(layer)
    assert shown >= before_shown                       # no name is lost for it
    assert on_spots < before_spots                      # fewer names where a crown or a fort may come
    final = GameOverScene(app, Session(game, "twin-tides"))
    app.switch(final)
    app_frame(app)
    final.show_map()
    app_frame(app)
    # the same rule on the final map (drawn at another size: the places themselves may differ)
    final_spots, final_shown = names_on_spots(final.board.layer)
    plain_spots, plain_shown = ignoring_spots(final.board.layer)
    assert final_shown >= plain_shown and final_spots < plain_spots


# ---------------------------------------------------------------- 9. long Russian combos at 1024x640

def test_a_long_russian_combo_keeps_its_race_whole_at_1024x640(speak):
    speak("ru")
    game = world_game(["blood_elves", "dwarves"], ["portal_mage", "farmer"])
    app, scene, elves = picked(game, "blood_elves")
    frame(app)
    shown, width, room, stats = scene.panel.combo_labels[0]
    race = i18n._(elves.race.name)
    assert race in shown and not shown.endswith("…") and width <= room
    assert stats.endswith(i18n._("{regions} reg · {tokens}+{hand} tok").format(
        regions=0, tokens=0, hand=elves.hand))
    shot(app.screen, "polish-panel-long-combo-ru")



# ---------------------------------------------------------------- 5 and 6. an air raid's cost and its rolls in the log

def raiding_gnomes(dice):
    """Ann's Gnomes hold l1 of the engine tests' world with 1 token left in hand, raid mode on: (app, scene, game)."""
    from test_azeroth_window import _world_helpers, bar_click

    w = _world_helpers()
    game = w.world_game(["gnomes"], ["ranger"], dice=dice)
    w.pick(game, 0, "gnomes")
    w.conquer(game, 0, "l1")
    w.set_hand(game, "gnomes", 1)
    app, _session, scene = start(game, w.WORLD_PATH, size=(1024, 640))
    pass_screen(app, required=False)                # two people at one screen: Ann may be asked to take it
    bar_click(app, "raid")
    assert scene.mode.sub == "raid"
    return app, scene, game


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_air_raid_target_shows_its_cost_before_the_roll(lang, speak):
    from scene_driver import hover_text

    speak(lang)
    app, scene, game = raiding_gnomes([0, 0])
    l7 = game.board.index["l7"]                     # a Murloc's region: 2 + 1
    gnomes = game.tribes["gnomes"]
    primitive = next(p for p in gnomes.race.primitives if "raid" in p.actions)
    cost = primitive.target_cost(game, gnomes, "raid", l7)
    assert cost == 3
    assert scene.mode.options()[l7][1] == cost      # the number on the target
    tip = hover_text(app, l7)
    assert i18n._("Click to raid: costs {cost} minus the die's roll (at least 1)").replace(
        "{cost}", str(cost)) in tip
    frame(app)
    shot(app.screen, f"polish-raid-targets-{lang}")


def test_a_failed_raids_two_rolls_are_two_different_lines():
    from scene_driver import region_click

    app, scene, game = raiding_gnomes([0, 0])
    before = len(scene.session.log)
    region_click(app, game.board.index["l7"])       # 3 for a hand of 1: roll 0, 2 short; final roll 0: failed
    frame(app)
    lines = [text for text, _seat in scene.session.log[before:] if "rolled" in text]
    name = _region(game, "l7")
    assert lines == [f"Ann rolled 0 in an air raid on {name}: 2 tokens short, a final attempt follows",
                     f"Ann rolled 0 in the air raid's final attempt on {name} and failed"]
    assert [text for text, _seat in scene.log_lines()][-2:] == lines        # the log panel shows both


# ---------------------------------------------------------------- 7. the redeploy screen's Champion

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_redeploy_screen_says_where_the_champion_stands(lang, speak):
    from scene_driver import region_click
    from test_azeroth_window import bar_click, cheapest_entry

    speak(lang)
    game = world_game(["orcs", "dwarves"], ["champion", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    bar_click(app, "champion")
    target = min(r for r, o in scene.mode.options().items() if o[0] == "champion")
    region_click(app, target)                           # the Champion alone takes it and stands there
    assert game.markers["champion"][target] == 1
    bar_click(app, "redeploy")
    mode = scene.mode
    champion = mode.fields["champion"]
    said = i18n._("{marker} in {region}").format(marker=champion.label.lower(), region=_region(
        game, game.region_id(target)))
    assert champion.status() == said and said in mode.hint()
    assert i18n._("not placed") not in mode.hint()
    frame(app)
    shot(app.screen, f"polish-redeploy-champion-{lang}")
    bar_click(app, "spread")
    bar_click(app, "m_champion")
    other = next(r for r in sorted(orcs.regions) if r != target and mode.counts[r] > 0)
    region_click(app, other)                            # moved: the line follows
    bar_click(app, "marker_done")
    assert champion.status() == i18n._("{marker} in {region}").format(
        marker=champion.label.lower(), region=_region(game, game.region_id(other)))


# ---------------------------------------------------------------- 8. the setup's computers keep their names

@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080)])
def test_the_setup_shows_the_computers_names_beside_their_levels(lang, size, speak):
    from scene_driver import new_app

    from game.ui.fonts import fitting_font, font
    from games.smallworld.scenes.setup import SetupScene

    speak(lang)
    app = new_app(size)
    setup = SetupScene(app)
    app.switch(setup)
    app_frame(app)
    while setup.count < 5:
        click(app, setup.buttons["add"].rect.center)       # a computer joins
    app_frame(app)
    computers = [i for i, seat in enumerate(setup.seats) if seat["kind"] == "ai"]
    assert len(computers) >= 4 and sorted(setup.ai_names) == computers
    for i in computers:
        choice = setup.level_choices[i]
        name_right = setup.ai_names[i][0] + font(setup.fs, bold=True).size(setup.seat_name(i))[0]
        assert choice.rect.left > name_right                 # the name stands whole before the levels
        for (_value, label), seg in zip(choice.options, choice.segments, strict=True):
            fnt = fitting_font(label, seg.width - 8, choice.size, smallest=10, bold=True, condensed=True)
            assert fnt.size(label)[0] <= seg.width - 8 and fnt.get_height() >= 12, (label, seg)
    shot(app.screen, f"polish-setup-{lang}-{size[0]}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_busy_worlds_legend_shows_every_entry_at_1024x640(lang, speak):
    from games.smallworld.ui.legend import legend_entries

    speak(lang)
    game = world_game(["night_elves", "goblins", "humans", "tauren", "dwarves", "orcs"],
                      ["builder", "beast_master", "watchman", "champion", "bogman", "farmer"])
    app, scene, _elves = picked(game, "night_elves")
    texts = legend_texts(app, scene)
    entries = legend_entries(game, scene.legend.plate_symbols)
    assert len(entries) >= 16 and texts == [text for _kind, _symbol, text in entries]     # two columns, none cut
    assert scene.layout.map.contains(scene.legend.rect)          # within the map area
    shot(app.screen, f"polish-legend-busy-{lang}")
