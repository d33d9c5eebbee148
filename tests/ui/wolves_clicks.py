"""Where a person clicks on The Wolves' play screen (games/wolves/scenes/play.py) to take an action, shared
by the UI tests (tests/ui/test_wolves_*.py: synthetic events under SDL's dummy driver) and the real-window
driver (tools/qa/wolves_real_window.py: the same clicks computed on a headless copy of the screen, then
made with the mouse in the real window).

Every function takes `click(app, pos)`: by default scene_driver.click, which hands the click to the scene
and draws a frame; the driver passes one that also clicks the real window at that point.
"""

from games.wolves.model.hexes import parse_hex
from tests.ui.scene_driver import click as event_click


def hex_at(scene, h):
    return scene.view.center(h)


def click_hex(app, scene, h, click=event_click):
    click(app, hex_at(scene, h))


def click_piece(app, scene, h, kind, click=event_click):
    """A click on one piece of a hex (of two, the one of `kind`)."""
    for (_pack, found), picture, topleft in scene.view.piece_places(h, scene.game.pieces.get(h, ())):
        if found == kind:
            click(app, picture.get_rect(topleft=topleft).center)
            return
    click_hex(app, scene, h, click)


def press(app, scene, key, click=event_click):
    """A click on the action bar's button `key`."""
    scene.sync_bar()
    button = scene.bar.button(key)
    assert button is not None, f"no button {key}: {scene.bar.order}"
    assert button.enabled, f"button {key} is disabled: {button.tooltip}"
    click(app, button.rect.center)


def orient_and_draft(app, scene, faces="ab", click=event_click):
    game = scene.session.game
    k = 0
    while scene.session.game.phase == "orient":
        click(app, scene.orient.rows[faces[k % len(faces)]].center)
        k += 1
    while scene.session.game.phase == "start":
        h = scene.session.game.legal_targets("start", scene.session.seat)[0]
        click_hex(app, scene, h, click)
    return game


def choose_hunts(app, scene, action, click=event_click):
    """The prey stacks the plan makes the pack choose between (C7), clicked on the map: the action's own
    choice where it names one, else the first stack offered."""
    wanted = action.get("hunt") or {}
    for species in scene.hunt_pending():
        options = scene.hunt_options()[species]
        h = parse_hex(wanted[species]) if species in wanted else options[0]
        click_hex(app, scene, h if h in options else options[0], click)


def act_by_clicks(app, scene, action, click=event_click):
    """Take a turn action as a player would: its button (or a wolf), its target, its choices, Confirm."""
    seat = scene.session.seat
    kind = action["type"]
    if kind in ("bonus_action", "end_turn"):
        press(app, scene, "bonus" if kind == "bonus_action" else "end_turn", click)
        if scene.dialog is not None:
            click(app, scene.dialog.button_rect("end").center)
        return
    if kind == "move":
        for wolf in action["wolves"]:
            click_piece(app, scene, parse_hex(wolf["from"]), wolf["kind"], click)
            click_hex(app, scene, parse_hex(wolf["to"]), click)
    else:
        press(app, scene, kind, click)
        h = parse_hex(action["hex"])
        if kind == "dominate":
            click_piece(app, scene, h, action["kind"], click)
            if scene.plan.target_kind != action["kind"]:
                press(app, scene, "target_" + action["kind"], click)
        else:
            click_hex(app, scene, h, click)
        if action.get("area"):
            press(app, scene, "area_" + action["area"], click)
    assert scene.plan is not None and scene.plan.seat == seat
    choose_hunts(app, scene, action, click)
    press(app, scene, "confirm", click)
