"""Warcraft's actions and decisions in words for the play screen: button labels, the status line and
the hint of what to do now."""

from game.i18n import N_, _, ngettext

from . import words


def seat_name(game, seat):
    if seat is None or not 0 <= seat < len(game.seats):
        return _("Neutral Night Elves")
    player = game.seats[seat]
    return player.name or words.race_short(player.race)


def space_name(game, space_id):
    space = game.board.spaces.get(space_id)
    if space is None:
        return str(space_id)
    name = words.t(words.SPACE_TYPES, space.type)
    if space.label:
        name = _("{type} {label}").format(type=name, label=space.label)
    if space.type == "objective":
        name = _("{type} ({vp} VP)").format(type=name, vp=space.vp)
    if space.type == "city":
        owner = next((k for k, seat in enumerate(game.seats) if seat.city == space_id), None)
        if owner is not None:
            name = _("City of {name}").format(name=seat_name(game, owner))
    return name


def action_label(game, action):
    """A short label for a button that sends `action`."""
    kind = action.type
    if kind == "end_step":
        if game.step == "move":
            return _("End movement")
        return _("End {step} step").format(step=words.step(game.step))
    if kind == "pass":
        return _("Pass")
    if kind == "play_vp":
        return _("Lay a Victory Point card")
    if kind == "fight":
        return _("Fight in {space}").format(space=space_name(game, action.space))
    if kind == "complete":
        building = game.seats[action.player].buildings[action.building]
        return _("Complete the {building}").format(building=words.building(building.kind))
    if kind == "complete_outpost":
        return _("Complete the Outpost in {space}").format(space=space_name(game, action.space))
    if kind == "opt_in":
        return _("Join the battle") if action.join else _("Stay out")
    if kind == "raise_dead":
        return ngettext("Raise {n} dead", "Raise {n} dead", action.count).format(n=action.count)
    if kind == "name_phases":
        return ", ".join(words.t(words.PHASES, p) for p in action.phases) or _("No phase")
    if kind == "answer":
        if action.gold or action.wood:
            return _("Give {gold} gold, {wood} wood").format(gold=action.gold or 0, wood=action.wood or 0)
        return _("Refuse")
    if kind == "play_card":
        return words.card(action.card)
    if kind == "harvest":
        return _("Harvest {space}").format(space=space_name(game, action.space))
    if kind == "respawn":
        return space_name(game, action.space)
    if kind == "return_excess":
        return ngettext("Return {n} unit", "Return {n} units", len(action.pieces)).format(n=len(action.pieces))
    return kind.replace("_", " ")


def status_text(game, decision):
    """The step bar: game turn, step, whose step (and who must answer now)."""
    if game.over:
        if game.winners:
            names = ", ".join(seat_name(game, s) for s in game.winners)
            return _("Game over: {names} won").format(names=names)
        return _("Game over: a draw")
    text = _("Game turn {turn} · {step} step of {name}").format(
        turn=game.turn, step=words.step(game.step), name=seat_name(game, game.mover))
    if game.battle is not None:
        text += " · " + _("battle in {space}").format(space=space_name(game, game.battle.space))
    if decision is not None and decision.seat != game.mover:
        text += " · " + _("{name} answers").format(name=seat_name(game, decision.seat))
    return text


WINDOW_HINTS = {
    "move_start": N_("You may play Speed before moving (click it in your hand), or pass."),
    "cripple": N_("You may play Cripple on a space of the mover (click it in your hand), or pass."),
    "move_end": N_("Movement is over: you may play Town Portal or Call to Arms, or pass."),
    "harvest_start": N_("You may play Rejuvenation on a Forest before harvesting, or pass."),
    "spend_start": N_("You may play Supplies before spending, or pass."),
}


def hint_text(scene, decision):
    """What the seat to act can do now, in a sentence."""
    game = scene.game
    if game.over or decision is None:
        return ""
    if not scene.my_turn():
        return _("{name} is thinking…").format(name=seat_name(game, decision.seat))
    if scene.card is not None:
        if scene.card == "town_portal":
            if scene.card_from is None:
                return _("Town Portal: click the lit space your units leave.")
            return _("Town Portal: click where they go, your City or a finished Outpost.")
        if scene.target_pieces():
            return _("{card}: click a lit unit (Esc or right click: back).").format(card=words.card(scene.card))
        return _("{card}: click a lit space (Esc: back).").format(card=words.card(scene.card))
    kind = decision.kind
    if game.battle is not None:
        if kind == "casualty":
            return _("Choose a casualty: click one of the lit units.")
        if kind == "name_phases":
            named = ", ".join(words.t(words.PHASES, p) for p in scene.phases) or "—"
            return _("Slow Poison: name {n} phases in which your units strike first (named: {named}).").format(
                n=decision.options.get("count", 1), named=named)
        if kind == "raise_dead":
            return _("Raise Dead: how many melee units rise from your reserve onto the battle space?")
        if kind == "return_excess":
            return _("Return the raised units beyond the stack limit.")
        if kind == "opt_in":
            return _("Your units flank this battle: join with all of them or stay out.")
        if kind in ("window", "dispel"):
            return _("A card window of the battle: play a lit card from your hand, or pass.")
        return _("The battle waits for your choice.")
    if kind == "move_end":      # the card the person holds, not both the window allows
        cards = [c for c in ("town_portal", "call_to_arms") if c in scene.engine.playable_cards()]
        if len(cards) == 1:
            return _("Movement is over: you may play {card}, or pass.").format(card=words.card(cards[0]))
    if kind in WINDOW_HINTS:
        return _(WINDOW_HINTS[kind])
    if kind == "answer":
        ask = decision.options or {}
        return _("Your partner asks for {gold} gold and {wood} wood.").format(gold=ask.get("gold", 0),
                                                                             wood=ask.get("wood", 0))
    if kind == "respawn":
        return _("Choose where the fallen Undead unit returns: click a lit space.")
    if game.stage == "battles":
        return _("Choose the next battle: click a lit space.")
    if game.step == "move":
        if scene.selected is not None:
            return _("Click a lit space to move there (Esc: another piece).")
        return _("Click one of your pieces to move it, then a lit space; End movement when done.")
    if game.step == "harvest":
        return _("Click a lit Mine or Forest with your workers to roll for it.")
    if game.step == "deploy":
        return _("Deploy trained pieces (click one in your buildings, then a lit space) and complete buildings.")
    if game.step == "spend":
        return _("Choose one: Train, Build or Upgrade (or end the step).")
    return ""

