"""What the play screen's bars say and offer: the top bar's status, the bottom bar's buttons for the step
the game is at (`bar_specs`) and the hint beside them, each a function of the play screen (play.py)."""

from game.i18n import _, ngettext
from games.wolves.model import choices
from games.wolves.ui import words

TARGET_ACTIONS = ("build", "upgrade", "howl", "dominate")


def status_text(scene):
    game = scene.game
    if game.over:
        names = ", ".join(game.players[s]["name"] for s in game.winners)
        return ngettext("Game over: {names} wins", "Game over: {names} win", len(game.winners)).format(
            names=names)
    seat = scene.seat
    name = game.players[seat]["name"]
    pack = words.pack(game.packs[seat])
    if game.phase == "orient":
        return _("Setup: {name} ({pack}) lays out the tiles").format(name=name, pack=pack)
    if game.phase == "start":
        return _("Setup: {name} ({pack}) places start wolves").format(name=name, pack=pack)
    left = game.actions_left
    return ngettext("Round {round} · {name} ({pack}): {n} action left",
                    "Round {round} · {name} ({pack}): {n} actions left", left).format(
        round=game.round, name=name, pack=pack, n=left)


def bar_specs(scene):
    if scene.game.over:
        return [{"key": "results", "label": _("Results"), "action": scene.finish,
                 "tooltip": _("Each pack's VP by source, and the winner")}]
    if not scene.my_turn() or scene.game.phase != "play":
        if scene.my_turn() and scene.game.phase == "orient":
            return [{"key": "face_b", "label": _("Face {face}").format(face=words.face("b")),
                     "action": lambda: scene.submit({"type": "orient", "player": scene.seat, "face": "b"})},
                    {"key": "face_a", "label": _("Face {face}").format(face=words.face("a")),
                     "action": lambda: scene.submit({"type": "orient", "player": scene.seat, "face": "a"})}]
        return []
    plan = scene.plan
    game = scene.game
    board = game.boards[scene.seat]
    if plan is None:
        specs = [{"key": "end_turn", "label": _("End turn"), "enabled": scene.can_end_turn(),
                  "action": scene.end_turn,
                  "tooltip": _("Pass to the next pack (scoring comes first if a moon phase was reached)")
                  if scene.can_end_turn() else _("Take your actions first: they are compulsory while one is "
                                                "possible")}]
        if board.bonus_action:
            specs.append({"key": "bonus", "label": _("Bonus action ({n})").format(n=board.bonus_action),
                          "primary": False, "action": scene.bonus_action,
                          "tooltip": _("Discard a bonus action token: one more action this turn")})
        can_act = game.actions_left > 0
        for kind in reversed(TARGET_ACTIONS):
            n = len(scene.targets(kind)) if can_act else 0
            specs.append({"key": kind, "label": words.button(kind), "enabled": n > 0,
                          "primary": False, "action": lambda k=kind: scene.start_plan(k),
                          "tooltip": action_tip(scene, kind, n, can_act)})
        n = len(scene.movable()) if can_act else 0
        specs.append({"key": "move", "label": words.button("move"), "enabled": n > 0, "primary": False,
                      "action": lambda: scene.start_plan("move"), "tooltip": action_tip(scene, "move", n, can_act)})
        return specs
    specs = [{"key": "cancel", "label": _("Cancel"), "primary": False, "action": scene.drop_plan,
              "tooltip": _("Drop this action (Esc)")},
             {"key": "confirm", "label": _("Confirm"), "enabled": plan.ready() and not scene.hunt_pending(),
              "action": scene.confirm, "tooltip": _("Take this action (Enter)")}]
    for species, hexes in reversed(list(scene.hunt_options().items())):
        for h in reversed(hexes):
            region = words.region(game, game.board.board_of(h))
            prey = words.name(words.PREY, species)
            specs.append({"key": f"hunt_{species}_{h[0]}_{h[1]}", "primary": plan.hunt.get(species) == h,
                          "label": _("{species}: {region}").format(species=words.capital(prey), region=region),
                          "action": lambda s=species, at=h: plan.hunt.__setitem__(s, at),
                          "tooltip": _("Your pack hunts the {species} stack of the {region} (lit on the map)").format(
                              species=prey, region=region)})
    if plan.needs_area() and plan.target is not None:
        for area in reversed(("spread", "speed", "howl")):
            taken = board.dens[area]
            if taken >= 4:
                continue
            values = game.values.attributes[area]
            specs.append({"key": "area_" + area, "primary": area == plan.area,
                          "label": f"{words.area(area)} {values[taken]}→{values[taken + 1]}",
                          "action": lambda a=area: setattr(plan, "area", a),
                          "tooltip": _("Take the den from {area}: it rises from {a} to {b}").format(
                              area=words.area(area), a=values[taken], b=values[taken + 1])})
    if plan.kind == "dominate" and plan.target is not None:
        kinds = [k for t, k in scene.targets("dominate") if t == plan.target]
        if len(kinds) > 1:
            for kind in kinds:
                specs.append({"key": "target_" + kind, "primary": kind == plan.target_kind,
                              "label": words.capital(words.name(words.PIECES, kind)),
                              "action": lambda k=kind: plan.choose_target(plan.target, k)})
    return specs


def action_tip(scene, kind, n, can_act):
    if not can_act:
        return _("No action left this turn")
    tips = {"move": _("Move up to Spread wolves, each up to Speed steps, all onto one terrain you pay (1 tile)."),
            "build": _("Build a den beside or under one of your alphas (2 tiles of its terrain)."),
            "upgrade": _("Turn a den beside water into a lair (2 tiles); fills a calendar day."),
            "howl": _("Call a lone wolf within Howl range of an alpha into the pack (2 tiles); fills a day."),
            "dominate": _("Replace a foreign pack wolf or den within Howl range (3 tiles); fills a day.")}
    text = tips[kind]
    if n == 0:
        reason = scene.cached(("blocked", kind), lambda: choices.blocked_reason(scene.game, scene.seat, kind))
        if reason is None:
            return text + "\n" + _("Not possible now.")
        return text + "\n" + _("Not possible now: {reason}.").format(reason=blocked_words(scene, kind, reason))
    return text + "\n" + ngettext("{n} possible target now.", "{n} possible targets now.", n).format(n=n)


def blocked_words(scene, kind, reason):
    """Why a greyed-out action has no target (choices.blocked_reason), in a player's words."""
    game = scene.game
    reach = game.boards[scene.seat].attribute(game.values, "howl")
    texts = {
        "no_den": _("no den left on your pack board"),
        "no_lair": _("no lair left on your pack board"),
        "no_wolf": _("no wolf left in your wolves area"),
        "no_lone_wolf": _("no lone wolf left on the map"),
        "no_piece": _("no den or pack wolf left to put in the dominated piece's place"),
        "no_pay": _("no tiles or bonus tokens to pay {n} of any target's terrain").format(n=choices.cost(kind)),
        "no_room": _("none of your wolves has anywhere to go within its Speed"),
        "no_site": _("no hex on or beside your alphas can take a den"),
        "no_den_by_water": _("no den of yours next to water with an alpha beside it (one lair a region)"),
        "no_lone_wolf_in_range": _("no lone wolf within Howl {n} of your alphas").format(n=reach),
        "no_target_in_range": _("no foreign pack wolf or den to take within Howl {n} of your alphas").format(
            n=reach),
    }
    return texts.get(reason, reason)


def hint_text(scene):
    game = scene.game
    if game.over:
        return status_text(scene)
    if not scene.my_turn():
        name = game.players[scene.seat]["name"]
        return _("{name} is playing (a computer). Speed, at the top right, sets the pace.").format(name=name)
    if game.phase == "orient":
        return _("Choose how your dual tiles lie: all face a up or all face b up.")
    if game.phase == "start":
        placed = sum(1 for content in game.pieces.values() if (game.packs[scene.seat], "alpha") in content)
        if game.n == 2:
            return _("Put your alpha and a pack wolf on a lit hex: an empty hex of a region whose top scoring "
                     "token is not the new moon.")
        if placed == 0:
            return _("Put your alpha and a pack wolf on a lit hex beside the canyon (either side).")
        return _("Put your second alpha and pack wolf on a lit hex on the other side of the canyon.")
    if scene.plan is None:
        if game.actions_left < 1:
            if game.boards[scene.seat].bonus_action:
                return _("No action left: spend a bonus action token or end the turn.")
            return _("No action left: end the turn.")
        return ngettext("{n} action left. Click one of your wolves to move it, or choose an action.",
                        "{n} actions left. Click one of your wolves to move it, or choose an action.",
                        game.actions_left).format(n=game.actions_left)
    return plan_hint(scene)


def hunt_words(scene):
    """What the pack must choose before the action is confirmed: which of two prey stacks it hunts (C7)."""
    pending = scene.hunt_pending()
    if not pending:
        return ""
    return _("Your pack will surround two {species} stacks: click the one it hunts (lit on the map), or choose "
             "it below.").format(species=words.name(words.PREY, pending[0]))


def plan_hint(scene):
    plan = scene.plan
    game = scene.game
    seat = scene.seat
    if plan.complete() and scene.hunt_pending():
        return hunt_words(scene)
    if plan.kind == "move":
        spread = game.boards[seat].attribute(game.values, "spread")
        speed = game.boards[seat].attribute(game.values, "speed")
        if plan.active is not None:
            text = _("Click where this wolf goes (lit: up to {speed} steps, numbers count them).").format(
                speed=speed)
            if plan.chosen:
                text += " " + _("Every wolf of a Move ends on {terrain}.").format(
                    terrain=words.terrain(plan.terrain()))
            return text
        if not plan.chosen:
            return ngettext("Move: click one of your wolves (at most {n}).",
                            "Move: click your wolves, one by one (at most {n}).", spread).format(n=spread)
        text = ngettext("{k} of {n} wolf chosen.", "{k} of {n} wolves chosen.", spread).format(
            k=len(plan.chosen), n=spread)
        if scene.pushes():
            text += " " + _("The arrow shows where the pushed wolf goes; click another lit hex to change it.") \
                if any(len(o) > 1 for _a, _t, o in scene.pushes()) else " " + _("The arrow shows the push.")
        return text + " " + pay_words(scene)
    name = _(words.ACTIONS[plan.kind])
    where = _("{action} on {terrain}:").format(action=name, terrain=words.terrain(plan.terrain())) \
        if plan.target is not None else ""
    if plan.target is None:
        if plan.kind in ("howl", "dominate"):
            reach = game.boards[seat].attribute(game.values, "howl")
            return _("{action}: click a lit target (the outline shows your Howl range, {n}).").format(
                action=name, n=reach)
        return _("{action}: click a lit hex.").format(action=name)
    if plan.needs_area() and plan.area is None:
        return " ".join((where, _("choose the area the den comes from (below, or on your pack board)."),
                         pay_words(scene)))
    text = pay_words(scene)
    if plan.kind == "upgrade" and scene.pushes():
        text = _("The arrow shows where the foreign wolf is pushed.") + " " + text
    return where + " " + text


def pay_words(scene):
    plan = scene.plan
    terrain = plan.terrain()
    if terrain is None:
        return ""
    pay = plan.payment()
    parts = [_("tile {n}").format(n=t) if t else _("home tile") for t in pay["tiles"]]
    if pay["bonus_terrain"]:
        parts.append(ngettext("{n} bonus terrain token", "{n} bonus terrain tokens",
                              pay["bonus_terrain"]).format(n=pay["bonus_terrain"]))
    text = _("Pays {n} × {terrain}: {parts}.").format(n=plan.units(), terrain=words.terrain(terrain),
                                                      parts=", ".join(parts) or "—")
    if not plan.paid_in_full():
        text += " " + _("Not enough: click your tiles to choose.")
    else:
        text += " " + _("Click your tiles to change.")
    return text
