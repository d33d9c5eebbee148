"""Where a person clicks on Warcraft's play screen (games/warcraft_board/scenes/play.py) to take any legal
action, shared by the UI tests (tests/ui/test_wb_play_game.py, test_wb_play_battle.py: synthetic events under
SDL's dummy driver) and the real-window driver (tools/qa/warcraft_real_window.py: the same clicks computed on
a headless copy of the screen, then made with the mouse in the real window).

`perform(app, scene, action)` turns an action into the clicks a player would make (pieces and spaces on the
map, cards in the hand, trained pieces in the side panel, the bar's buttons, the Spend and Partner panels'
rows and steppers, dialogs' buttons). Every function takes `click(app, pos, button=1)`: by default
scene_driver.click, which hands the click to the scene; the driver passes one that also clicks the real
window at that point. `likeness` says what of an action matters, to compare the one meant with the one taken.
"""

from tests.ui.scene_driver import click as event_click
from tests.ui.scene_driver import frame


def group_of(scene, piece_id):
    frame(scene.app)
    return next((g for g in scene.groups if any(p.id == piece_id for p in g.pieces)), None)


def space_point(scene, space):
    """A point of the space clear of the pieces and tokens drawn in it."""
    (x, y), room = scene.view.anchor(space)
    for dy, dx in ((-0.55, 0), (-0.35, 0), (0.65, 0), (0.85, 0), (0, -0.7), (0, 0.7), (-0.5, -0.5), (0.5, 0.5),
                   (0, 0)):
        point = (int(x + room * dx), int(y + room * dy))
        if scene.view.space_at(point) == space and scene.group_at(point) is None:
            return point
    polygon = scene.view.outline(space)
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    for fx in range(1, 10):
        for fy in range(1, 10):
            point = (int(min(xs) + (max(xs) - min(xs)) * fx / 10), int(min(ys) + (max(ys) - min(ys)) * fy / 10))
            if scene.view.space_at(point) == space and scene.group_at(point) is None:
                return point
    return (int(x), int(y))


def press(app, scene, key, click=event_click):
    frame(app)
    button = scene.bar.button(key)
    assert button is not None and button.enabled, (key, list(scene.bar.buttons))
    click(app, button.rect.center)


def click_space(app, scene, space, click=event_click):
    frame(app)
    click(app, space_point(scene, space))


def click_piece(app, scene, piece_id, click=event_click):
    group = group_of(scene, piece_id)
    assert group is not None, f"piece {piece_id} is drawn on the map"
    click(app, group.rect.center)


def click_card(app, scene, card, click=event_click):
    frame(app)
    rect = next((r for r, c in scene.side.cards if c == card), None)
    assert rect is not None, (card, [c for _r, c in scene.side.cards])
    click(app, rect.center)


def click_dialog(app, scene, key, click=event_click):
    frame(app)
    assert scene.dialog is not None
    click(app, scene.dialog.button_rect(key).center)


def spend_wanted(action):
    """The Spend panel's rows an option is made of: row key -> how many clicks on its +."""
    if action.type == "train":
        return {("train", i): 1 for i in action.buildings}
    if action.type == "upgrade":
        return {("upgrade", k): 1 for k in action.kinds}
    wanted = {("by_card",): 1} if action.by_card else {}      # ticked first: then a tile needs no worker
    for kind in action.tiles or ():
        wanted[("tile", kind)] = wanted.get(("tile", kind), 0) + 1
    for space in action.outposts or ():
        wanted[("outpost", space)] = 1
    return wanted


def spend_rows(app, scene, action, click=event_click, before_confirm=None):
    """The Spend panel: open the option, click its rows (a count row once per piece), Confirm.
    `before_confirm()` is called with the rows set, before Confirm (a screenshot)."""
    press(app, scene, action.type, click)
    panel = scene.spend
    assert panel is not None
    frame(app)
    for key, times in spend_wanted(action).items():
        rect, row, _minus = next((r, row, m) for r, row, m in panel.row_rects if row["key"] == key)
        for _ in range(times):
            click(app, (rect.right - 40, rect.centery))
            frame(app)
        assert row["value"] == times, (key, row, panel.note)
    if before_confirm is not None:
        before_confirm()
    click(app, panel.buttons["confirm"].rect.center)


def partner_panel(app, scene, action, click=event_click):
    press(app, scene, "partner", click)
    panel = scene.spend
    frame(app)
    click(app, panel.buttons[action.type].rect.center)
    frame(app)
    if action.type == "give":
        click(app, panel.buttons[f"to{action.to}"].rect.center)
        frame(app)
    for resource in ("gold", "wood"):
        for _ in range(getattr(action, resource) or 0):
            click(app, panel.buttons[f"{resource}_plus"].rect.center)
            frame(app)
    click(app, panel.buttons["confirm"].rect.center)


def perform(app, scene, action, click=event_click, before_confirm=None):
    """The clicks of a person making `action` on the play screen (`before_confirm`: see spend_rows). A
    person's only possible action is played by the screen itself (no click): then nothing is clicked."""
    kind = action.type
    before = len(scene.session.game.actions)
    frame(app)
    if len(scene.session.game.actions) > before:
        return
    if kind in ("end_step", "pass", "play_vp"):
        if kind == "play_vp":
            click_card(app, scene, "victory_point", click)
        else:
            press(app, scene, kind, click)
    elif kind == "move":
        if scene.selected is not None and scene.selected != action.piece:
            click(app, (5, scene.layout.map.bottom - 5), button=3)        # a right click lets go of it
        for _ in range(12):
            if scene.selected == action.piece:
                break
            click_piece(app, scene, action.piece, click)
        assert scene.selected == action.piece
        if scene.bar.button("escort") is not None and bool(action.escort) != scene.escort:
            press(app, scene, "escort", click)
        click_space(app, scene, action.path[-1], click)
    elif kind == "harvest":
        click_space(app, scene, action.space, click)
        if scene.dialog is not None:
            click_dialog(app, scene, "yes" if action.outpost else "no", click)
    elif kind == "deploy":
        frame(app)
        rect = next(r for r, piece in scene.side.trained if piece == action.piece)
        click(app, rect.center)
        click_space(app, scene, action.space, click)
    elif kind == "complete":
        press(app, scene, f"complete{action.building}", click)
    elif kind in ("complete_outpost", "fight", "respawn"):
        click_space(app, scene, action.space, click)
    elif kind in ("train", "build", "upgrade"):
        spend_rows(app, scene, action, click, before_confirm)
    elif kind in ("give", "ask"):
        partner_panel(app, scene, action, click)
    elif kind == "answer":
        press(app, scene, f"answer{int(bool(action.gold or action.wood))}", click)
    elif kind == "opt_in":
        press(app, scene, f"opt_in{int(action.join)}", click)
    elif kind == "raise_dead":
        press(app, scene, f"raise_dead{action.count}", click)
    elif kind == "return_excess":
        press(app, scene, "return_excess", click)
    elif kind == "name_phases":
        for phase in action.phases:
            press(app, scene, f"phase_{phase}", click)
    elif kind == "casualty":
        click_piece(app, scene, action.piece, click)
    elif kind == "play_card":
        click_card(app, scene, action.card, click)
        if scene.dialog is not None:
            if before_confirm is not None:
                before_confirm()
            key = next(k for k, a in scene.dialog_actions.items() if a == action)
            click_dialog(app, scene, key, click)
        elif action.card == "town_portal":
            click_space(app, scene, action.space, click)
            click_space(app, scene, action.to, click)
        elif action.piece is not None:
            click_piece(app, scene, action.piece, click)
        elif action.space is not None:
            click_space(app, scene, action.space, click)
    else:
        raise AssertionError(f"no clicks known for {kind}")


def piece_classes(game):
    """Each piece's interchangeable class now: its owner, kind, where it stands, whether it is armed."""
    armed = game.armed
    return {pid: (p.owner, p.kind, p.space, p.where, pid in armed) for pid, p in game.pieces.items()}


def likeness(classes, action):
    """What of an action matters to the game: interchangeable pieces and paths to one end are alike."""
    data = {k: v for k, v in action.to_json().items() if v is not None}
    if data["type"] == "move":
        data["path"] = data["path"][-1:]
    if data["type"] in ("casualty", "play_card") and "piece" in data:
        data["piece"] = classes.get(data["piece"])
    for key in ("kinds", "buildings", "tiles", "outposts"):     # a Spend option's parts in any order
        if key in data:
            data[key] = sorted(data[key])
    if data["type"] == "return_excess":
        data["pieces"] = sorted(classes.get(p) for p in data["pieces"])
    if not data.get("escort"):
        data.pop("escort", None)
    return data
