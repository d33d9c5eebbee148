"""Events of Warcraft: The Board Game told in words, for the log and for `replay`'s summary.

Every text goes through `_()` (the window's language); the Russian is in the catalog.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import _

from .model import scoring
from .model.state import NEUTRAL


def race_name(game: Any, seat: int) -> str:
    if seat == NEUTRAL:
        return _("the neutral Night Elves")
    names = {"humans": _("Humans"), "orcs": _("Orcs"), "night_elves": _("Night Elves"), "undead": _("Undead")}
    return names.get(game.seats[seat].race, game.seats[seat].race)


def who(game: Any, seat: Any) -> str:
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "?"
    if seat == NEUTRAL:
        return race_name(game, seat)
    return _("{name} ({race})").format(name=game.seats[seat].name, race=race_name(game, seat))


def piece_name(kind: Any) -> str:
    names = {"melee": _("melee unit"), "ranged": _("ranged unit"), "flying": _("flying unit"),
             "worker": _("worker"), "necromancer": _("Necromancer"), "prisoner": _("prisoner")}
    return names.get(kind, str(kind))


def kind_name(kind: Any) -> str:
    names = {"melee": _("melee"), "ranged": _("ranged"), "flying": _("flying")}
    return names.get(kind, str(kind))


def building_name(kind: Any) -> str:
    names = {"barracks": _("Barracks"), "range": _("Range"), "aerie": _("Aerie"), "workshop": _("Workshop")}
    return names.get(kind, str(kind))


def space_name(game: Any, space_id: Any) -> str:
    """A space as the window names it ("Forest", "Objective B (2 VP)", "City of Ann"); an unknown id as it is."""
    from .scenes.action_words import space_name as named

    return named(game, space_id) if space_id else ""


def card_name(card_id: Any) -> str:
    from .scenes.words import card

    return card(card_id) if isinstance(card_id, str) else str(card_id)


def phase_name(phase: Any) -> str:
    names = {"ranged": _("ranged phase"), "flying": _("flying phase"), "melee": _("melee phase")}
    return names.get(phase, str(phase))


def step_name(step: str) -> str:
    names = {"move": _("Move"), "harvest": _("Harvest"), "deploy": _("Deploy"), "spend": _("Spend")}
    return names.get(step, step)


def describe_event(game: Any, event: Mapping[str, Any]) -> str:
    kind = event.get("type")
    player = who(game, event.get("player"))
    space = space_name(game, event.get("space", ""))
    told = _battle_words(game, event, player, space)
    if told is not None:
        return told
    if kind == "step":
        return _("{player}: {step} step").format(player=player, step=step_name(str(event.get("step"))))
    if kind == "moved":
        path = event.get("path") or []
        end = space_name(game, path[-1]) if path else space
        return _("{player} moves a {piece} to {space}").format(player=player, piece=piece_name(event.get("kind")),
                                                               space=end)
    if kind == "harvested":
        resource = _("gold") if event.get("resource") == "gold" else _("wood")
        return _("{player} harvests {amount} {resource} in {space}").format(
            player=player, amount=event.get("amount", 0), resource=resource, space=space)
    if kind == "depleted":
        return _("{space} is depleted ({how})").format(
            space=space, how=_("fully") if event.get("depletion") == "full" else _("partly"))
    if kind == "trained":
        return _("{player} trains a {piece}").format(player=player, piece=piece_name(event.get("kind")))
    if kind == "deployed":
        return _("{player} deploys a {piece} to {space}").format(player=player, piece=piece_name(event.get("kind")),
                                                                 space=space)
    if kind == "upgraded":
        return _("{player} raises the {kind} track to level {level}").format(
            player=player, kind=kind_name(event.get("kind")), level=event.get("level"))
    if kind in ("building_started", "completed"):
        text = (_("{player} starts a building: {building}") if kind == "building_started"     # never "a Aerie"
                else _("{player} completes a building: {building}"))
        return text.format(player=player, building=building_name(event.get("kind")))
    if kind == "outpost_started":
        return _("{player} starts an Outpost in {space}").format(player=player, space=space)
    if kind == "outpost_completed":
        return _("{player} completes an Outpost in {space}").format(player=player, space=space)
    if kind in ("outpost_lost", "outpost_destroyed"):
        return _("{player} loses the Outpost in {space}").format(player=player, space=space)
    if kind == "worker_lost":
        return _("{player} loses a worker in {space}").format(player=player, space=space)
    if kind in ("card_played", "battle_card"):
        return _("{player} plays {card}").format(player=player, card=card_name(event.get("card")))
    if kind == "site_destroyed":
        return _("The site token {label} is destroyed").format(label=event.get("label"))
    if kind == "answered" and not (event.get("gold") or event.get("wood")):
        return _("{player} refuses the request of {partner}").format(player=player, partner=who(game, event.get("to")))
    if kind == "asked":
        return _("{player} asks the team for {gold} gold and {wood} wood").format(
            player=player, gold=event.get("gold", 0), wood=event.get("wood", 0))
    if kind == "escorted":
        return _("{player} leads the prisoner to {space}").format(player=player,
                                                                  space=space_name(game, event.get("to")))
    if kind == "free_unit":
        return _("{player} gets a free {piece} in {space}").format(player=player, piece=piece_name(event.get("kind")),
                                                                   space=space)
    if kind == "free_unit_lost":
        return _("{player} gets no free {piece} in {space}: none in reserve, or no room").format(player=player,
                                                                      piece=piece_name(event.get("kind")), space=space)
    if kind == "pinned":
        return _("{space} is pinned: no piece may leave it until its battle").format(space=space)
    if kind == "set_aside":
        return _("{player} sets a card of the deck aside").format(player=player)
    if kind in ("gave", "answered"):
        return _("{player} gives {gold} gold and {wood} wood to {partner}").format(
            player=player, gold=event.get("gold", 0), wood=event.get("wood", 0), partner=who(game, event.get("to")))
    if kind == "battle":
        return _("{player} attacks in {space}").format(player=player, space=space)
    if kind == "sacked":
        return _("{player}'s City is sacked").format(player=player)
    if kind == "eliminated":
        return _("{player} is eliminated").format(player=player)
    if kind == "turn":
        return _("Game turn {turn} begins").format(turn=event.get("turn"))
    if kind == "game_over":
        winners = event.get("winners") or []
        if not winners:
            return _("The game ends in a draw")
        return _("The game is over: {winners} won").format(winners=", ".join(who(game, s) for s in winners))
    if kind == "end_step":
        return _("{player} ends the {step} step").format(player=player, step=step_name(str(event.get("step"))))
    if kind == "pass":
        return _("{player} passes").format(player=player)
    if kind in ("vp_card", "victory_point"):
        return _("{player} lays a Victory Point card").format(player=player)
    if kind == "respawn":
        return _("An Undead unit rises again in {space}").format(space=space)
    return _("{player}: {event}").format(player=player, event=str(kind))


def _battle_words(game: Any, event: Mapping[str, Any], player: str, space: str) -> str | None:
    """A battle's events in words (None: not a battle event). Secret draws name no card."""
    kind = event.get("type")
    if kind == "battle_start":
        sides = [", ".join(who(game, s) for s in event.get(side) or []) for side in ("attackers", "defenders")]
        return _("Battle in {space}: {attackers} against {defenders}").format(space=space, attackers=sides[0],
                                                                             defenders=sides[1])
    if kind in ("battle_draw", "battle_reward"):
        return _("{player} draws a card").format(player=player)
    if kind == "battle_round":
        return _("Round {n} of the battle").format(n=event.get("round"))
    if kind == "battle_phase":
        return _("The {phase} begins").format(phase=phase_name(event.get("phase")))
    if kind == "battle_roll":
        dice = " ".join(str(d) for d in event.get("dice") or [])
        if event.get("player") == NEUTRAL:      # a plural subject, at the start of the line
            return _("The neutral Night Elves roll {dice}, hits: {hits}").format(dice=dice, hits=event.get("hits", 0))
        return _("{player} rolls {dice}, hits: {hits}").format(player=player, dice=dice, hits=event.get("hits", 0))
    if kind == "casualty":
        if event.get("player") == NEUTRAL:
            return _("The neutral Night Elves lose a {piece} in {space}").format(
                piece=piece_name(event.get("kind")), space=space)
        return _("{player} loses a {piece} in {space}").format(player=player, piece=piece_name(event.get("kind")),
                                                              space=space)
    if kind == "casualties":
        return ""      # the count owed: each removal is told
    if kind == "battle_end":
        winners = event.get("winners") or []
        if not winners:
            return _("The battle in {space} is over: nobody holds the space").format(space=space)
        return _("The battle in {space} is over: {winners} won").format(
            space=space, winners=", ".join(who(game, s) for s in winners))
    if kind == "phases_named":
        phases = ", ".join(phase_name(p) for p in event.get("phases") or [])
        return _("{player}: Slow Poison strikes first in the {phases}").format(player=player, phases=phases)
    if kind == "opt_in":
        return (_("{player} joins the battle") if event.get("join") else _("{player} stays out of the battle")).format(
            player=player)
    if kind == "raised":
        return _("{player} raises {n} dead in {space}").format(player=player, n=len(event.get("pieces") or []),
                                                              space=space)
    if kind == "dispelled":
        return _("{player} dispels {card}").format(player=player, card=card_name(event.get("card")))
    if kind == "moon_glaive":
        return _("{player}'s Moon Glaive: {dice}, hits: {hits}").format(
            player=player, dice=" ".join(str(d) for d in event.get("dice") or []), hits=event.get("hits", 0))
    if kind == "curse":
        return _("{player}'s Curse: {dice}, prevented: {n}").format(
            player=player, dice=" ".join(str(d) for d in event.get("dice") or []), n=event.get("prevented", 0))
    if kind == "pillage":
        return _("{player} pillages {gold} gold and {wood} wood from {other}").format(
            player=player, gold=event.get("gold", 0), wood=event.get("wood", 0), other=who(game, event.get("from")))
    if kind == "devoured":
        return _("A unit of {player} is devoured").format(player=player)
    if kind == "devour_returned":
        return _("The devoured unit of {player} comes back").format(player=player)
    if kind == "excess_returned":
        return _("{player} returns the raised units beyond the stack limit").format(player=player)
    if kind == "builder_returned":
        return _("{player}'s builder goes back to the City").format(player=player)
    if kind == "reshuffle":
        return _("{player} shuffles the discard into a new deck").format(player=player)
    return None


def summary_text(game: Any) -> str:
    lines = [_("Warcraft: The Board Game, {scenario}, game turn {turn}").format(scenario=game.scenario,
                                                                               turn=game.turn)]
    for seat, player in enumerate(game.seats):
        state = _(" (eliminated)") if player.eliminated else ""
        lines.append(_("{player}: {vp} VP, {gold} gold, {wood} wood{state}").format(
            player=who(game, seat), vp=scoring.vp(game, seat), gold=player.gold, wood=player.wood, state=state))
    if game.over:
        if game.winners:
            lines.append(_("Winners: {winners}").format(winners=", ".join(who(game, s) for s in game.winners)))
        else:
            lines.append(_("The game ends in a draw"))
    else:
        lines.append(_("{step} step, {player} to act").format(step=step_name(game.step),
                                                             player=who(game, game.seat_to_act())))
    return "\n".join(lines)
