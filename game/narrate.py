"""Model events told in words, for the game log and the scoring display."""


def _race(game, race_id):
    race = game.ruleset.races.get(race_id)
    return race.name if race else ("Lost tribe" if race_id == "lost_tribe" else str(race_id))


def _region(game, rid):
    if rid is None:
        return "?"
    index = game.board.index.get(rid)
    return game.board.regions[index].name if index is not None else rid


def tokens(n):
    return f"{n} token" if n == 1 else f"{n} tokens"


def describe_event(game, event):
    """One line for the log, or None for events that need no line."""
    kind = event.get("type")
    seat = event.get("player")
    who = game.players[seat].name if isinstance(seat, int) and 0 <= seat < len(game.players) else ""
    if kind == "picked":
        power = game.ruleset.powers[event["power"]].name
        paid = f", paid {event['paid']}" if event["paid"] else ""
        taken = event["coins_taken"]
        got = f", took {taken} coin{'s' if taken != 1 else ''}" if taken else ""
        return f"{who} picked {power} {_race(game, event['race'])} ({tokens(event['tokens'])}{paid}{got})"
    if kind == "conquered":
        defender = event["defender"]
        where = _region(game, event["region"])
        how = {"dragon": " with the dragon", "sorcery": " by sorcery",
               "reinforce": " with the die"}.get(event["how"], "")
        if defender["race"] is None:
            return f"{who}'s {_race(game, event['race'])} took {where}{how} ({tokens(event['tokens'])})"
        return (f"{who}'s {_race(game, event['race'])} took {where} from "
                f"{_race(game, defender['race'])}{how} ({tokens(event['tokens'])})")
    if kind == "rolled":
        if event.get("before_conquest"):
            return f"{who} rolled {event['face']} before conquering"
        result = "and won it" if event["success"] else "and failed"
        return f"{who} rolled {event['face']} for {_region(game, event['region'])} {result}"
    if kind == "abandoned":
        return f"{who} abandoned {_region(game, event['region'])}"
    if kind == "redeployed":
        extra = f", {event['recruits']} recruited" if event.get("recruits") else ""
        return f"{who} redeployed {_race(game, event['race'])}{extra}"
    if kind == "declined":
        return f"{who} sent the {_race(game, event['race'])} into decline"
    if kind == "decline_announced":
        return f"{who}'s {_race(game, event['race'])} will decline after scoring (Stout)"
    if kind == "left_game":
        return f"{who}'s declined {_race(game, event['race'])} left the map"
    if kind == "allied":
        return f"{who} made peace with {game.players[event['target']].name}"
    if kind == "scored":
        return f"{who} scored {event['coins']} coin{'s' if event['coins'] != 1 else ''} ({score_parts(event)})"
    if kind == "retreated":
        total = sum(event["tokens"].values())
        return f"{who} placed {total} retreating {_race(game, event['race'])}"
    if kind == "turn_started":
        return f"Round {event['round']}: {who}'s turn"
    if kind == "game_over":
        names = " and ".join(game.players[s].name for s in event["winners"])
        tie = " on the tie-break" if event["tie_break"] else ""
        return f"Game over: {names} won{tie}"
    return None


def score_parts(event):
    """'3 regions + 2 race + 1 power' from a scored event."""
    parts = [f"{event['regions']} region{'s' if event['regions'] != 1 else ''}"]
    for key, label in (("race_bonus", "race"), ("power_bonus", "power"), ("decline_bonus", "decline")):
        if event.get(key):
            parts.append(f"{event[key]} {label}")
    return " + ".join(parts)
