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


STEP_NAMES = {"move": "Move", "harvest": "Harvest", "deploy": "Deploy", "spend": "Spend"}


def step_name(step: str) -> str:
    names = {"move": _("Move"), "harvest": _("Harvest"), "deploy": _("Deploy"), "spend": _("Spend")}
    return names.get(step, step)


def describe_event(game: Any, event: Mapping[str, Any]) -> str:
    kind = event.get("type")
    player = who(game, event.get("player"))
    space = str(event.get("space", ""))
    if kind == "step":
        return _("{player}: {step} step").format(player=player, step=step_name(str(event.get("step"))))
    if kind == "moved" or kind == "move":
        return _("{player} moves a piece to {space}").format(player=player, space=event.get("to", space))
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
    if kind == "vp_card":
        return _("{player} lays a Victory Point card").format(player=player)
    if kind == "respawn":
        return _("An Undead unit rises again in {space}").format(space=space)
    return _("{player}: {event}").format(player=player, event=str(kind))


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
