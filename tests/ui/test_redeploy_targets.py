"""Placing a marker at the redeployment (the Goblins' bombs, the Humans' military objectives, the Heart):
the regions it may go into are highlighted on the map, and they are exactly those the engine accepts
(each tried in a real `redeploy` on a copy of the game); a click on any other region places nothing
and says why at once; a valid placement is sent with Confirm. Real scenes, synthetic mouse events,
a real Warcraft world."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import hover_text, region_click  # noqa: E402
from test_azeroth_window import (  # noqa: E402
    bar_click,
    cheapest_entry,
    model_turn,
    neighbours_of,
    picked,
    start_expanding,
    walk_to_item,
    world_game,
)

from games.smallworld.model.errors import IllegalAction  # noqa: E402
from games.smallworld.model.legal import legal_actions  # noqa: E402
from games.smallworld.scenes.redeploy import RedeployScene  # noqa: E402

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture
def painted(monkeypatch):
    """The regions the redeploy screen last painted as a marker's targets (a spy on the real painter)."""
    seen = []
    real = RedeployScene.paint_targets

    def spy(self, surface, targets):
        seen.append(set(targets))
        return real(self, surface, targets)

    monkeypatch.setattr(RedeployScene, "paint_targets", spy)
    return seen


def engine_accepts(game, field, value_with):
    """The regions r for which the engine applies the canonical legal redeployment with the field set to
    value_with(r), on a copy of the game."""
    base = next(a for a in legal_actions(game) if a["type"] == "redeploy")
    out = set()
    for r in range(len(game.board)):
        try:
            game.copy().apply(dict(base, **{field: value_with(r)}))
        except IllegalAction:
            continue
        out.add(r)
    return out


def goblins_next_to_orcs():
    """The Goblins' player at his second turn, in the redeploy screen's bombs mode, the Orcs beside him."""
    game = world_game(["goblins", "orcs"], ["ranger", "farmer"], seed=5)
    goblins = model_turn(game, "goblins")
    model_turn(game, "orcs", near=goblins)
    app, _session, scene = start_expanding(game)
    bar_click(app, "redeploy")
    bar_click(app, "m_bombs")
    return app, scene, game, goblins


def humans_redeploying():
    """The Humans' player after a first conquest, in the redeploy screen's objectives mode."""
    game = world_game(["humans", "orcs"], ["ranger", "farmer"], seed=5)
    app, scene, humans = picked(game, "humans")
    region_click(app, cheapest_entry(game, humans))
    bar_click(app, "redeploy")
    bar_click(app, "m_objectives")
    return app, scene, game, humans


# ---------------------------------------------------------------- bombs

def test_the_bomb_targets_highlighted_are_those_the_engine_accepts(user_dir, painted):
    app, scene, game, goblins = goblins_next_to_orcs()
    legal = engine_accepts(game, "bombs", lambda r: [game.region_id(r)])
    assert legal and legal <= neighbours_of(game, goblins)
    assert painted and painted[-1] == legal
    assert set(goblins.regions).isdisjoint(painted[-1])          # his own regions are not bomb targets
    bar_click(app, "marker_done")
    painted.clear()
    scene.draw(app.screen)
    assert not painted                   # moving tokens again: no marker's targets


def test_a_click_beside_the_bomb_targets_places_nothing_and_says_why(user_dir):
    app, scene, game, goblins = goblins_next_to_orcs()
    bombs = scene.mode.fields["bombs"]
    own = min(goblins.regions)
    actions = len(game.actions)
    region_click(app, own)
    assert bombs.value == [] and len(game.actions) == actions
    why = f"{game.board.regions[own].name} is not an opponent's active region next to yours without a bomb"
    assert scene.messages.latest() == why
    assert "Not available: " + why in hover_text(app, own).splitlines()


def test_a_bomb_laid_on_a_target_is_sent_with_confirm(user_dir):
    app, scene, game, goblins = goblins_next_to_orcs()
    target = min(r for r, why in scene.mode.marker_targets().items() if why is None)
    region_click(app, target)
    assert scene.mode.fields["bombs"].value == [target]
    bar_click(app, "marker_done")
    bar_click(app, "confirm")
    assert game.actions[-1]["type"] == "redeploy" and game.actions[-1]["bombs"] == [game.region_id(target)]
    assert game.markers["bomb"][target] == 1


def test_the_refusal_is_said_in_russian(user_dir, russian):
    app, scene, game, goblins = goblins_next_to_orcs()
    own = min(goblins.regions)
    region_click(app, own)
    said = scene.messages.latest()
    name = game.board.regions[own].names["ru"]
    assert said.startswith(name) and CYRILLIC.search(said.replace(name, "")) and "region" not in said
    assert scene.mode.fields["bombs"].value == []


# ---------------------------------------------------------------- military objectives

def test_the_objective_targets_highlighted_are_those_the_engine_accepts(user_dir, painted):
    app, scene, game, humans = humans_redeploying()
    objectives = scene.mode.fields["objectives"]
    assert objectives.placed() == 2              # the model's default places both at once

    def with_one_in(r):                         # the objectives must stand in 2 different regions
        others = [rid for rid in objectives.to_json(game, set(scene.mode.kept())) if rid != game.region_id(r)]
        return [game.region_id(r)] + others[:1]

    legal = engine_accepts(game, "objectives", with_one_in)
    assert painted and painted[-1] == legal
    assert humans.regions and set(humans.regions).isdisjoint(legal)       # an Alliance race holds them
    assert len(legal) > len(game.board) // 2


def test_an_objective_refused_in_an_alliance_region_then_moved_and_confirmed(user_dir):
    app, scene, game, humans = humans_redeploying()
    objectives = scene.mode.fields["objectives"]
    first, second = objectives.value
    region_click(app, first)                     # taken back: one left to place
    assert objectives.value == [second]
    own = min(humans.regions)
    region_click(app, own)
    assert objectives.value == [second]
    assert scene.messages.latest() == f"{game.board.regions[own].name} is held by a race of your faction"
    target = next(r for r, why in sorted(scene.mode.marker_targets().items())
                  if why is None and r not in (first, second))
    region_click(app, target)
    assert objectives.value == [second, target]
    bar_click(app, "marker_done")
    bar_click(app, "spread")
    bar_click(app, "confirm")
    assert game.actions[-1]["type"] == "redeploy"
    assert game.actions[-1]["objectives"] == [game.region_id(second), game.region_id(target)]
    assert [r for r in range(len(game.board)) if game.markers["objective"][r]] == sorted([second, target])


def test_humans_holding_no_region_place_the_objectives_by_mouse(user_dir):
    """A pick turn without a conquest: End turn waits for the objectives (items 6, 44), and the redeploy
    screen, with no region to spread tokens over, offers them and sends them with Confirm."""
    game = world_game(["humans", "orcs"], ["ranger", "farmer"], seed=5)
    app, scene, humans = picked(game, "humans")
    assert not humans.regions and not scene.bar.button("end_turn").enabled
    bar_click(app, "redeploy")
    objectives = scene.mode.fields["objectives"]
    assert objectives.placed() == 2              # the model's default places both at once
    bar_click(app, "confirm")
    action = game.actions[-1]
    assert action["type"] == "redeploy" and action["tokens"] == {} and len(action["objectives"]) == 2
    assert sum(game.markers["objective"]) == 2 and game.end_turn_reason() is None


# ---------------------------------------------------------------- an artifact placed at the redeployment

def test_the_heart_goes_only_into_a_region_kept(user_dir, painted):
    game = world_game(["orcs", "dwarves"], ["navigator", "farmer"], markers=["heart_of_azeroth", "dark_portal"])
    app, scene, orcs = picked(game, "orcs")
    walk_to_item(app, game, orcs, "heart_of_azeroth")
    bar_click(app, "redeploy")
    bar_click(app, "spread")
    bar_click(app, "m_heart")
    kept = set(scene.mode.kept())
    assert painted[-1] == kept == set(orcs.regions)
    assert painted[-1] == engine_accepts(game, "heart", game.region_id)
    outside = min(set(range(len(game.board))) - kept)
    region_click(app, outside)
    assert scene.mode.fields["heart"].value is None
    assert scene.messages.latest().startswith("Heart must go in a region you keep")


# ---------------------------------------------------------------- a piece placed at the redeployment

def test_the_champion_may_move_only_within_the_races_regions(user_dir, painted):
    game = world_game(["orcs", "dwarves"], ["champion", "farmer"])
    app, scene, orcs = picked(game, "orcs")
    region_click(app, cheapest_entry(game, orcs))
    bar_click(app, "champion")
    region_click(app, min(r for r, o in scene.mode.options().items() if o[0] == "champion"))
    bar_click(app, "redeploy")
    bar_click(app, "spread")
    bar_click(app, "m_champion")
    assert painted[-1] == set(orcs.regions) == engine_accepts(game, "champion", game.region_id)
    outside = min(set(range(len(game.board))) - set(orcs.regions))
    region_click(app, outside)
    assert scene.mode.fields["champion"].value is None
    assert scene.messages.latest().startswith("The champion goes in one of your regions")
