"""The Wolves in words: every event of the engine as one line of the game's log (`describe_event`),
in the window's language, and where a game stands for `replay FILE` (`summary_text`, in English like
the rest of the command line).

The packs are the subjects of the log's sentences, named by their home terrain in the plural
("Forest wolves build a den on 3,-5"; «Лесные волки обустраивают лёжку на клетке 3,-5»): a
Russian sentence then always takes the verb in the plural, whatever the pack. Where a pack is
named after another word it is in the genitive («лёжку пустынных волков»), and a wolf or a prey
in the case its verb asks for (pgettext contexts "genitive", "accusative", "instrumental").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import N_, NP_, _, ngettext, pgettext
from kernel.files import escape_text

PACK_NAMES = {
    "meadow": N_("meadow wolves"),
    "desert": N_("desert wolves"),
    "forest": N_("forest wolves"),
    "tundra": N_("tundra wolves"),
    "mountain": N_("mountain wolves"),
}
PACK_NAMES_GENITIVE = {
    "meadow": NP_("genitive", "meadow wolves"),
    "desert": NP_("genitive", "desert wolves"),
    "forest": NP_("genitive", "forest wolves"),
    "tundra": NP_("genitive", "tundra wolves"),
    "mountain": NP_("genitive", "mountain wolves"),
}
TERRAIN_NAMES = {
    "meadow": N_("meadow"), "desert": N_("desert"), "forest": N_("forest"),
    "tundra": N_("tundra"), "mountain": N_("mountain"),
}
PREY_ACCUSATIVE = {
    "moose": NP_("accusative", "a moose"), "deer": NP_("accusative", "a deer"),
    "raccoon": NP_("accusative", "a raccoon"), "boar": NP_("accusative", "a boar"),
    "hare": NP_("accusative", "a hare"),
}
WOLF_ACCUSATIVE = {"alpha": NP_("accusative", "their alpha"), "pack": NP_("accusative", "their pack wolf")}
WOLF_NOMINATIVE = {"alpha": N_("alpha"), "pack": N_("pack wolf")}
WOLF_INSTRUMENTAL = {"alpha": NP_("instrumental", "an alpha"), "pack": NP_("instrumental", "a pack wolf")}
TARGET_ACCUSATIVE = {"den": NP_("accusative", "the den"), "pack": NP_("accusative", "the pack wolf")}
# a context of their own, shared with the play screen (the window's "Speed" is the pace of play)
AREA_NAMES = {"spread": NP_("pack area", "Spread"), "speed": NP_("pack area", "Speed"),
              "howl": NP_("pack area", "Howl")}
PHASE_NAMES = {"new": N_("new moon"), "quarter": N_("quarter moon"), "full": N_("full moon")}
CALENDAR_ITEMS = {
    "lone_wolf": N_("a lone wolf"),
    "den": N_("a den"),
    "pack": N_("a pack wolf"),
}


def _name(table: Mapping[str, str], key: Any) -> str:
    """The translated entry of a table, or the id itself for one it does not know."""
    text = table.get(key) if isinstance(key, str) else None
    return _(text) if text else str(key)


def _context_name(context: str, table: Mapping[str, str], key: Any) -> str:
    text = table.get(key) if isinstance(key, str) else None
    return pgettext(context, text) if text else str(key)


def pack_name(pack: Any) -> str:
    """"forest wolves" («лесные волки»), in the window's language."""
    return _name(PACK_NAMES, pack)


def _subject(pack: Any) -> str:
    """A pack's name beginning a sentence."""
    text = pack_name(pack)
    return text[:1].upper() + text[1:]


def _genitive(pack: Any) -> str:
    return _context_name("genitive", PACK_NAMES_GENITIVE, pack)


def _pack_of(game: Any, event: Mapping[str, Any]) -> Any:
    """The pack an event is about: its own `pack`, else the acting seat's."""
    if "pack" in event:
        return event["pack"]
    seat = event.get("player")
    packs = getattr(game, "packs", ())
    return packs[seat] if isinstance(seat, int) and 0 <= seat < len(packs) else None


def _seat_name(game: Any, seat: Any) -> str:
    players = getattr(game, "players", ())
    if isinstance(seat, int) and 0 <= seat < len(players):
        return escape_text(players[seat]["name"], 80)
    return str(seat)


# -- one event ---------------------------------------------------------------------------------------


def describe_event(game: Any, event: Mapping[str, Any]) -> str:
    """One event of the engine told in words (empty for one the log leaves out)."""
    teller = _TELLERS.get(event.get("type"))
    return teller(game, event) if teller is not None else ""


def _oriented(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} lay out their tiles face {face} up.").format(pack=_subject(_pack_of(game, e)), face=e["face"])


def _draft_started(game: Any, e: Mapping[str, Any]) -> str:
    return _("The packs choose their start hexes.")


def _placed(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} put an alpha and a pack wolf on {hex}.").format(pack=_subject(e.get("pack")), hex=e["hex"])


def _turn_started(game: Any, e: Mapping[str, Any]) -> str:
    return _("Round {round}: {name} plays the {pack}.").format(
        round=e.get("round"), name=_seat_name(game, e.get("player")), pack=pack_name(_pack_of(game, e)))


def _phase_scheduled(game: Any, e: Mapping[str, Any]) -> str:
    return _("Day {day} of the moon calendar is filled: the {phase} scoring comes at the end of this turn.").format(
        day=e.get("day"), phase=_name(PHASE_NAMES, e.get("phase")))


def _bonus_action(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} spend a bonus action token (actions left: {n}).").format(
        pack=_subject(_pack_of(game, e)), n=e.get("actions_left"))


def _turn_ended(game: Any, e: Mapping[str, Any]) -> str:
    pack = _subject(_pack_of(game, e))
    lost = e.get("forfeited") or 0
    if lost:
        return _("{pack} end their turn (actions lost: {n}; none was possible).").format(pack=pack, n=lost)
    return _("{pack} end their turn.").format(pack=pack)


def _game_over(game: Any, e: Mapping[str, Any]) -> str:
    winners = list(e.get("winners") or ())
    names = ", ".join(f"{_seat_name(game, s)} ({pack_name(_pack_of(game, {'player': s}))})" for s in winners)
    return ngettext("The game is over. Winner: {names}.", "The game is over. Winners: {names}.",
                    len(winners)).format(names=names)


def _hunted(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} hunt {prey} beside {hex} ({vp} VP at the end).").format(
        pack=_subject(_pack_of(game, e)), prey=_context_name("accusative", PREY_ACCUSATIVE, e.get("species")),
        hex=e.get("hex"), vp=e.get("vp"))


def _region_scored(game: Any, e: Mapping[str, Any]) -> str:
    parts = []
    for award in e.get("awards") or ():
        pack = _subject(award.get("pack"))
        if award.get("award") == "scoring_token":
            parts.append(_("{pack} take the scoring token ({vp} VP at the end)").format(pack=pack, vp=award["value"]))
        else:
            parts.append(_("{pack} take a VP token worth {vp}").format(pack=pack, vp=award["value"]))
    if not parts:
        parts.append(_("nobody scores"))
    text = _("The {phase} scores region {slot} ({board}): {awards}.").format(
        phase=_name(PHASE_NAMES, e.get("phase")), slot=e.get("slot"), board=e.get("board"), awards="; ".join(parts))
    if e.get("token") == "discarded":
        text += " " + _("Its token is discarded.")
    return text


def _phase_scored(game: Any, e: Mapping[str, Any]) -> str:
    return _("The {phase} scoring is over.").format(phase=_name(PHASE_NAMES, e.get("phase")))


def _paid(game: Any, e: Mapping[str, Any]) -> str:
    tiles = len(e.get("tiles") or ())
    tokens = e.get("bonus_terrain") or 0
    terrain = _name(TERRAIN_NAMES, e.get("terrain"))
    pack = _subject(_pack_of(game, e))
    if tokens:
        return _("{pack} pay {terrain} ×{n} (bonus terrain tokens among them: {k}).").format(
            pack=pack, terrain=terrain, n=tiles + tokens, k=tokens)
    return _("{pack} pay {terrain} ×{n}.").format(pack=pack, terrain=terrain, n=tiles)


def _gained(game: Any, e: Mapping[str, Any]) -> str:
    pack = _subject(_pack_of(game, e))
    token = e.get("token")
    if e.get("lost"):
        if token == "bonus_action":
            return _("The supply has no bonus action token left: {pack} get none.").format(pack=pack_name(
                _pack_of(game, e)))
        return _("The supply has no bonus terrain token left: {pack} get none.").format(pack=pack_name(
            _pack_of(game, e)))
    if token == "bonus_action":
        return _("{pack} gain a bonus action token.").format(pack=pack)
    return _("{pack} gain a bonus terrain token.").format(pack=pack)


def _calendar_item(e: Mapping[str, Any]) -> str:
    item = _name(CALENDAR_ITEMS, e.get("item"))
    if e.get("pack"):
        return _("{item} ({pack})").format(item=item, pack=pack_name(e["pack"]))
    return item


def _day_filled(game: Any, e: Mapping[str, Any]) -> str:
    return _("Day {day} of the moon calendar: {item}.").format(day=e.get("day"), item=_calendar_item(e))


def _set_aside(game: Any, e: Mapping[str, Any]) -> str:
    return _("The moon calendar is full: {item} is set aside.").format(item=_calendar_item(e))


def _attribute_raised(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack}: {area} is now {value}.").format(
        pack=_subject(_pack_of(game, e)), area=_context_name("pack area", AREA_NAMES, e.get("area")),
        value=e.get("value"))


def _moved(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} move {wolf} from {start} to {end}.").format(
        pack=_subject(_pack_of(game, e)), wolf=_context_name("accusative", WOLF_ACCUSATIVE, e.get("kind")),
        start=e.get("from"), end=e.get("to"))


def _pushed(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack}: their {wolf} is pushed from {start} to {end}.").format(
        pack=_subject(e.get("pack")), wolf=_name(WOLF_NOMINATIVE, e.get("kind")), start=e.get("from"),
        end=e.get("to"))


def _built(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} build a den on {hex}.").format(pack=_subject(_pack_of(game, e)), hex=e.get("hex"))


def _upgraded(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} turn their den on {hex} into a lair ({vp} VP at the end).").format(
        pack=_subject(_pack_of(game, e)), hex=e.get("hex"), vp=e.get("vp"))


def _howled(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} howl to the lone wolf on {hex}: it joins them as {wolf}.").format(
        pack=_subject(_pack_of(game, e)), hex=e.get("hex"),
        wolf=_context_name("instrumental", WOLF_INSTRUMENTAL, e.get("kind")))


def _dominated(game: Any, e: Mapping[str, Any]) -> str:
    return _("{pack} dominate {target} of the {other} on {hex}.").format(
        pack=_subject(_pack_of(game, e)), target=_context_name("accusative", TARGET_ACCUSATIVE, e.get("kind")),
        other=_genitive(e.get("from_pack")), hex=e.get("hex"))


_TELLERS = {
    "oriented": _oriented,
    "draft_started": _draft_started,
    "placed": _placed,
    "turn_started": _turn_started,
    "phase_scheduled": _phase_scheduled,
    "bonus_action": _bonus_action,
    "turn_ended": _turn_ended,
    "game_over": _game_over,
    "hunted": _hunted,
    "region_scored": _region_scored,
    "phase_scored": _phase_scored,
    "paid": _paid,
    "gained": _gained,
    "day_filled": _day_filled,
    "set_aside": _set_aside,
    "attribute_raised": _attribute_raised,
    "moved": _moved,
    "pushed": _pushed,
    "built": _built,
    "upgraded": _upgraded,
    "howled": _howled,
    "dominated": _dominated,
}


# -- where a game stands (replay FILE) ---------------------------------------------------------------


def summary_text(game: Any) -> str:
    """The lines `replay FILE` prints: the game, then one line a seat (* the seat to act), then the
    winners once it is over. Names come from files: each goes through escape_text."""
    from .model.state_json import state_json

    state = state_json(game)
    calendar = state["calendar"]
    scored = ", ".join(calendar["scored"]) or "none"
    lines = [f"The Wolves, {len(state['players'])} players, map {escape_text(str(game.file_setup['map']), 80)}, "
             f"round {state['round']}, {len(game.actions)} actions, phase {state['phase']}; "
             f"moon calendar day {calendar['day']} of {calendar['days']}, scored: {scored}"]
    if state.get("virtual_pack"):
        lines.append(f"  virtual pack: {state['virtual_pack']}")
    for seat, p in enumerate(state["players"]):
        marker = "*" if seat == state["player"] else " "
        areas = p["areas"]
        attributes = ", ".join(f"{area} {areas[area]['value']}" for area in ("spread", "speed", "howl"))
        tokens = f"bonus terrain {p['bonus_terrain']}, bonus action {p['bonus_action']}"
        held = ", ".join(p["scoring_tokens"]) or "none"
        vp_tokens = ", ".join(map(str, p["vp_tokens"])) or "none"
        hunt = ", ".join(p["hunt"]) or "none"
        lines.append(f"{marker} seat {seat} {escape_text(p['name'], 80)} ({p['pack']}): {p['vp']} VP; {attributes}; "
                     f"lairs {areas['lairs']['taken']}; hunt: {hunt}; {tokens}; scoring tokens: {held}; "
                     f"VP tokens: {vp_tokens}")
    if state["over"]:
        names = ", ".join(escape_text(state["players"][s]["name"], 80) for s in state["winners"])
        lines.append(f"game over: {names} won")
    return "\n".join(escape_text(line) for line in lines)
