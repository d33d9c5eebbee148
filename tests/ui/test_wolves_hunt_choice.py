"""The hunter's choice on The Wolves' play screen (C7; docs/WOLVES_RULES.md E7), on a real position of the
shipped box (tests/wolves/test_rules_hunt.py's): meadow's pack wolves stand on three hexes beside each of the
two raccoon stacks (1,5 in the south-eastern region, 6,3 in the eastern one), so the hunt check after its
next action finds both. Before Confirm the screen asks which stack the pack hunts: both lit on the map, a
button for each, Confirm held back until one is chosen; the engine then takes that one. Screenshots are
kept when SMALLWORLD_SHOTS names a folder."""

import pytest

from games.wolves.model import choices
from games.wolves.scenes import turn_bar
from tests.ui.scene_driver import frame, shot
from tests.ui.test_wolves_play import LARGE, click_hex, click_piece, press, situation_scene

RACCOON_STACKS = [(1, 5), (6, 3)]
AROUND = [(2, 5), (2, 4), (1, 4), (7, 3), (7, 2), (6, 2)]


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def hunters_scene(size=LARGE):
    """Meadow (seat 0) with pack wolves on three hexes beside each raccoon stack but one, its alpha on 0,4;
    the alpha's Move to 0,3 chosen (a bonus terrain token pays its desert)."""
    pieces = {h: [("meadow", "pack")] for h in AROUND}
    pieces[(0, 4)] = [("meadow", "alpha")]
    app, session, scene = situation_scene(size=size, pieces=pieces, seat=0, bonus_terrain=1)
    click_piece(app, scene, (0, 4), "alpha")
    click_hex(app, scene, (0, 3))
    assert scene.plan.chosen == [("alpha", (0, 4), (0, 3))]
    return app, session, scene


def test_the_position_gives_the_choice():
    app, session, scene = hunters_scene()
    action = choices.move_action(0, [("alpha", (0, 4), (0, 3))])
    assert choices.hunt_choices(session.game, 0, action) == {"raccoon": RACCOON_STACKS}
    assert session.game.pieces.get((0, 3)) is None                  # asked on a copy: the game is unchanged


def test_the_screen_asks_which_stack_before_confirming():
    app, session, scene = hunters_scene()
    game = session.game
    assert scene.hunt_options() == {"raccoon": RACCOON_STACKS}
    assert scene.hunt_pending() == ["raccoon"]
    scene.sync_bar()
    assert not scene.bar.button("confirm").enabled
    marks = scene.board_overlay().marks
    assert set(RACCOON_STACKS) <= marks.lit
    assert "raccoon" in turn_bar.hint_text(scene)
    frame(app)
    shot(app.screen, "wolves-hunt-choice-en")
    click_hex(app, scene, (6, 3))                                   # the eastern stack, on the map
    assert scene.plan.hunt == {"raccoon": (6, 3)}
    marks = scene.board_overlay().marks
    assert (6, 3) in marks.selected and (6, 3) not in marks.lit and (1, 5) in marks.lit
    scene.sync_bar()
    assert scene.bar.button("hunt_raccoon_6_3").primary
    frame(app)
    shot(app.screen, "wolves-hunt-chosen-en")
    press(app, scene, "confirm")
    assert game.actions[-1].to_json()["hunt"] == {"raccoon": "6,3"}
    assert game.boards[0].hunt == ["raccoon"]
    assert game.prey[(6, 3)] == ("raccoon",) and game.prey[(1, 5)] == ("raccoon", "raccoon")


def test_the_choice_by_its_button():
    app, session, scene = hunters_scene()
    press(app, scene, "hunt_raccoon_1_5")
    assert scene.plan.hunt == {"raccoon": (1, 5)}
    press(app, scene, "confirm")
    game = session.game
    assert game.actions[-1].to_json()["hunt"] == {"raccoon": "1,5"}
    assert game.prey[(1, 5)] == ("raccoon",) and game.prey[(6, 3)] == ("raccoon", "raccoon")


def test_no_choice_is_asked_with_one_stack_to_hunt():
    pieces = {h: [("meadow", "pack")] for h in AROUND[:3]}          # only the south-eastern stack's side
    pieces[(0, 4)] = [("meadow", "alpha")]
    app, session, scene = situation_scene(pieces=pieces, seat=0, bonus_terrain=1)
    click_piece(app, scene, (0, 4), "alpha")
    click_hex(app, scene, (0, 3))
    assert scene.hunt_options() == {} and scene.hunt_pending() == []
    press(app, scene, "confirm")
    assert "hunt" not in session.game.actions[-1].to_json()
    assert session.game.boards[0].hunt == ["raccoon"]


def test_the_choice_in_russian(russian):
    app, session, scene = hunters_scene()
    hint = turn_bar.hint_text(scene)
    assert "енот" in hint and "raccoon" not in hint
    scene.sync_bar()
    label = scene.bar.button("hunt_raccoon_1_5").label
    assert label == "Енот: юго-восточный регион", label
    frame(app)
    shot(app.screen, "wolves-hunt-choice-ru")
    click_hex(app, scene, (1, 5))
    frame(app)
    shot(app.screen, "wolves-hunt-chosen-ru")
    press(app, scene, "confirm")
    assert session.game.prey[(1, 5)] == ("raccoon",)
