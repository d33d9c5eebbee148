"""The window plays Warcraft games (ruleset `azeroth`) through real scenes and synthetic mouse events:
the setup's ruleset choice, the combo cards' factions, conquests on a world of islands, the pieces in
the region tooltips, the abilities' actions by mouse (a form, an air raid, an artifact's use), and a
save/load round trip. The assertions look at the model, so a broken click handler fails here."""

import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, hover_text, key, pass_screen, region_click, type_text  # noqa: E402
from scene_driver import start_game as start  # noqa: E402

from game import i18n  # noqa: E402
from game import settings as settings_mod  # noqa: E402
from game.scenes import registry  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.legal import conquest_options  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.narrate import _region as region_name  # noqa: E402
from games.smallworld.ui import world_pieces  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PEOPLE = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "ai", "level": "easy"}]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def azeroth():
    return load_ruleset(str(ROOT / "rules_data" / "azeroth"))


def world(map_id="twin-tides"):
    return load_map(str(ROOT / "maps" / f"{map_id}.json"))


def world_game(races, powers, seed=5, markers=None, dice=None):
    return Game(azeroth(), world(), list(PEOPLE), seed=seed, races=races, powers=powers, markers=markers, dice=dice)


def bar_click(app, key):
    button = app.scene.bar.button(key)
    assert button is not None, f"no {key!r} button; have {sorted(app.scene.bar.buttons)}"
    assert button.enabled, f"{key!r} is disabled: {button.tooltip}"
    click(app, button.rect.center)


def dialog_click(app, label):
    dialog = app.scene.dialog
    assert dialog is not None
    key = next(k for k, text, _primary in dialog.specs if text == label)
    click(app, dialog.button_rect(key).center)


def pick_first(app, scene, race):
    click(app, scene.mode.cards[0].center)
    tribe = scene.game.players[0].active
    assert tribe is not None and tribe.race.id == race
    return tribe


def open_world(game):
    """`game` (on the twin-tides world) in the in-game screen of the smallest window: (app, session, scene)."""
    return start(game, "twin-tides", size=(1024, 640))


def picked(game, race):
    """`game` in the smallest window, Ann having picked the first combo (`race`): (app, scene, her race)."""
    app, _session, scene = open_world(game)
    return app, scene, pick_first(app, scene, race)


def cheapest_entry(game, tribe):
    options = conquest_options(game, tribe)
    return min((o.cost, r) for r, o in options.items() if o.kind == "conquer" and r in game.board.entries)[1]


# ---------------------------------------------------------------- setup

def test_setup_chooses_warcraft_and_starts_a_world_game(app, user_dir):
    registry.show(app, "setup")
    scene = app.scene
    frame(app)
    assert all(not e.board.is_world for e in scene.candidates()[0])      # classic: classic maps only
    choice = scene.ruleset_choice
    seg = choice.segments[[v for v, _label in choice.options].index("azeroth")]
    click(app, seg.center)
    assert scene.ruleset_id == "azeroth" and scene.ruleset.id == "azeroth"
    worlds = scene.candidates()[0]
    assert worlds and all(e.board.is_world and e.players == scene.count for e in worlds)
    click(app, scene.buttons["start"].rect.center)
    game = app.scene.game
    assert game.ruleset.id == "azeroth" and game.board.is_world
    assert settings_mod.last_setup()["ruleset"] == "azeroth"       # remembered for the next new game
    registry.show(app, "setup")
    assert app.scene.ruleset_id == "azeroth"


def test_a_bad_remembered_ruleset_falls_back_to_classic():
    assert settings_mod.clean({"setup": {"ruleset": "nonsense"}})["setup"]["ruleset"] == "classic"
    assert settings_mod.clean({"setup": {"ruleset": "azeroth"}})["setup"]["ruleset"] == "azeroth"


# ---------------------------------------------------------------- combo cards, conquest, tooltips

def test_cards_show_the_factions_and_a_conquest_on_an_entry_region(user_dir, monkeypatch):
    game = world_game(["orcs", "dwarves", "naga", "trolls", "tauren", "gnomes"],
                      ["ranger", "farmer", "herbalist", "mining", "strategist", "explorer"])
    app, session, scene = open_world(game)
    badges = []
    real = world_pieces.draw_faction_badge

    def spy(surface, faction, center, size):
        badges.append((faction, real(surface, faction, center, size)))
        return badges[-1][1]

    monkeypatch.setattr(world_pieces, "draw_faction_badge", spy)
    scene.mode._cache = (None, None)
    frame(app)
    assert [f for f, _rect in badges] == [c.race.faction for c in game.combos]
    assert {f for f, _rect in badges} == {"horde", "alliance", "neutral"}
    area = scene.layout.map          # the cards are painted on a picture of the map area
    assert all(card.move(-area.left, -area.top).contains(rect) for card, (_f, rect) in zip(scene.mode.cards, badges))
    assert [world_pieces.faction_label(f) for f in ("horde", "alliance", "neutral")] == ["Horde", "Alliance",
                                                                                         "Neutral"]
    i18n.set_language("ru")
    assert world_pieces.faction_label("horde") == "Орда"
    i18n.set_language("en")
    orcs = pick_first(app, scene, "orcs")
    target = cheapest_entry(game, orcs)
    hand = orcs.hand
    region_click(app, target)
    assert game.occupant[target] is orcs and orcs.hand < hand


def test_tooltips_list_the_world_pieces(user_dir):
    game = world_game(["night_elves", "orcs"], ["ranger", "farmer"], markers=["karazhan", "dark_portal"])
    app, session, scene = open_world(game)
    board = game.board
    murloc = next(r for r in range(len(board)) if game.tokens[r] and game.occupant[r] is not None
                  and not hasattr(game.occupant[r], "owner"))
    letter = board.letters[0]
    mountain = next(r for r in range(len(board)) if game.markers["mountain"][r])
    scene.mode.show_map = True
    for r, words in ((murloc, ["Murlocs"]), (letter, ["Face-down marker"]), (mountain, ["Mountain: +1 defence"])):
        text = hover_text(app, r)
        assert all(w in text for w in words), (r, text)
    game.items[letter][0][1] = True              # turned face up: named, with what it does
    game.set_marker("wisp_wall", murloc, 1)
    scene.sync()
    assert "(legendary place):" in hover_text(app, letter)
    assert "Wisp Wall: +1 defence" in hover_text(app, murloc)


# ---------------------------------------------------------------- abilities by mouse

def test_worgen_form_is_chosen_in_a_dialog(user_dir):
    game = world_game(["worgen", "orcs"], ["ranger", "farmer"])
    app, scene, worgen = picked(game, "worgen")
    coins = game.players[0].coins
    bar_click(app, "form")
    assert scene.dialog is not None
    dialog_click(app, "Worgen form")
    assert scene.dialog is None
    assert game.players[0].coins == coins - 1
    assert game.actions[-1]["type"] == "form" and game.actions[-1]["form"] == "worgen"
    assert "form" not in scene.bar.buttons               # once a turn
    assert worgen.hand > 0


def test_air_raid_by_mouse(user_dir):
    game = world_game(["gnomes", "orcs"], ["ranger", "farmer"], dice=[3])
    app, scene, gnomes = picked(game, "gnomes")
    region_click(app, cheapest_entry(game, gnomes))       # a raid needs a first conquest
    bar_click(app, "raid")
    assert scene.mode.sub == "raid"
    far = next(rid for rid in scene.mode._step_values(scene.mode._step())
               if game.board.island_of[game.board.index[rid]] != game.board.island_of[next(iter(gnomes.regions))])
    r = game.board.index[far]
    assert "raid" in hover_text(app, r).lower()
    region_click(app, r)
    assert game.actions[-1]["type"] == "raid" and game.actions[-1]["region"] == far
    assert scene.mode.sub is None
    assert "raid" not in scene.bar.buttons                # once a turn


def walk_to_item(app, game, tribe, item):
    """Conquer the cheapest region each time until the region holding `item` is taken; its region."""
    letter = next(r for r, entries in game.items.items() if entries[0][0] == item)
    far = {letter: 0}                    # steps from the letter region on its island
    todo = [letter]
    for r in todo:
        for n in game.board.neighbors[r]:
            if n not in far:
                far[n] = far[r] + 1
                todo.append(n)
    for _ in range(8):
        options = conquest_options(game, tribe)
        if options.get(letter) and options[letter].kind == "conquer":
            region_click(app, letter)
            break
        region_click(app, min((far.get(r, 99), o.cost, r) for r, o in options.items() if o.kind == "conquer")[2])
    assert game.occupant[letter] is tribe, "the letter region is within reach on this seed"
    return letter


def test_an_artifact_is_toggled_then_used_in_a_conquest(user_dir):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"], markers=["frostmourne", "dark_portal"])
    app, scene, orcs = picked(game, "orcs")
    walk_to_item(app, game, orcs, "frostmourne")
    key = "use_frostmourne"
    assert key in scene.bar.buttons
    bar_click(app, key)
    assert scene.mode.use == {"frostmourne"}
    options = conquest_options(game, orcs)
    target = min((o.cost, r) for r, o in options.items() if o.kind == "conquer")[1]
    region_click(app, target)
    assert game.actions[-1].get("use") == ["frostmourne"] and game.occupant[target] is orcs
    assert key not in scene.bar.buttons                   # once a turn


def test_a_neutral_race_holding_the_battleground_takes_a_side_in_a_dialog(user_dir):
    game = world_game(["kobolds", "orcs"], ["navigator", "farmer"], markers=["battleground", "dark_portal"])
    app, session, scene = open_world(game)
    kobolds = pick_first(app, scene, "kobolds")
    walk_to_item(app, game, kobolds, "battleground")
    bar_click(app, "side")
    dialog_click(app, "Horde")
    assert game.actions[-1] == {"type": "side", "player": 0, "faction": "horde"}
    assert "side" not in scene.bar.buttons and "side of the Horde" in scene.session.log[-1][0]


def test_the_ethereals_collect_an_artifact_by_mouse(user_dir):
    game = world_game(["ethereals", "orcs"], ["navigator", "farmer"], markers=["doomhammer", "dark_portal"])
    app, scene, ethereals = picked(game, "ethereals")
    letter = walk_to_item(app, game, ethereals, "doomhammer")
    assert "use_ethereals" in scene.bar.buttons         # their own ability, named in a conquest's use
    bar_click(app, "collect")
    assert "artifact" in hover_text(app, letter)
    region_click(app, letter)
    collect = game.actions[-1]
    assert collect["type"] == "collect" and collect["region"] == game.region_id(letter) and "to" in collect
    assert "doomhammer" in [e[0] for e in game.items[game.board.index[collect["to"]]]]
    assert "collect" not in scene.bar.buttons and "use_ethereals" not in scene.bar.buttons   # once a turn


def test_the_heart_is_placed_with_the_redeploy_screen(user_dir):
    game = world_game(["orcs", "dwarves"], ["navigator", "farmer"], markers=["heart_of_azeroth", "dark_portal"])
    app, scene, orcs = picked(game, "orcs")
    letter = walk_to_item(app, game, orcs, "heart_of_azeroth")
    bar_click(app, "redeploy")
    bar_click(app, "spread")
    bar_click(app, "m_heart")
    other = next(r for r in sorted(orcs.regions) if r != letter)
    region_click(app, other)
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    redeploy = next(a for a in reversed(game.actions) if a["type"] == "redeploy")
    assert redeploy["heart"] == game.region_id(other)
    assert "heart_of_azeroth" in [e[0] for e in game.items[other]]


def test_pandaren_harmony_shows_on_the_players_panel_after_their_turn(user_dir):
    game = world_game(["pandaren", "orcs"], ["navigator", "farmer"])
    app, session, scene = open_world(game)
    pandaren = pick_first(app, scene, "pandaren")
    region_click(app, cheapest_entry(game, pandaren))
    bar_click(app, "redeploy")
    bar_click(app, "spread")
    bar_click(app, "confirm")
    bar_click(app, "end_turn")
    if scene.dialog is not None:             # ending with tokens in hand asks first
        click(app, scene.dialog.button_rect(scene.dialog.specs[0][0]).center)
    assert game.harmony.get(1) == (0, 2)
    frame(app, 0.5)
    tips = [text for _rect, text in scene.panel.tips if text.startswith("Holds")]
    assert tips == ["Holds Ann's Harmony: pays Ann 2 coins before attacking his races"]
    assert any("gave Harmony to Bob" in text for text, _seat in session.log)


# ---------------------------------------------------------------- saves

def test_a_world_game_saves_loads_and_continues_in_the_window(app, user_dir):
    from game_helpers import canonical

    from game.scenes.load_game import LoadGameScene
    from game.scenes.title import TitleScene
    from games.smallworld.scenes.start import build_session, load_shipped_ruleset, open_game

    session = build_session(load_shipped_ruleset("azeroth"), world(), list(PEOPLE), seed=5, threaded=False,
                            speed="instant")
    open_game(app, session)                      # as Start does: autosaved from now on
    scene = app.scene
    frame(app)
    game = session.game
    tribe = pick_first(app, scene, game.combos[0].race.id)
    region_click(app, cheapest_entry(game, tribe))
    saved = canonical(game)
    click(app, scene.hud.menu.rect.center)
    click(app, scene.dialog.button_rect("save").center)
    type_text(app, "Warcraft evening")
    key(app, pygame.K_RETURN)
    assert scene.dialog is None

    app.switch(TitleScene(app))                  # Continue: the autosave of this world game
    frame(app)
    click(app, app.scene.buttons["continue"].rect.center)
    assert app.scene.game.ruleset.id == "azeroth" and canonical(app.scene.game) == saved

    app.switch(TitleScene(app))                  # Load: the save by its name
    frame(app)
    click(app, app.scene.buttons["load"].rect.center)
    load = app.scene
    assert isinstance(load, LoadGameScene)
    names = [e["name"] for e in load.entries]
    click(app, load.row_rect(names.index("Warcraft evening")).center)
    click(app, load.buttons["play"].rect.center)
    loaded = app.scene.session.game
    assert loaded.ruleset.id == "azeroth" and loaded.board.is_world and canonical(loaded) == saved
    assert loaded.items == game.items

def test_forsaken_recruits_with_the_redeploy_screens_number_field(user_dir):
    from games.smallworld.model.pieces import LOST_TRIBE

    game = world_game(["forsaken", "orcs"], ["ranger", "farmer"])
    app, scene, forsaken = picked(game, "forsaken")
    options = conquest_options(game, forsaken)
    natives = [r for r, o in options.items() if o.kind == "conquer" and game.occupant[r] is LOST_TRIBE]
    assert natives, "an entry region held by natives"
    region_click(app, natives[0])
    assert game.occupant[natives[0]] is forsaken
    bar_click(app, "redeploy")
    mode = scene.mode
    hand = mode.hand
    coins = game.players[0].coins
    bar_click(app, "m_recruit_more")
    assert mode.hand == hand + 1 and not scene.bar.button("m_recruit_more").enabled   # 1 sent to the tray
    bar_click(app, "spread")                 # every token, the recruit included, onto the map
    assert mode.hand == 0
    bar_click(app, "confirm")
    redeploy = next(a for a in reversed(game.actions) if a["type"] == "redeploy")
    assert redeploy["recruit"] == 1 and game.players[0].coins == coins - 1


def test_the_rules_from_a_warcraft_game_cover_its_ruleset(user_dir):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, session, scene = open_world(game)
    scene.ask_menu()
    frame(app)
    click(app, scene.dialog.button_rect("rules").center)
    rules = app.scene
    assert rules.ruleset is game.ruleset
    titles = [title for title, _y in rules.anchors]
    for wanted in ("A world of islands", "Factions", "Artifacts and legendary places (12)", "Races (16)"):
        assert wanted in titles
    click(app, rules.back_button.rect.center)
    assert app.scene is scene


def test_the_classic_rules_have_no_world_sections(app, user_dir):
    registry.show(app, "rules")
    frame(app)
    titles = [title for title, _y in app.scene.anchors]
    assert "Decline" in titles and "Factions" not in titles and "A world of islands" not in titles


# ---------------------------------------------------------------- hint shapes whose primitives are not built yet
# The window turns an action's `action_ui` into clicks and the clicks into the action, taking the values each
# step may have from the legal actions. For the shapes no built primitive uses yet (two regions, a region then
# another or the tray, a region then a choice then a region), a stand-in primitive declares the hint and the
# legal actions are given; the test checks the actions the clicks build.

class StandIn:
    def __init__(self, ui):
        self.action_ui = ui

    def target_reason(self, game, tribe, kind, r):
        return "not here"


def _stand_in_scene(monkeypatch, kind, ui, legal):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    monkeypatch.setitem(orcs.effects.actions, kind, StandIn({kind: ui}))
    real = scene.legal
    monkeypatch.setattr(scene, "legal", lambda: real() + [dict(a, type=kind, player=0) for a in legal])
    sent = []
    monkeypatch.setattr(scene, "submit", lambda action: sent.append(action) or [])
    scene.sync()
    frame(app)
    return app, scene, game, sent


def test_two_regions_hint_builds_a_list(monkeypatch, user_dir):
    ui = {"label": "Portal…", "target": "regions", "count": 2, "tooltip": "t", "hint": "h", "region_tip": "rt"}
    a, b, c = "l1-01", "l1-02", "s1-01"
    app, scene, game, sent = _stand_in_scene(monkeypatch, "portal", ui, [{"regions": [a, b]}, {"regions": [a, c]}])
    bar_click(app, "portal")
    targets = {game.region_id(r) for r, o in scene.mode.options().items() if o[0] == "portal"}
    assert targets == {a, b, c}
    region_click(app, game.board.index[b])
    targets = {game.region_id(r) for r, o in scene.mode.options().items() if o[0] == "portal"}
    assert targets == {a}                      # b's only partner
    region_click(app, game.board.index[a])
    assert sent == [{"type": "portal", "player": 0, "regions": [b, a]}]


def test_region_then_region_or_skip(monkeypatch, user_dir):
    ui = {"label": "Intimidate…", "target": "region", "tooltip": "t", "hint": "h", "region_tip": "rt",
          "then": [{"field": "to", "hint": "where to", "skip": "To the tray"}]}
    x, y = "l1-01", "l1-03"
    app, scene, game, sent = _stand_in_scene(monkeypatch, "intimidate", ui, [{"region": x, "to": y}, {"region": x}])
    bar_click(app, "intimidate")
    region_click(app, game.board.index[x])
    assert scene.mode.hint() == "where to"
    bar_click(app, "skip_step")
    assert sent == [{"type": "intimidate", "player": 0, "region": x}]
    bar_click(app, "intimidate")
    region_click(app, game.board.index[x])
    region_click(app, game.board.index[y])
    assert sent[-1] == {"type": "intimidate", "player": 0, "region": x, "to": y}


def test_region_then_choice_then_region(monkeypatch, user_dir):
    ui = {"label": "Collect…", "target": "region", "tooltip": "t", "hint": "h", "region_tip": "rt",
          "then": [{"field": "item", "target": "choice", "hint": "which one",
                    "choices": [{"value": "frostmourne", "label": "Frostmourne"}]},
                   {"field": "to", "hint": "into which region"}]}
    src, dest = "l1-01", "l1-04"
    legal = [{"region": src, "item": "frostmourne", "to": dest}, {"region": src, "item": "doomhammer", "to": dest}]
    app, scene, game, sent = _stand_in_scene(monkeypatch, "collect", ui, legal)
    bar_click(app, "collect")
    region_click(app, game.board.index[src])
    assert scene.dialog is not None
    dialog_click(app, "Frostmourne")
    assert scene.mode.hint() == "into which region"
    region_click(app, game.board.index[dest])
    assert sent == [{"type": "collect", "player": 0, "region": src, "item": "frostmourne", "to": dest}]


def test_the_players_panel_shows_who_holds_whose_harmony(user_dir):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, session, scene = open_world(game)
    assert not any("Harmony" in text for _rect, text in scene.panel.tips)
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    game.harmony[1] = (0, 2)         # as the engine records it: Bob holds Ann's Harmony, a 2-coin toll
    app, session, scene = open_world(game)
    tips = [text for _rect, text in scene.panel.tips if "Harmony" in text]
    assert tips == ["Holds Ann's Harmony: pays Ann 2 coins before attacking his races"]


def test_the_game_over_breakdown_of_a_world_game_adds_up():
    from games.smallworld.ai import make_player
    from games.smallworld.scenes.game_over import GameOverScene, coin_breakdown

    seen = set()
    for seed in (1, 3):             # games with an artifact's or a place's coins, and with a faction bonus
        game = Game(azeroth(), world("three-harbours"), [{"name": f"P{i}", "kind": "ai", "level": "easy"}
                                                          for i in range(3)], seed=seed)
        computer = make_player("easy", 1)
        while not game.over:
            game.apply(computer.choose(game))
        rows = coin_breakdown(game)
        assert [sum(row.values()) for row in rows] == [p.coins for p in game.players]
        assert not any(row["item_bonus"] for row in rows)     # each artifact's or place's coins in its own row
        seen |= {key for row in rows for key, coins in row.items()
                 if coins and (key == "faction_bonus" or key.startswith("item:"))}
        scene = GameOverScene.__new__(GameOverScene)
        scene.game, scene.breakdown = game, rows
        names = {d.name for d in game.ruleset.items.values()}
        assert all(name in names for _key, name in scene._item_rows())
    assert "faction_bonus" in seen and any(key.startswith("item:") for key in seen)


def test_a_bogmans_swamp_says_its_toll_before_the_attack(user_dir):
    from games.smallworld.model.conquest import tolls

    game = world_game(["orcs", "kobolds"], ["ranger", "bogman"], seed=5)
    orcs = model_turn(game, "orcs")
    model_turn(game, "kobolds", near=orcs)
    app, session, scene = start_expanding(game)
    swamp = next(r for r, o in scene.mode.options().items() if o[0] in ("conquer", "reinforce")
                 and tolls(game, orcs, r))
    assert "First you pay Bob 1 coin (toll)" in hover_text(app, swamp)
    coins = game.players[0].coins
    region_click(app, swamp)                              # too dear: a final attempt, the die's dialog
    dialog_click(app, "Roll the die")
    assert game.actions[-1] == {"type": "reinforce", "player": 0, "region": game.region_id(swamp)}
    assert game.players[0].coins == coins - 1             # the toll, paid whatever the die says
    assert any("paid Bob 1 coin" in text for text, _seat in session.log)


def test_the_well_of_eternity_revealed_moves_to_a_lake_and_says_what_it_pays(user_dir):
    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"], markers=["well_of_eternity", "dark_portal"])
    app, scene, orcs = picked(game, "orcs")
    letter = walk_to_item(app, game, orcs, "well_of_eternity")
    well = next(r for r, entries in game.items.items() if entries[0] == ["well_of_eternity", True])
    assert well != letter and game.board.regions[well].terrain in ("sea", "lake")
    assert "Well of Eternity (legendary place)" in hover_text(app, well)


def test_the_log_and_the_score_popup_name_each_artifacts_income(user_dir):
    from games.smallworld.narrate import score_parts
    from games.smallworld.scenes.scoring import ScoringToasts

    game = world_game(["orcs", "dwarves"], ["ranger", "farmer"])
    app, session, scene = open_world(game)
    event = {"type": "scored", "player": 0, "coins": 7, "regions": 3, "race_bonus": 0, "power_bonus": 0,
             "decline_bonus": 0, "faction_bonus": 0, "item_bonus": 4, "items": {"dark_portal": 2,
                                                                                   "well_of_eternity": 2}}
    assert score_parts(event, game) == "3 regions + 2 Dark Portal + 2 Well of Eternity"
    rows = ScoringToasts(scene).lines(event, ("Orcs", "Ranger"))
    assert ("Dark Portal", 2) in rows and ("Well of Eternity", 2) in rows


# ---------------------------------------------------------------- a whole game by mouse

@pytest.mark.parametrize("seed, map_id, people", [(8, "twin-tides", 2), (9, "three-harbours", 3),
                                                  (10, "stormsea-isles", 4)])
def test_a_hot_seat_world_game_plays_to_the_end_by_mouse_with_the_abilities(seed, map_id, people):
    """Two people on a world, every move a click (ui_step of test_play_scenes), and now and then one of
    the abilities the conquest or redeploy screen offers (a form, a raid, a collect, a side, recruits)."""
    import random

    from test_play_scenes import assert_game_over_shown, settle, ui_step

    game = Game(azeroth(), world(map_id), [{"name": f"P{i + 1}", "kind": "human"} for i in range(people)],
                seed=seed)
    app, session, scene = start(game, map_id, size=(1024, 640))
    rng = random.Random(seed)
    plain = {"end_turn", "redeploy", "decline", "back_pick", "cancel_sub", "confirm", "spread", "back",
             "abandon", "toggle_map", "marker_done"}
    used = set()
    for _ in range(6000):
        if app.scene is not scene or game.over:
            break
        scene.messages.clear()
        kind = scene.mode_key[0] if scene.mode_key else None
        extras = [k for k in scene.bar.buttons if k not in plain and not k.startswith(("tribe_", "use_", "m_"))
                  and scene.bar.button(k).enabled] if scene.dialog is None and scene.pass_to is None else []
        if kind == "redeploy" and "m_recruit_more" in scene.bar.buttons and rng.random() < 0.5 \
                and scene.bar.button("m_recruit_more").enabled:
            bar_click(app, "m_recruit_more")
            used.add("recruit")
        elif kind == "conquer" and scene.mode.sub is None and extras and rng.random() < 0.3:
            key_ = rng.choice(extras)
            bar_click(app, key_)
            used.add(key_)
            mode = scene.mode
            if mode.sub is not None:          # a region mode: click one of its targets
                targets = [r for r, o in mode.options().items() if o[0] == mode.sub]
                if targets:
                    region_click(app, rng.choice(targets))
        else:
            ui_step(app, rng)
        errors = [text for text, k, _ in scene.messages.items if k == "error"]
        assert not errors, f"refused: {errors}"
    settle(app, 6.0)
    assert_game_over_shown(app, scene)
    assert used, "some ability was offered and used by mouse"


def test_a_finished_world_game_replays_in_the_viewer(user_dir):
    from scene_driver import replay_first_save

    from game import saves
    from games.smallworld.ai import make_player

    game = Game(azeroth(), world("three-harbours"), [{"name": f"P{i}", "kind": "ai", "level": "easy"}
                                                      for i in range(3)], seed=2)
    computer = make_player("easy", 2)
    while not game.over:
        game.apply(computer.choose(game))
    saves.write_game(game, "three-harbours", str(Path(saves.saves_dir()) / "World.json"))
    app, _load, viewer = replay_first_save((1024, 640))
    for _ in range(40):                       # through the first rounds: items, Murlocs, markers drawn
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_END)
    assert viewer.cursor.position == len(game.actions) and viewer.game.over


# ---------------------------------------------------------------- primitives landed since (model-driven set-ups)

def model_turn(game, race, near=None, conquests=4):
    """The seat to play picks `race` if it has none, conquers the cheapest regions the model offers
    (those next to `near`'s regions first), redeploys as the model's legal action says and ends its
    turn; then any retreats are made. Sets up a position for the window to play from."""
    from games.smallworld.model.errors import IllegalAction
    from games.smallworld.model.legal import legal_actions

    seat = game.seat
    player = game.players[seat]
    if player.active is None:
        k = next(i for i, c in enumerate(game.combos) if c.race.id == race)
        game.apply({"type": "pick", "player": seat, "combo": k})
    tribe = player.active
    for _ in range(conquests):
        close = {n for r in near.regions for n in game.board.neighbors[r]} if near is not None else set()
        options = conquest_options(game, tribe)
        choices = sorted((r not in close, o.cost, r) for r, o in options.items() if o.kind == "conquer")
        if not choices:
            break
        try:
            game.apply({"type": "conquer", "player": seat, "region": game.region_id(choices[0][2])})
        except IllegalAction:
            break
    for kind in ("redeploy", "end_turn"):
        game.apply(next(a for a in legal_actions(game) if a["type"] == kind))
    while game.pending_retreats:
        game.apply(legal_actions(game)[0])
    return tribe


def start_expanding(game, size=(1024, 640)):
    """The window on the seat to play's next turn, past the 'expand or decline?' panel."""
    app, session, scene = start(game, "twin-tides", size=size)
    click(app, scene.mode.buttons["expand"].rect.center)
    assert scene.mode_key[0] == "conquer"
    return app, session, scene


def neighbours_of(game, tribe):
    return {n for r in tribe.regions for n in game.board.neighbors[r]} - set(tribe.regions)


def test_goblins_lay_bombs_on_an_opponents_region_by_mouse(user_dir):
    game = world_game(["goblins", "orcs"], ["ranger", "farmer"], seed=5)
    goblins = model_turn(game, "goblins")
    orcs = model_turn(game, "orcs", near=goblins)
    targets = sorted(r for r in neighbours_of(game, goblins) if game.occupant[r] is orcs)
    assert targets, "the orcs came next to the goblins on this seed"
    app, session, scene = start_expanding(game)
    bar_click(app, "redeploy")
    bar_click(app, "m_bombs")
    region_click(app, targets[0])
    assert scene.mode.fields["bombs"].value == [targets[0]]
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    redeploy = next(a for a in reversed(game.actions) if a["type"] == "redeploy")
    assert redeploy["bombs"] == [game.region_id(targets[0])]
    assert game.markers["bomb"][targets[0]] == 1
    assert "Bomb" in hover_text(app, targets[0])         # face down on the map, named in the tooltip


def test_intimidate_picks_the_region_then_where_the_token_goes(user_dir):
    game = world_game(["goblins", "orcs"], ["intimidator", "farmer"], seed=5)
    goblins = model_turn(game, "goblins")
    orcs = model_turn(game, "orcs", near=goblins)
    model_turn(game, "goblins", conquests=0)
    model_turn(game, "orcs", near=goblins)              # the orcs hold 4 regions, one next to the goblins
    app, session, scene = start_expanding(game)
    bar_click(app, "intimidate")
    sources = sorted(r for r, o in scene.mode.options().items() if o[0] == "intimidate")
    source = next((r for r in sources if game.occupant[r] is orcs and len(orcs.regions) > 1), None)
    assert source is not None, "an orcs region next to the goblins, the orcs holding others"
    tokens_before = game.tokens[source]
    region_click(app, source)
    assert scene.mode.hint().startswith("Click another region of that race")
    destinations = sorted(r for r, o in scene.mode.options().items() if o[0] == "intimidate")
    assert len(destinations) > 1 and set(destinations) == set(orcs.regions) - {source}   # the player chooses
    to = destinations[-1]
    to_before = game.tokens[to]
    region_click(app, to)
    assert game.actions[-1] == {"type": "intimidate", "player": 0, "region": game.region_id(source),
                                "to": game.region_id(to)}
    assert game.tokens[to] == to_before + 1 and game.tokens[source] == tokens_before - 1
    assert scene.mode.sub is None


def test_the_champion_conquers_alone_then_is_placed_at_the_redeployment(user_dir):
    game = world_game(["orcs", "dwarves"], ["champion", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))         # the Champion goes after a first conquest
    bar_click(app, "champion")
    targets = sorted(r for r, o in scene.mode.options().items() if o[0] == "champion")
    assert targets
    target = targets[0]
    region_click(app, target)
    assert game.actions[-1] == {"type": "champion", "player": 0, "region": game.region_id(target)}
    assert game.occupant[target] is orcs and game.markers["champion"][target] == 1
    assert "champion" not in scene.bar.buttons            # once a turn
    bar_click(app, "redeploy")
    bar_click(app, "spread")
    bar_click(app, "m_champion")
    other = next(r for r in sorted(orcs.regions) if r != target and scene.mode.counts[r] > 0)
    region_click(app, other)
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    redeploy = next(a for a in reversed(game.actions) if a["type"] == "redeploy")
    assert redeploy["champion"] == game.region_id(other) and game.markers["champion"][other] == 1


def test_the_portal_swaps_two_magic_regions_by_mouse(user_dir):
    game = world_game(["orcs", "dwarves"], ["portal_mage", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    bar_click(app, "portal")
    first = sorted(r for r, o in scene.mode.options().items() if o[0] == "portal")
    assert len(first) >= 2
    a = next((r for r in first if game.occupant[r] is orcs), first[0])
    region_click(app, a)
    frame(app)
    assert scene.tooltip_text().endswith("Chosen: now click the next region (Esc to start over)")
    second = sorted(r for r, o in scene.mode.options().items() if o[0] == "portal")
    b = next(r for r in second if game.occupant[r] is not game.occupant[a])
    held_a, held_b = game.occupant[a], game.occupant[b]
    region_click(app, b)
    assert game.actions[-1] == {"type": "portal", "player": 0, "regions": [game.region_id(a), game.region_id(b)]}
    assert game.occupant[a] is held_b and game.occupant[b] is held_a
    frame(app)
    names = (region_name(game, game.region_id(a)), region_name(game, game.region_id(b)))
    assert scene.log_lines()[-1][0] == "Ann swapped everything between {} and {}".format(*names)  # the log says it


def test_the_beasts_are_placed_with_the_redeploy_screen(user_dir):
    game = world_game(["orcs", "dwarves"], ["beast_master", "farmer"], seed=5)
    orcs = model_turn(game, "orcs")
    model_turn(game, "dwarves")
    assert orcs.counters.get("beasts") == 1, "a Beast for the hill the orcs hold"
    app, session, scene = start_expanding(game)
    bar_click(app, "redeploy")
    mode = scene.mode
    beasts = mode.fields["beasts"]
    assert beasts.placed() == beasts.limit == 1 and mode.problem() is None   # placed where the model would
    bar_click(app, "m_beasts")
    first = next(iter(beasts.value))
    region_click(app, first, button=3)                   # taken back: Confirm waits for it
    bar_click(app, "marker_done")
    assert not scene.bar.button("confirm").enabled and "beast" in scene.bar.button("confirm").tooltip
    bar_click(app, "m_beasts")
    other = max(orcs.regions)
    region_click(app, other)
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    redeploy = next(a for a in reversed(game.actions) if a["type"] == "redeploy")
    assert redeploy["beasts"] == {game.region_id(other): 1} and game.markers["beast"][other] == 1
    assert "Beast" in hover_text(app, other)


def test_the_champions_region_is_kept_with_no_token_at_the_redeployment(user_dir):
    game = world_game(["orcs", "dwarves"], ["champion", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    bar_click(app, "champion")
    target = sorted(r for r, o in scene.mode.options().items() if o[0] == "champion")[0]
    region_click(app, target)
    assert game.tokens[target] == 0
    bar_click(app, "redeploy")
    mode = scene.mode
    assert mode.counts[target] == 0 and target in mode.kept()      # the Champion holds it alone
    other = next(r for r in mode.regions if r != target)
    for _ in range(mode.hand):
        click(app, mode.button_centers(other)[1])
    bar_click(app, "confirm")
    assert game.occupant[target] is orcs and game.tokens[target] == 0 and game.markers["champion"][target] == 1


def _world_helpers():
    """tests/model/azeroth/world_helpers.py (the engine tests' small world and turn helpers), by path."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("azeroth_world_helpers",
                                                  ROOT / "tests" / "model" / "azeroth" / "world_helpers.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_beasts_taken_back_are_placed_with_the_retreat_screen(user_dir):
    w = _world_helpers()
    game = w.world_game(["dwarves", "orcs", "trolls"], ["beast_master", "ranger", "farmer"], players=3)
    w.play_turn(game, 0, pick="dwarves", conquer=["s1", "s2", "s3", "s7"],
                redeploy={"s1": 1, "s2": 1, "s3": 1, "s7": w.REST})
    w.play_turn(game, 1, pick="orcs", conquer=["l8"], redeploy={"l8": w.REST})
    w.play_turn(game, 2, pick="trolls", conquer=["l1"], redeploy={"l1": w.REST})
    w.redeploy(game, 0, {"s1": 1, "s2": 1, "s3": 1, "s7": w.REST}, beasts={"s1": 2})
    w.end_turn(game, 0)
    w.conquer(game, 1, "s1")              # 1 Beast to the box; the token and the other Beast come back
    w.redeploy(game, 1, {"l8": 1, "s1": w.REST})
    w.end_turn(game, 1)
    assert game.phase == "retreat"
    app, session, scene = start(game, w.WORLD_PATH, size=(1024, 640))
    pass_screen(app)                      # three people at one screen: Ann is asked to take it
    assert scene.mode_key[0] == "retreat", scene.mode_key
    mode = scene.mode
    beasts = mode.fields["beasts"]
    assert beasts.placed() == beasts.limit == 1          # placed at first, like the engine's own offer
    click(app, mode.button_centers(game.board.index["s7"])[1])       # the token taken back
    bar_click(app, "m_beasts")
    region_click(app, next(iter(beasts.value)), button=3)
    bar_click(app, "marker_done")
    assert scene.bar.button("confirm").enabled           # none placed: they are discarded; or all of them
    s3 = game.board.index["s3"]
    bar_click(app, "m_beasts")
    region_click(app, s3)
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    retreat = next(a for a in reversed(game.actions) if a["type"] == "retreat")
    assert retreat["beasts"] == {"s3": 1} and retreat["tokens"] == {"s2": 0, "s3": 0, "s7": 1}
    assert game.markers["beast"][s3] == 1
