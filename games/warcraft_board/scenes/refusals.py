"""The rules engine's reasons for refusing an action (IllegalAction, in English) in the window's language:
`refusal_text(reason, game)`.

The engine's sentences are listed below with {fields} for what varies; the shell's RefusalTable
(game/ui/refusals.py, The Wolves use it too) matches a reason against them. Fields naming things of the
game are told in words as well: a space id becomes its name ("Forest B", "City of Ann"), a card id its
card's name, a seat number its player's name, a unit type or building its word. A leading action name
("casualty: ") is dropped, since the screen shows what is being done. A reason the table does not know
is shown as the engine said it.
"""

import re

from game.i18n import N_, _
from game.ui.refusals import RefusalTable, capital

from . import action_words, words

CONTEXT = re.compile(r"^[a-z][a-z_0-9]*: (?=.)")

REASONS = [
    # the turn
    N_("the game is over"),
    N_("it is not seat {player}'s turn to act (seat {who} acts now)"),
    N_("{kind} is not possible {where}; possible: {allowed}"),
    N_("a victory point card is laid only in one of your own steps"),
    N_("a victory_point card is laid only while you act in one of your own steps"),
    N_("you hold no victory point card"),
    N_("roll for every Mine and Forest holding your workers first: {pending}"),
    N_("no battle to fight in {space}; battles left: {pending}"),
    N_("a request waits for its answer first"),
    N_("answer your partner's request first (seat {player} asks)"),
    N_("choose where the killed Undead unit returns first (respawn)"),
    N_("{space} is not among the nearest spaces: {pending}"),
    # movement
    N_("a move needs at least one space to go to"),
    N_("this piece may move at most {reach} space now, not {n}"),
    N_("this piece may move at most {reach} spaces now, not {n}"),
    N_("{end} already holds {limit} friendly units (the stack limit)"),
    N_("{end} already holds {limit} friendly workers (the stack limit)"),
    N_("two Necromancers never share a space ({end})"),
    N_("a path may not visit {space} twice"),
    N_("{space} is not adjacent to {here}"),
    N_("only flying units may enter the Mountain {space}"),
    N_("melee and ranged units never cross the wall between {here} and {space}"),
    N_("a piece entering {space} (hostile pieces there) must stop there"),
    N_("a worker may enter {space} (hostile pieces there) only where one of your own units already stands"),
    N_("a Necromancer may enter {space} (hostile pieces there) only where one of your own units already stands"),
    N_("you may move pieces only in your own Move step"),
    N_("movement is over for this Move step"),
    N_("piece {piece} is not yours"),
    N_("piece {piece} is not on the map"),
    N_("a prisoner moves only along with a unit of its race (escort)"),
    N_("piece {piece} has already moved this step"),
    N_("{space} is pinned (units of two hostile players wait for their battle): no piece may leave it"),
    N_("only a unit may escort a prisoner"),
    N_("no prisoner of your race waits in this unit's space to be escorted"),
    # harvest
    N_("you may harvest only in your own Harvest step"),
    N_("the card window at the start of the Harvest step must be answered first"),
    N_("{space} is neither a Gold Mine nor a Forest"),
    N_("you have already rolled for {space} this step"),
    N_("{space} is fully depleted: it yields nothing"),
    N_("you have no Outpost under construction in {space} whose worker could roll"),
    N_("none of your workers in {space} may roll (the Outpost's builder rolls only if you say so: outpost true)"),
    # deploy
    N_("you may deploy and complete only in your own Deploy step"),
    N_("piece {piece} is not one of yours"),
    N_("piece {piece} is not a trained piece waiting in one of your buildings"),
    N_("{space} is neither your City nor one of your finished Outposts"),
    N_("{space} already holds {limit} friendly units (the stack limit)"),
    N_("{space} already holds {limit} friendly workers (the stack limit)"),
    N_("building {building} is already complete"),
    N_("you have no City for the builder to return to"),
    N_("your City already holds {limit} friendly workers: the builder cannot return, so the building stays "
       "unfinished"),
    N_("you have no Outpost in {space}"),
    N_("your Outpost in {space} is already finished"),
    # spend
    N_("you may train, build or upgrade only in your own Spend step"),
    N_("the card window at the start of the Spend step must be answered first"),
    N_("you have already chosen this Spend step's one option ({option})"),
    N_("the Undead of Necromancer March never train or build"),
    N_("this costs {gold} gold and {wood} wood; you have {have_gold} gold and {have_wood} wood"),
    N_("name at least one building to train in"),
    N_("a building trains one piece at a time: each building at most once"),
    N_("building {building} is unfinished: it trains nothing"),
    N_("building {building} already has a piece in training"),
    N_("you have only {n} {kind} piece left in reserve to train"),
    N_("you have only {n} {kind} pieces left in reserve to train"),
    N_("an Outpost may not stand in {space}"),
    N_("{space} already holds an Outpost"),
    N_("none of your workers stands in {space} to build an Outpost"),
    N_("name at least one building tile or Outpost to build"),
    N_("each building tile needs a worker from your City space: {needed} needed, {n} there"),
    N_("one Outpost per space"),
    N_("you have only {n} Outpost marker(s) left"),
    N_("you have only {n} {building} tile(s) left to build"),
    N_("call_to_build must name one of the tiles being built"),
    N_("you hold no call_to_build card"),
    N_("your {kind} units are at their top level"),
    N_("{kind} level {level} needs {need} completed {building} building(s) to advance; you have {have}"),
    N_("name at least one unit type to upgrade"),
    N_("each type advances at most one level per Spend step"),
    N_("your Necromancers on D and E give {n} free upgrade(s) this step"),
    N_("amounts of gold and wood are never negative"),
    N_("you have only {gold} gold and {wood} wood"),
    N_("resources pass only between team partners"),
    N_("an eliminated player takes no part"),
    N_("partners pass resources only while one of them is acting"),
    N_("give at least 1 gold or 1 wood"),
    N_("only a player with a team partner may ask for resources"),
    N_("ask your partner while one of you is acting"),
    N_("ask for at least 1 gold or 1 wood"),
    N_("no request of your partner awaits your answer"),
    N_("your partner asked for {gold} gold and {wood} wood: give at most that"),
    # cards outside battle
    N_("you hold no {card} card"),
    N_("{card} is played only when asked in the {window} window"),
    N_("{card} needs a space"),
    N_("an overflow space must be adjacent to {space}, and {here} is not"),
    N_("{space} holds hostile pieces"),
    N_("only flying units may stand in the Mountain {space}"),
    N_("melee and ranged units never cross the wall between {here} and {space}"),
    N_("{space} has no room left under the stack limit"),
    N_("town_portal needs your City or a finished Outpost to go to"),
    N_("the units already stand there"),
    N_("you have no unit in {space}"),
    N_("{space} is pinned: no piece may leave it, not even by town_portal"),
    N_("name one overflow space for each overflow unit (pieces and spaces)"),
    N_("the overflow units must be different units of yours from {space}"),
    N_("{room} of your {n} units fit in {space}: exactly {overflow} must go to adjacent spaces"),
    N_("name the City or finished Outpost the units go to (to)"),
    N_("lay a victory_point card with play_vp"),
    N_("call_to_build is played with a build (by_card)"),
    N_("{card} is not a card played outside battle"),
    N_("speed needs a space holding pieces of yours that may move"),
    N_("cripple needs a space holding pieces hostile to you"),
    N_("call_to_arms is a Humans card"),
    N_("call_to_arms answers a hostile player's Move step"),
    N_("no enemy unit entered {space} this step"),
    N_("you have no worker in {space}"),
    N_("your units already stand in {space}"),
    N_("rejuvenation works on a Forest only"),
    N_("{space} bears no depletion token"),
    N_("supplies gives 2 gold or 2 wood: name the resource (gold or wood)"),
    # battles
    N_("no battle there (it holds no units of the mover and of a player hostile to him)"),
    N_("no battle decision is pending"),
    N_("seat {player} must answer the battle's {decision}, not seat {who}"),
    N_("not now; the battle waits for seat {player}'s {decision} ({allowed})"),
    N_("piece {piece} is not an eligible casualty of the {side} (eligible: {pieces})"),
    N_("from 0 to {n} melee units (one per natural 1, from the reserve), not {count}"),
    N_("name {n} phase(s), one per participating Slow Poison unit (repeats allowed), not {count}"),
    N_("return exactly {n} melee unit(s), down to the stack limit, not {count}"),
    N_("{card} cannot be played in this window ({window}); playable now: {cards}"),
    N_("{card} must name one of the units {pieces} (piece), not {piece}"),
    N_("only dispel_magic answers seat {player}'s {card}, not {other}"),
]

# "{kind} is not possible {where}": where the action was tried
WHERE = [
    N_("now: choose the next battle"),
    N_("in the {window} window"),
    N_("in the {step} step"),
]
WINDOWS = {"move_start": N_("start of the Move step"), "cripple": N_("Cripple"),
           "move_end": N_("end of movement"), "end_of_move": N_("end of movement"),
           "harvest_start": N_("start of the Harvest step"), "spend_start": N_("start of the Spend step")}
SIDES = {"attackers": N_("attackers"), "defenders": N_("defenders")}
SPACE_FIELDS = ("space", "here", "end", "to")
SEAT_FIELDS = ("player", "who")
CARD_FIELDS = ("card", "other")

TABLE = RefusalTable(REASONS, CONTEXT)
WHERE_TABLE = RefusalTable(WHERE)


def _fields(game):
    """The field translator for `game`: ids told as the window names them."""
    def field(name, value):
        text = str(value)
        if name in SPACE_FIELDS and game is not None and text in game.board.spaces:
            return action_words.space_name(game, text)
        if name == "pending" and game is not None:
            return ", ".join(action_words.space_name(game, s.strip()) if s.strip() in game.board.spaces
                             else s for s in text.split(","))
        if name in SEAT_FIELDS and game is not None and text.lstrip("-").isdigit():
            return action_words.seat_name(game, int(text))
        if name in CARD_FIELDS and text in words.CARDS:
            return words.card(text)
        if name == "cards":
            return ", ".join(words.card(c.strip()) if c.strip() in words.CARDS else c for c in text.split(","))
        if name == "kind" and text in words.KIND_NAMES:
            return words.kind(text)
        if name == "building" and text in words.BUILDING_NAMES:
            return words.building(text)
        if name == "window":
            return _(WINDOWS[text]) if text in WINDOWS else text.replace("_", " ")
        if name == "step" and text in words.STEP_NAMES:
            return words.step(text)
        if name == "side" and text in SIDES:
            return _(SIDES[text])
        if name == "option" and text in ("train", "build", "upgrade"):
            return {"train": _("Train"), "build": _("Build"), "upgrade": _("Upgrade")}[text]
        if name == "decision":
            return text
        if name == "where":
            return WHERE_TABLE.translated(text, field)
        return text
    return field


def refusal_text(reason, game=None):
    """An engine's refusal as the window shows it: without its leading action name, in the window's
    language (with the game's spaces, cards and players named, in English too: "m6" means nothing to a
    player), capitalised."""
    return capital(TABLE.translated(TABLE.stripped(reason), _fields(game)))


__all__ = ["REASONS", "refusal_text"]
