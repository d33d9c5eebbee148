"""The first lesson as data: the scripted game it plays and its steps, in order.

The game is the game file GAME_FILE (under assets/, shipped with the game): Thornmere, a fixed
seed, the combo column in a fixed order (its `races` and `powers` lists), a die whose first
roll is 0 (`dice`), and one computer seat that plays with the real AI. The steps below are
written for that game: the second combo, then Fenhollow (an empty border region), Ironhorn
(a mountain with a lost tribe: 2 + 1 + 1), the final attempt on Millbrook that the die loses,
the redeployment, Undo (which takes it back: placed again), the score, a decline in round 2 and a
new combo in round 3. At the end the learner may play that game on as any game (the lesson's scene).

A step is one card of the coach panel. Its texts are English msgids (N_) with fields that
coach.Coach fills from the game as it stands: {region} (the step's region), {combo} and {tokens}
("7 tokens": the combo the step picks), {race} (the player's active one), {cost}, {breakdown}, {hand}
("1 token": ready to conquer with),
{computer}, {score}, {rounds}. A step with `act` teaches that one action and allows nothing
else (`goal` and `why` make the refusal: "In this lesson, {goal} first: {why}"); its act UNDO is the
window's Undo, no game action (the one step where Undo is on: it takes back the action taught before
it, so the game then holds the actions taught before that: coach.expected_actions); a step without
it is read, then Next; a `wait` step lasts while the computer plays; the `closing` step is the
card that ends the lesson.
"""

from dataclasses import dataclass

from game.i18n import N_
from game.lesson.step import LessonStep

GAME_FILE = ("assets", "tutorial", "first-game.json")
UNDO = "undo"                      # the act of the step that teaches Undo (the window's button, not a game action)
PLAYER_NAME = N_("Apprentice")     # the learner's seat (the file's "You" is replaced when a lesson starts)


@dataclass(frozen=True)
class Step(LessonStep):              # key, title, text, act, goal, why, buttons, closing: every lesson's
    region: str | None = None        # the region a reading step is about (it glows)
    wait: bool = False               # lasts while the computer plays


STEPS = (
    Step("welcome", N_("Learn to play"),
         N_("Welcome! This lesson plays the first turns of a real game on the small map Thornmere, against "
            "{computer}, a computer player. Each card tells you what to do; for now only that is allowed. "
            "Menu leaves the lesson, and Continue lesson on the title screen brings you back here.")),
    Step("combos", N_("Races and powers"),
         N_("Each card is a combo: a race with a special power. Their two numbers add up to the tokens you get. "
            "The top combo is free; each one further down costs 1 coin for every combo above it, and that coin "
            "is left on the combo you skipped: whoever picks it later takes the coins too.")),
    Step("pick", N_("Pick a combo"),
         N_("Pick {combo}, the second card: {tokens} for 1 coin. That coin stays on the first card."),
         act={"type": "pick", "combo": 1}, goal=N_("pick {combo}"),
         why=N_("this lesson is played with that combo")),
    Step("enter", N_("Conquer"),
         N_("A new race enters the map from its edge. Click {region}, which glows: an empty region costs "
            "2 tokens. Your tokens in hand are counted at the bottom left."),
         act={"type": "conquer", "region": "r18"}, goal=N_("conquer {region}"),
         why=N_("a new race enters at the edge of the map, and {region} is empty")),
    Step("cost", N_("Read a cost"),
         N_("The number on a gold region is what it costs. {region} costs {breakdown}: every conquest costs 2, "
            "+1 for a mountain, +1 for each token already there (here a lost tribe). Hover any region to "
            "read what stands in it."),
         region="r19"),
    Step("mountain", N_("Conquer a mountain"),
         N_("Conquer {region}: {cost} of your tokens. The lost tribe there leaves the map."),
         act={"type": "conquer", "region": "r19"}, goal=N_("conquer {region}"),
         why=N_("it is the cost you have just read")),
    Step("attempt", N_("The final attempt"),
         N_("You have {hand} left, and {region} costs {cost}. Once per turn, when you are short, the final attempt "
            "rolls the reinforcement die for the rest (faces 0, 0, 0, 1, 2, 3). Click {region}, in orange, "
            "then Roll the die."),
         act={"type": "reinforce", "region": "r14"}, goal=N_("try the final attempt on {region}"),
         why=N_("this step shows the reinforcement die")),
    Step("lost", N_("Not this time"),
         N_("The die showed 0: {region} stays free. Win or lose, the final attempt ends your conquests for this "
            "turn, and the token you risked comes back to your hand."),
         region="r14"),
    Step("redeploy", N_("Redeploy"),
         N_("Now place your tokens for the others' turns. Click one of your regions to put the token in your "
            "hand there (− takes one back; each region keeps at least 1), then Confirm."),
         act={"type": "redeploy"}, goal=N_("redeploy your tokens"),
         why=N_("your conquests are over for this turn"), buttons=("confirm",)),
    Step("undo", N_("Undo"),
         N_("Changed your mind? Undo, at the top, takes back your last action (so does Ctrl+Z). Click it: your "
            "tokens come back to be placed again. Undo goes back as far as the start of your turn, but never "
            "past a die roll or a new combo: the final attempt stands."),
         act={"type": UNDO}, goal=N_("click Undo"), why=N_("this step shows Undo"), buttons=("undo",)),
    Step("redeploy_again", N_("Redeploy again"),
         N_("Your tokens are back as they were before Confirm. Click one of your regions to place the token in "
            "your hand, then Confirm again."),
         act={"type": "redeploy"}, goal=N_("redeploy your tokens"),
         why=N_("Undo has taken the redeployment back"), buttons=("confirm",)),
    Step("end", N_("End the turn"),
         N_("Click End turn: your regions score now, and {computer} plays."),
         act={"type": "end_turn"}, goal=N_("end your turn"), why=N_("your tokens are in place"),
         buttons=("end_turn",)),
    Step("scored", N_("Scoring"),
         N_("{score} Coins are victory points: after the last round the richest player wins. "
            "{computer} plays now: watch the map."),
         wait=True),
    Step("why_decline", N_("Decline"),
         N_("Round 2. Your {race} have few tokens left to conquer with. Send them into decline: they flip, "
            "keep 1 token in each region, and those regions still score 1 coin each turn. Next turn you pick "
            "a fresh race.")),
    Step("decline", N_("Go into decline"),
         N_("Click Decline."),
         act={"type": "decline"}, goal=N_("send your race into decline"),
         why=N_("this step shows the decline"), buttons=("decline",)),
    Step("end_decline", N_("End the turn"),
         N_("Going into decline takes your whole turn. Click End turn: your declined regions score."),
         act={"type": "end_turn"}, goal=N_("end your turn"), why=N_("a decline takes the whole turn"),
         buttons=("end_turn",)),
    Step("scored_decline", N_("Scoring"),
         N_("{score} Your declined regions go on scoring every turn. {computer} plays now."),
         wait=True),
    Step("pick_again", N_("Pick again"),
         N_("Round 3: pick a new combo, any card you can afford. Your declined race stays on the map and keeps "
            "scoring, beside your new one."),
         act={"type": "pick"}, goal=N_("pick a new combo"), why=N_("your race is in decline")),
    Step("closing", N_("You know the basics"),
         N_("Pick, conquer, read a cost, the final attempt, redeploy, undo, score, decline, pick again: that is "
            "a whole game, for {rounds} rounds on this map. Play on finishes this one against {computer}, "
            "saved like any game (Continue resumes it); New game starts another; Rules explains every race "
            "and power."),
         closing=True),
)
