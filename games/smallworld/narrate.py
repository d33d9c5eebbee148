"""Model events told in words, for the game log and the scoring display (in the window's language:
game.i18n; race, power and region names through the catalog too, a race's name as a games.smallworld.grammar.RaceName
that a translation may ask in the case its sentence needs, "у {defender:genitive}")."""

from game.i18n import N_, NP_, _, ngettext, pgettext

from .grammar import RaceName, combo_name

# A race's faction (races.yaml `faction`) in words (the log, combo cards, the rules).
FACTION_LABELS = {"horde": N_("Horde"), "alliance": N_("Alliance"), "neutral": N_("Neutral")}


LOST_TRIBE = N_("Lost tribe")
# its forms (the shipped races' are extracted from the rulesets)
NP_("genitive", "Lost tribe"), NP_("accusative", "Lost tribe")
# A scored event's parts ("3 regions + 2 race"): its key, the words for its coins.
SCORE_PARTS = (("race_bonus", N_("{n} race")), ("power_bonus", N_("{n} power")),
               ("decline_bonus", N_("{n} decline")), ("faction_bonus", N_("{n} faction")),
               ("item_bonus", N_("{n} artifacts and places")))


def _race(game, race_id):
    """The race's name (a RaceName: a translation may ask it in a case)."""
    race = game.ruleset.races.get(race_id)
    if race:
        return RaceName(race.name)
    if race_id == game.ruleset.natives_id and race_id != "lost_tribe":    # a ruleset's own natives (Murlocs)
        return RaceName(game.ruleset.natives_name)
    return RaceName(LOST_TRIBE if race_id == "lost_tribe" else str(race_id))


def _region(game, rid):
    if rid is None:
        return "?"
    index = game.board.index.get(rid)
    if index is None:
        return rid
    region = game.board.regions[index]
    from game.i18n import map_name

    return map_name(getattr(region, "names", None), region.name)


class Private(str):
    """A log line whose figures only its player may read in a hot-seat game (a score): the line itself, and
    in `public` the words the other players read instead ("Ann scored")."""

    __slots__ = ("public",)

    def __new__(cls, text, public):
        line = super().__new__(cls, text)
        line.public = public
        return line


def public_text(line):
    """What every player may read of a log line (the line itself unless it is Private)."""
    return line.public if isinstance(line, Private) else line


def tokens(n):
    return ngettext("{n} token", "{n} tokens", n).format(n=n)


def _raid_roll(game, event, who):
    """An air raid's roll: the first says whether it covered the cost, and how far short (1 to 3 short: a final
    attempt follows, its own roll marked `final`); each roll its own line."""
    face, region = event["face"], _region(game, event["region"])
    if event.get("final"):
        if event["success"]:
            return _("{who} rolled {face} in the air raid's final attempt on {region} and won it").format(
                who=who, face=face, region=region)
        return _("{who} rolled {face} in the air raid's final attempt on {region} and failed").format(
            who=who, face=face, region=region)
    if event["success"]:
        return _("{who} rolled {face} in an air raid on {region}: enough").format(who=who, face=face, region=region)
    short = max(1, event["needed"] - face)
    if short <= 3:
        return ngettext("{who} rolled {face} in an air raid on {region}: {n} token short, a final attempt follows",
                        "{who} rolled {face} in an air raid on {region}: {n} tokens short, a final attempt follows",
                        short).format(who=who, face=face, region=region, n=short)
    return ngettext("{who} rolled {face} in an air raid on {region} and failed ({n} token short)",
                    "{who} rolled {face} in an air raid on {region} and failed ({n} tokens short)",
                    short).format(who=who, face=face, region=region, n=short)


def describe_event(game, event):
    """One line for the log, or None for events that need no line."""
    kind = event.get("type")
    seat = event.get("player")
    who = game.players[seat].name if isinstance(seat, int) and 0 <= seat < len(game.players) else ""
    if kind == "picked":
        power = game.ruleset.powers[event["power"]].name
        paid = _(", paid {n}").format(n=event["paid"]) if event["paid"] else ""
        taken = event["coins_taken"]
        got = ngettext(", took {n} coin", ", took {n} coins", taken).format(n=taken) if taken else ""
        return _("{who} picked {combo} ({tokens}{paid}{got})").format(
            who=who, combo=combo_name(_race(game, event["race"]).msgid, power), tokens=tokens(event["tokens"]),
            paid=paid, got=got)
    if kind == "conquered":
        defender = event["defender"]
        where = _region(game, event["region"])
        how = {"dragon": _(" with the dragon"), "sorcery": _(" by sorcery"),
               "reinforce": _(" with the die"), "raid": _(" in an air raid"),
               "champion": _(" with the Champion alone")}.get(event["how"], "")
        used = [_(game.ruleset.items[i].name) for i in event.get("use") or () if i in game.ruleset.items]
        if used:                # a Warcraft conquest naming artifacts
            how += _(" using {items}").format(items=", ".join(used))
        if defender["race"] is None:
            return _("{who}'s {race} took {region}{how} ({tokens})").format(
                who=who, race=_race(game, event["race"]), region=where, how=how, tokens=tokens(event["tokens"]))
        return _("{who}'s {race} took {region} from {defender}{how} ({tokens})").format(
            who=who, race=_race(game, event["race"]), region=where, defender=_race(game, defender["race"]),
            how=how, tokens=tokens(event["tokens"]))
    if kind == "rolled":
        if event.get("before_conquest"):
            return _("{who} rolled {face} before conquering").format(who=who, face=event["face"])
        if event.get("raid"):
            return _raid_roll(game, event, who)
        if event["success"]:
            return _("{who} rolled {face} for {region} and won it").format(
                who=who, face=event["face"], region=_region(game, event["region"]))
        return _("{who} rolled {face} for {region} and failed").format(
            who=who, face=event["face"], region=_region(game, event["region"]))
    if kind == "abandoned":
        return _("{who} abandoned {region}").format(who=who, region=_region(game, event["region"]))
    if kind == "redeployed":
        extra = _(", {n} recruited").format(n=event["recruits"]) if event.get("recruits") else ""
        return _("{who} redeployed {race}{extra}").format(who=who, race=_race(game, event["race"]), extra=extra)
    if kind == "declined":
        return _("{who} sent the {race} into decline").format(who=who, race=_race(game, event["race"]))
    if kind == "decline_announced":
        return _("{who}'s {race} will decline after scoring ({power})").format(
            who=who, race=_race(game, event["race"]), power=_("Stout"))
    if kind == "left_game":
        return _("{who}'s declined {race} left the map").format(who=who, race=_race(game, event["race"]))
    if kind == "form_taken":    # a race of two forms: which one this turn, and its coins
        coins = event.get("coins", 0)
        money = (ngettext(", +{n} coin", ", +{n} coins", coins) if coins >= 0 else
                 ngettext(", paid {n} coin", ", paid {n} coins", -coins)).format(n=abs(coins)) if coins else ""
        label = _choice_label(game, event["race"], event.get("form"))
        if label:               # the form by the words of its button ("Human form"), in the window's language
            label = _(label)
            return _("{who}'s {race} chose {form}{money}").format(
                who=who, race=_race(game, event["race"]), form=label[:1].lower() + label[1:], money=money)
        form = _(str(event.get("form")).replace("_", " ").capitalize())
        return _("{who}'s {race} took the {form} form{money}").format(
            who=who, race=_race(game, event["race"]), form=form, money=money)
    if kind == "toll_paid":     # a Warcraft toll (Harmony, a swamp toll, the Aegis) paid before an attack
        other = game.players[event["to"]].name if isinstance(event.get("to"), int) else "?"
        return ngettext("{who} paid {other} {n} coin to attack {region}", "{who} paid {other} {n} coins to attack "
                        "{region}", event.get("coins", 0)).format(who=who, other=other, n=event.get("coins", 0),
                                                                  region=_region(game, event.get("region")))
    if kind == "side_taken":    # a Neutral race fights for a faction this turn
        faction = event.get("faction")
        return _("{who} takes the side of the {faction}").format(
            who=who, faction=_(FACTION_LABELS.get(faction, str(faction))))
    if kind == "collected":     # an artifact moved by an ability (the Ethereals)
        item = game.ruleset.items.get(event.get("item"))
        return _("{who}'s {race} moved {item} from {region} to {to}").format(
            who=who, race=_race(game, event.get("race")), item=_(item.name) if item else event.get("item"),
            region=_region(game, event.get("region")), to=_region(game, event.get("to")))
    if kind == "swapped":       # two regions' contents exchanged (a Warcraft portal): say whose troops moved
        a, b = (list(event.get("regions") or ()) + [None, None])[:2]
        return _("{who} swapped everything between {a} and {b}").format(
            who=who, a=_region(game, a), b=_region(game, b))
    if kind == "bomb_revealed":
        if event.get("live"):
            return None         # the "bombed" line that follows says what it did
        return _("{who}'s bomb in {region} was a dud").format(who=who, region=_region(game, event.get("region")))
    if kind == "bombed":
        defender = event.get("defender") or {}
        return _("{who}'s bomb blew up {region}: the {race} there are gone").format(
            who=who, region=_region(game, event.get("region")), race=_race(game, defender.get("race")))
    if kind == "intimidated":   # an adjacent token sent away (or a defence piece taken off) without a conquest
        where = _region(game, event.get("region"))
        if event.get("removed"):
            return _("{who} intimidated {region}: its defence piece was taken off").format(who=who, region=where)
        if event.get("to"):
            return _("{who} intimidated {region}: a token fled to {to}").format(
                who=who, region=where, to=_region(game, event["to"]))
        return _("{who} intimidated {region}: a token went back to the tray").format(who=who, region=where)
    if kind in ("ransom_paid", "tribute_paid", "paid") and isinstance(event.get("to"), int):
        other, n, where = game.players[event["to"]].name, event.get("coins", 0), _region(game, event.get("region"))
        if kind == "ransom_paid":       # a captured Champion
            return ngettext("{who} paid {other} {n} coin of ransom for the Champion in {region}",
                            "{who} paid {other} {n} coins of ransom for the Champion in {region}", n).format(
                who=who, other=other, n=n, region=where)
        if kind == "tribute_paid":      # a race next to an artifact that asks for it
            return ngettext("{who} paid {other} {n} coin of tribute for {region}",
                            "{who} paid {other} {n} coins of tribute for {region}", n).format(
                who=who, other=other, n=n, region=where)
        return ngettext("{who} paid {other} {n} coin", "{who} paid {other} {n} coins", n).format(
            who=who, other=other, n=n)
    if kind == "beasts_taken":
        n = event.get("beasts", 0)
        return ngettext("{who}'s {race} took {n} Beast", "{who}'s {race} took {n} Beasts", n).format(
            who=who, race=_race(game, event.get("race")), n=n)
    if kind == "harmony_given":
        names = ", ".join(game.players[s].name for s in event.get("to", ()) if isinstance(s, int))
        return _("{who} gave Harmony to {names}").format(who=who, names=names)
    if kind == "allied":
        return _("{who} made peace with {other}").format(who=who, other=game.players[event["target"]].name)
    if kind == "scored":
        text = ngettext("{who} scored {n} coin ({parts})", "{who} scored {n} coins ({parts})", event["coins"]).format(
            who=who, n=event["coins"], parts=score_parts(event, game))
        return Private(text, _("{who} scored").format(who=who))
    if kind == "retreated":
        total = sum(event["tokens"].values())
        return ngettext("{who} placed {n} retreating {race}", "{who} placed {n} retreating {race}", total).format(
            who=who, n=total, race=_race(game, event["race"]))
    if kind == "turn_started":
        return _("Round {n}: {who}'s turn").format(n=event["round"], who=who)
    if kind == "game_over":
        names = _(" and ").join(game.players[s].name for s in event["winners"])
        tie = _(" on the tie-break") if event["tie_break"] else ""
        return _("Game over: {names} won{tie}").format(names=names, tie=tie)
    return None


def _choice_label(game, race_id, value):
    """The label a choice `value` of the race's abilities is offered under (its `action_ui` choices), or None."""
    race = game.ruleset.races.get(race_id)
    for primitive in getattr(race, "primitives", ()):
        for ui in primitive.action_ui.values():
            for choice in ui.get("choices", ()):
                if choice.get("value") == value:
                    return choice.get("label")
    return None


def score_parts(event, game=None):
    """'3 regions + 2 race + 1 power' from a scored event (with the game: each artifact's or legendary
    place's coins under its name, '2 Frostmourne', when the event splits them)."""
    parts = [ngettext("{n} region", "{n} regions", event["regions"]).format(n=event["regions"])]
    for key, words in SCORE_PARTS:
        if key == "item_bonus" and game is not None and event.get("items"):
            parts += [pgettext("scored", "{n} {name}").format(n=coins, name=name)
                      for name, coins in item_incomes(game, event)]
        elif event.get(key):
            parts.append(_(words).format(n=event[key]))
    return " + ".join(parts)


def item_incomes(game, event):
    """(name in the window's language, coins) of each artifact or place a scored event names."""
    defs = game.ruleset.items
    return [(_(defs[i].name) if i in defs else i, coins) for i, coins in (event.get("items") or {}).items()]
