"""Warcraft's first lesson as data: the game it plays and its steps, in order.

The game is games/warcraft_board/lessons/first_battle.json (written by lessons/tools/make_first_battle.py):
the main game for two on the shipped map, the learner's Orcish Horde (seat 0) against an easy computer's
Human Alliance, every random outcome written down (the decks' order, the income die, the combat dice), and
three game turns already played: the Orcs' three melee units stand on the 2-VP Objective o4, the Humans' on
the 2-VP Objective o5 beside it. The lesson begins at game turn 4, the Orcs to move first.

The steps: two melee units from o4 into o5, End step, the fight in o5; the battle read (draws, rounds,
phases); Envenomed Spears played in the melee phase's window before the rolls (the Orcs roll 1, 5, 2 and
the 5 is rolled again into a 2: three hits; the Humans 6, 2, 4: one hit); the Orcs' casualty taken from the
flank (the unit left on o4), so both units on o5 hold it; the winner's draw read; the Harvest step (the
worker on the Mine and the one on the Forest roll the income die); Deploy (nothing trained yet: End step);
Spend: Train at the Barracks and the Workshop; the closing card (Play on, New game, Title screen).

A step's texts are English msgids (N_), filled by coach.WarcraftCoach.fields: {computer}. A step with `act`
allows only an action whose fields equal the act's (`on`: the action's piece stands on that space); `goal`
and `why` make the refusal. A step with `allow` lets through actions of those types until the learner's
turn reaches the step `until`. A step with neither is read, then Next; the `closing` step ends the lesson.
"""

import os
from dataclasses import dataclass

from game.i18n import N_
from game.lesson.step import LessonStep

LEARNER = 0                 # the learner's seat
COMPUTER = 1
PLAYER_NAME = N_("Apprentice")
GAME_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lessons",
                         "first_battle.json")
FRONT, BATTLE = "o4", "o5"  # where the Orcs stand, and where the Humans wait


@dataclass(frozen=True)
class Step(LessonStep):                 # key, title, text, act, goal, why, buttons, closing: every lesson's
    on: str | None = None               # the action's piece must stand on this space
    allow: tuple[str, ...] = ()         # a step of a few free actions: their types
    until: str | None = None            # ... until the learner's turn reaches this step of the game
    spaces: tuple[str, ...] = ()        # spaces that glow (what to click, in order)
    cards: tuple[str, ...] = ()         # hand cards that glow


STEPS = (
    Step("welcome", N_("Learn to play Warcraft"),
         N_("Welcome! This lesson plays your first battle in a real game against {computer}, a computer player. "
            "You lead the Orcish Horde, in red; {computer} leads the Human Alliance, in blue. Three game turns "
            "have been played: your three melee units stand on a 2-VP Objective, and the Humans' wait on the "
            "Objective beside it. Each card says what to click next; for now only that is allowed.")),
    Step("turn", N_("The game turn"),
         N_("A game turn has four steps: Move, Harvest, Deploy, Spend. Every player takes the Move step in turn, "
            "then every player the Harvest step, and so on. This turn you move first. The side panel shows your "
            "purse, your units' Strength and your hand; the log below it tells what happened.")),
    Step("move1", N_("Move into the enemy"),
         N_("Click your melee units on the glowing Objective, then the glowing space where the Humans stand. A "
            "melee unit moves 1 space; a piece that enters a space holding enemies stops there, and the space "
            "becomes a battle at the end of your movement."),
         act={"type": "move", "path": [BATTLE]}, on=FRONT, goal=N_("move a melee unit into the glowing space"),
         why=N_("that is where the battle is fought"), spaces=(FRONT, BATTLE)),
    Step("move2", N_("A second unit"),
         N_("Move a second melee unit the same way. Leave the third where it is: a unit on a space next to the "
            "battle, its flank, fights too, without moving."),
         act={"type": "move", "path": [BATTLE]}, on=FRONT, goal=N_("move a second melee unit into the glowing space"),
         why=N_("two units attack and one flanks"), spaces=(FRONT, BATTLE)),
    Step("end_move", N_("End your movement"),
         N_("Click End movement: your movement is over. Every space holding your units and enemy units now "
            "hosts a battle."),
         act={"type": "end_step"}, goal=N_("end the step"), why=N_("the battle comes after the movement"),
         buttons=("end_step",)),
    Step("fight", N_("Start the battle"),
         N_("With several battles you choose their order. Click the glowing battle space to fight there."),
         act={"type": "fight", "space": BATTLE}, goal=N_("click the glowing battle space"),
         why=N_("it is the only battle"), spaces=(BATTLE,)),
    Step("battle", N_("How a battle goes"),
         N_("Each player with a unit in the battle drew 1 card. A battle is fought in rounds; each round has three "
            "phases: ranged units attack, then flying units, then melee units. Only units of the phase's type "
            "roll: one die each, and a die hits when it shows your Strength (S) or less. Your melee S is 2. "
            "Nobody here has ranged or flying units, so the melee phase comes at once.")),
    Step("card", N_("A card in its window"),
         N_("Before each wave of dice, players may play a card that fits that moment. Your Envenomed Spears fit "
            "now: each of your dice that misses is rolled once more. Click the glowing card in your hand."),
         act={"type": "play_card", "card": "envenomed_spears"}, goal=N_("play Envenomed Spears"),
         why=N_("the spears make your misses roll again"), cards=("envenomed_spears",)),
    Step("casualty", N_("Your casualty"),
         N_("The dice are above the map: you rolled 1, 5 and 2, and the 5 was rolled again into a 2, so three "
            "hits; the Humans hit once. The defenders remove their casualties first, then the attackers, one at a "
            "time. You pick yours: click your unit on the glowing flank, so both units in the battle space "
            "survive."),
         act={"type": "casualty"}, on=FRONT, goal=N_("remove the unit on the glowing flank"),
         why=N_("your units in the battle space must survive to hold it"), spaces=(FRONT,)),
    Step("won", N_("Victory and the winner's draw"),
         N_("The battle ends when only one side has units on the battle space. You won: each winner with a unit "
            "there draws 1 more card, and the Objective's 2 VP are yours while a unit of yours stands on it. The "
            "Humans' remaining units were all removed.")),
    Step("harvest", N_("Harvest"),
         N_("Now the Harvest step. Each of your workers on a Gold Mine or a Forest rolls the income die and "
            "brings that much gold or wood. Click each glowing space to roll for it, then end the step. In the "
            "Deploy step that follows there is nothing to place yet: end that step too."),
         allow=("harvest", "end_step"), until="spend", spaces=("m4", "f2"), buttons=("end_step",)),
    Step("train", N_("Spend: train"),
         N_("In the Spend step you choose one option: Train, Build or Upgrade. Click Train…, tick the Barracks "
            "(a melee unit, 1 gold and 1 wood) and the Workshop (a worker, 1 gold), then confirm. Trained pieces "
            "come onto the map in your next Deploy step."),
         act={"type": "train"}, goal=N_("train at your buildings"), why=N_("that is this lesson's last step"),
         buttons=("train",)),
    Step("closing", N_("You know the basics"),
         N_("Moving into enemies, a battle's phases and dice, a card in its window, casualties, the winner's "
            "draw, harvest and training: that is the heart of the game. The first to hold 15 VP at the end of "
            "his turn wins. Play on finishes this game against {computer}, saved like any game; New game starts "
            "another; Rules has everything else."),
         closing=True),
)

KEYS = tuple(step.key for step in STEPS)
