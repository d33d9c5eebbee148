"""A second game, as small as a game can be, built on the kernel alone: the kernel's tests play it.

"Sums": 2 to 4 seats, a deck of 18 numbered cards shuffled at the start, 3 dealt face down to each
seat (hidden cards: only their owner sees them), a six-sided die. On its turn a seat plays a card
from its hand (it scores the card's number and draws the next card of the deck) or rolls the die
(it scores the face). After 4 turns each the highest score wins (ties share the win).

Its game file, format `toy-game`, version 1: `players` (names), `seed`, `deck` (the shuffled order)
and `dice` (the faces rolled), the random outcomes it used (kernel/outcomes.py), then `actions`:
`{"type": "play", "player": 0, "card": "c7"}` and `{"type": "roll", "player": 1}`.

The classes below it are the same game with one thing wrong each: the conformance checks must
catch every one of them (tests/kernel/test_conformance.py).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from kernel import envelope
from kernel.actions import Action, ActionRegistry
from kernel.definition import GameDefinition
from kernel.errors import DataError, IllegalAction, Problem
from kernel.outcomes import Outcomes

TOY_ACTIONS = ActionRegistry("toy", summary_fields=("card",))
CARDS = {f"c{n}": n % 6 + 1 for n in range(18)}
HAND = 3
TURNS = 4
DIE = (1, 2, 3, 4, 5, 6)


@TOY_ACTIONS.action("play")
class PlayCard(Action):
    card: str


@TOY_ACTIONS.action("roll")
class RollDie(Action):
    pass


class Sums:
    """The state of a game of Sums."""

    def __init__(self, setup: Mapping[str, Any]) -> None:
        self.names = list(setup["players"])
        self.seed = setup["seed"]
        self.rng = random.Random(self.seed)
        self.deck_outcomes = Outcomes("deck", self.rng, setup.get("deck"))
        self.dice = Outcomes("dice", self.rng, setup.get("dice"))
        self.deck = self.deck_outcomes.shuffle(sorted(CARDS))
        self.hands = [[self.deck.pop(0) for _ in range(HAND)] for _ in self.names]
        self.scores = [0] * len(self.names)
        self.turn = 0
        self.actions: list[dict[str, Any]] = []

    @property
    def seat(self) -> int | None:
        return None if self.over else self.turn % len(self.names)

    @property
    def over(self) -> bool:
        return self.turn >= TURNS * len(self.names)


class Toy(GameDefinition):
    id = "toy"
    name = "Sums"
    version = 1
    actions = TOY_ACTIONS
    ai_levels = ("random",)

    def parse_setup(self, document, where, base_dir="."):
        problems = []
        if not isinstance(document, Mapping):
            return None, [Problem(where, "a game file must hold a JSON object")]
        if document.get("format") != self.game_format:
            problems.append(Problem(f"{where}: format", f"must be {self.game_format}"))
        players = document.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 4 or not all(isinstance(p, str) for p in players):
            problems.append(Problem(f"{where}: players", "must be 2 to 4 names"))
        seed = document.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            problems.append(Problem(f"{where}: seed", "must be a whole number"))
        actions = document.get("actions", [])
        if not isinstance(actions, list):
            problems.append(Problem(f"{where}: actions", "must be a list"))
        if problems:
            return None, problems
        setup = {"players": list(players), "seed": seed, "deck": document.get("deck"), "dice": document.get("dice"),
                 "actions": actions}
        return setup, []

    def new_game(self, setup):
        try:
            return Sums(setup)
        except DataError:
            raise
        except (TypeError, ValueError) as exc:
            raise DataError.single("setup", str(exc)) from None

    def document(self, game):
        return envelope.wrap(self.id, self.version, {
            "players": list(game.names), "seed": game.seed,
            "deck": game.deck_outcomes.recorded(), "dice": game.dice.recorded(),
            "actions": copy.deepcopy(game.actions),
        })

    def sample_setups(self, seed):
        return {f"{n} seats": envelope.wrap(self.id, self.version, {"players": [f"P{i}" for i in range(n)],
                                                                     "seed": seed})
                for n in (2, 4)}

    def apply(self, game, action):
        action = self.actions.from_json(action) if not isinstance(action, Action) else action
        if game.over:
            raise IllegalAction("the game is over")
        if action.player != game.seat:
            raise IllegalAction(f"it is seat {game.seat}'s turn")
        events = []
        if isinstance(action, PlayCard):
            hand = game.hands[action.player]
            if action.card not in hand:
                raise IllegalAction(f"{action.card} is not in your hand")
            hand.remove(action.card)
            game.scores[action.player] += CARDS[action.card]
            if game.deck:
                hand.append(game.deck.pop(0))
            events.append({"type": "played", "player": action.player, "card": action.card})
        else:
            face = game.dice.roll(DIE)
            game.scores[action.player] += face
            events.append({"type": "rolled", "player": action.player, "face": face})
        game.turn += 1
        game.actions.append(action.to_json())
        return events

    def legal_actions(self, game):
        if game.over:
            return []
        seat = game.seat
        return [PlayCard(player=seat, card=card) for card in game.hands[seat]] + [RollDie(player=seat)]

    def is_over(self, game):
        return game.over

    def round(self, game):
        return game.turn // len(game.names) + 1

    def state_json(self, game):
        best = max(game.scores)
        return {
            "round": min(self.round(game), TURNS), "player": game.seat, "over": game.over, "phase": "play",
            "players": [{"name": name, "vp": score, "hand": list(game.hands[i])}
                        for i, (name, score) in enumerate(zip(game.names, game.scores))],
            "winners": [i for i, s in enumerate(game.scores) if s == best] if game.over else [],
            "deck": len(game.deck),
        }

    def view(self, game, seat):
        state = self.state_json(game)
        for i, player in enumerate(state["players"]):
            if i != seat:
                player["hand"] = len(player["hand"])
        return state

    def hidden(self, game, seat):
        return set(game.hands[seat])

    def narrate(self, game, event):
        return f"{game.names[event['player']]} {event['type']} {event.get('card', event.get('face'))}"

    def summary_text(self, game):
        return ", ".join(f"{name} {score}" for name, score in zip(game.names, game.scores))

    def make_player(self, level, seed):
        return RandomToyPlayer(self, random.Random(seed))

    def check_data(self, path, document):
        return [Problem(path, "Sums has no files but its game files")]

    def simulate(self, options):
        raise NotImplementedError

    def play_scene(self, app, session):
        raise NotImplementedError

    def demo_scene(self, app, options):
        raise NotImplementedError


class RandomToyPlayer:
    def __init__(self, definition, rng):
        self.definition, self.rng = definition, rng

    def choose(self, game):
        return self.rng.choice(self.definition.legal_actions(game))


# -- the same game, with one thing wrong each ---------------------------------------------------


class LeakyView(Toy):
    """Every seat's view shows every hand."""

    def view(self, game, seat):
        return self.state_json(game)


class HandByPlace(Toy):
    """Hides each hand by its place in the state JSON (as a game whose cards are named by kind must)."""

    def hidden(self, game, seat):
        return {("players", seat, "hand")}

    def view(self, game, seat):
        state = self.state_json(game)
        for i, player in enumerate(state["players"]):
            if i != seat:
                del player["hand"]
        return state


class LeakyPlace(HandByPlace):
    """Hides hands by place, but the view of seat 0 shows seat 1's hand."""

    def view(self, game, seat):
        state = super().view(game, seat)
        if seat == 0 and len(state["players"]) > 1:
            state["players"][1]["hand"] = list(game.hands[1])
        return state


class HiddenNowhere(HandByPlace):
    """Names a place for its secret that no view holds: the check would pass whatever the views show."""

    def hidden(self, game, seat):
        return {("players", seat, "cards_in_hand")}


class HalfApplied(Toy):
    """A card not in hand is refused after the score has changed."""

    def apply(self, game, action):
        action = self.actions.from_json(action) if not isinstance(action, Action) else action
        if isinstance(action, PlayCard) and action.player == game.seat and action.card not in game.hands[game.seat]:
            game.scores[action.player] += 1
        return super().apply(game, action)


class UnrecordedDice(Toy):
    """Its game file forgets the dice: read back, the seed rolls them again, differently."""

    def document(self, game):
        data = super().document(game)
        data["dice"] = []
        return data

    def new_game(self, setup):
        game = super().new_game(setup)
        game.rng.random()       # and the generator is not where it was when the game began
        return game


class ListsAnIllegalAction(Toy):
    """Lists playing a card the seat does not hold."""

    def legal_actions(self, game):
        found = super().legal_actions(game)
        return found + [PlayCard(player=game.seat, card="c999")] if found else found


class SharedCopy(Toy):
    """Its copy shares the hands and scores with the original."""

    def copy(self, game):
        return copy.copy(game)


class Endless(Toy):
    """No turn ever ends."""

    def apply(self, game, action):
        events = super().apply(game, action)
        game.turn -= 1
        return events


class StateOutsideTheGame(Toy):
    """A roll scores one more for every game the program started before this one: a replay differs."""

    started = 0

    def new_game(self, setup):
        game = super().new_game(setup)
        StateOutsideTheGame.started += 1
        game.bonus = StateOutsideTheGame.started
        return game

    def apply(self, game, action):
        events = super().apply(game, action)
        if events[0]["type"] == "rolled":
            game.scores[events[0]["player"]] += game.bonus
        return events


BROKEN = {
    LeakyView: "views_hide_other_seats_cards",
    LeakyPlace: "views_hide_other_seats_cards",
    HiddenNowhere: "views_hide_other_seats_cards",
    HalfApplied: "illegal_action_changes_nothing",
    UnrecordedDice: "save_round_trips",
    ListsAnIllegalAction: "legal_actions_apply",
    SharedCopy: "copy_plays_on_independently",
    Endless: "random_games_end",
    StateOutsideTheGame: "replay_is_deterministic",
}
