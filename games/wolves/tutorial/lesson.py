"""The Wolves' first lesson as data: the game it plays and its steps, in order.

The game (LESSON) is two seats on the shipped box with every random outcome written down: the
learner plays the meadow wolves (seat 0), an easy computer the desert wolves and moves first, the
virtual pack is the mountain wolves. The computer's choices depend only on the game as it stands
(coach.SteadyPlayer), so with the learner held to the steps the lesson plays out the same every time.

The steps are written for that board: the tiles' face a; the draft on the two hexes beside the hare
(0,1 and -2,2); a Move of the pack wolf to the third hex beside it (-1,1: a mountain, which also
hunts the hare); a den on the tundra hex 1,0 beside the alpha, taken from the Howl track (range 1 to 2);
the bonus action token; a Howl at the lone wolf of 1,2 (two hexes away), paid with the home tile and the
tundra/meadow tile, which turns back to tundra; End turn. The second turn: a Move of the pack wolf from
-1,1 to the mountain 0,-1, whose tile flips to tundra, so two tiles show tundra; an Upgrade of the den of
1,0 (a tundra hex touching the central water, the alpha beside it) to a lair; End turn. The third turn: a
Dominate of the computer's pack wolf on 0,2 (meadow, beside the alpha), paid with the three meadow tiles.
Then free play until the new moon has been scored; what the scoring gave, and why; and the closing card
(Play on).

A step's texts are English msgids (N_), filled by coach.WolvesCoach.fields: {computer}, {day},
{new_day}, {days_left}, {hunt_vp}, {scoring}. A step with `act` allows only an action whose fields
equal the act's (a Move's wolves as listed; paid as the lit tiles say, when `default_pay`); `goal` and
`why` make the refusal. A step without `act` is read, then Next; a `free` step allows every action
and ends when the new moon has been scored; the `closing` step ends the lesson.
"""

from dataclasses import dataclass

from game.i18n import N_
from game.lesson.step import LessonStep

LEARNER = 0                 # the learner's seat
PLAYER_NAME = N_("Apprentice")

# The lesson's game file: every random outcome fixed (seed 11 drew this table; it is kept written out).
LESSON = {
    "format": "wolves-game", "version": 1, "map": "standard", "seed": 11,
    "players": [{"name": "Apprentice", "kind": "human", "pack": "meadow"},
                {"name": "Brom", "kind": "ai", "level": "easy", "pack": "desert"}],
    "layout": {"C": "r09", "NE": "r04", "SE": "r02", "SW": "r07", "NW": "r05"},
    "scoring": {"r09": ["full"], "r04": ["new"], "r02": ["quarter", "full"], "r07": ["full"],
                "r05": ["new", "quarter"]},
    "prey": {"r09": "hare", "r04": "moose", "r02": "boar", "r07": "raccoon", "r05": "deer"},
    "packs": ["meadow", "desert"],
    "first_player": 1,
    "virtual_pack": "mountain",
}

HARE = "-1,2"


@dataclass(frozen=True)
class Step(LessonStep):                 # key, title, text, act, goal, why, buttons, closing: every lesson's
    hexes: tuple[str, ...] = ()         # hexes that glow (what to click, in order)
    default_pay: bool = False           # only the payment lit by default: the later steps need the other tiles
    pay: tuple[int, ...] = ()           # the tiles lit and required, when not the engine's default payment
    free: bool = False


STEPS = (
    Step("welcome", N_("Learn to play The Wolves"),
         N_("Welcome! This lesson plays the first turns of a real game against {computer}, an easy computer "
            "player. You lead the meadow wolves, in bluish green. Each card tells you what to click next; for now "
            "only that is allowed. Menu leaves the lesson, and Learn to play on the title screen brings you back "
            "here.")),
    Step("goal", N_("How to win"),
         N_("Victory points (VP) come from the regions you hold when the moon calendar reaches a moon phase, "
            "from prey you hunt, from lairs, and from the tracks of your pack board (on the right): every den, "
            "lair or wolf taken from it reveals a number. The game ends once the full moon has been scored.")),
    Step("orient", N_("Your terrain tiles"),
         N_("Every action is paid by flipping terrain tiles that show the terrain of the hex you act on. "
            "Your home tile shows meadow on both faces; the five others show two terrains each. Choose how "
            "they lie: click the row Face a."),
         act={"type": "orient", "face": "a"}, goal=N_("choose face a"),
         why=N_("the lesson is written for those tiles"), buttons=("face_a",)),
    Step("draft1", N_("The start draft"),
         N_("Each pack puts an alpha (the big wolf) and a pack wolf on an empty hex of a region whose top "
            "scoring token is not a new moon; {computer} went first. Click the glowing hex beside the hare."),
         act={"type": "start", "hex": "0,1"}, goal=N_("start on the glowing hex"),
         why=N_("from there your wolves can hunt the hare"), hexes=("0,1",)),
    Step("draft2", N_("The start draft"),
         N_("You place twice in a row in the 2-player game. Click the glowing hex on the hare's other side: "
            "wolves standing on three hexes around a prey hunt it."),
         act={"type": "start", "hex": "-2,2"}, goal=N_("start on the glowing hex"),
         why=N_("from there your wolves can hunt the hare"), hexes=("-2,2",)),
    Step("turn", N_("Your first turn"),
         N_("{computer} has played its turn. Now you take two actions, any mix. As the second player you also "
            "received a bonus action token (under your pack board): discarding it gives one more action.")),
    Step("move", N_("Move"),
         N_("Click your pack wolf on the glowing hex, then the glowing mountain hex beside the hare, then "
            "Confirm. A Move pays 1 tile showing the destination's terrain (lit on your board), and it flips. "
            "Spread 2: one Move moves up to two wolves; Speed 3: each goes up to three steps (the numbers on "
            "the lit hexes)."),
         act={"type": "move", "wolves": [{"kind": "pack", "from": "0,1", "to": "-1,1"}]},
         goal=N_("move the pack wolf to the glowing hex"), why=N_("three wolves around the hare hunt it"),
         hexes=("0,1", "-1,1"), default_pay=True),
    Step("hunt", N_("A hunt"),
         N_("Your wolves stand on three hexes around the hare: your pack hunts it. The hare goes to the hunt "
            "area of your board, worth {hunt_vp} VP. A pack hunts each kind of prey once.")),
    Step("build", N_("Build a den"),
         N_("Click Build den, then the glowing tundra hex beside your alpha, choose the Howl track, then "
            "Confirm. A den costs 2 tiles of its hex's terrain. It leaves the Howl track, which rises from 1 "
            "to 2: your alphas now reach 2 hexes away."),
         act={"type": "build", "hex": "1,0", "area": "howl"}, goal=N_("build a den on the glowing hex, "
                                                                     "from the Howl track"),
         why=N_("the next step needs the longer howl"), hexes=("1,0",), buttons=("build", "area_howl"),
         default_pay=True),
    Step("bonus", N_("The bonus action token"),
         N_("Your two actions are spent. Click Bonus action: the token is discarded and you have one more "
            "action this turn."),
         act={"type": "bonus_action"}, goal=N_("use your bonus action token"),
         why=N_("the next step needs one more action"), buttons=("bonus",)),
    Step("howl", N_("Howl at a lone wolf"),
         N_("Click Howl, then the glowing lone wolf two hexes from your alpha, then Confirm. A Howl costs 2 "
            "tiles of meadow: the lesson lights your home tile and the tile that turned to meadow for the den, "
            "which flips back to tundra. The lone wolf joins your pack: a pack wolf from your board stands "
            "there, and the token goes on the moon calendar."),
         act={"type": "howl", "hex": "1,2"}, goal=N_("howl at the glowing lone wolf"),
         why=N_("it is within your new range"), hexes=("1,2",), buttons=("howl",), default_pay=True,
         pay=(0, 5)),
    Step("calendar", N_("The moon calendar"),
         N_("The calendar (on the right) has reached day {day}. Each Howl, Upgrade to lair and Dominate fills "
            "one day. When day {new_day} fills, the regions whose top token shows a new moon are scored at the "
            "end of that turn: the pack with the most control there wins the token.")),
    Step("end", N_("End the turn"),
         N_("No action left: click End turn. {computer} plays next."),
         act={"type": "end_turn"}, goal=N_("end your turn"), why=N_("your actions are spent"), buttons=("end_turn",)),
    Step("move2", N_("A tile flips back"),
         N_("Your second turn. A tile flipped by one action pays a later one with its new face. Move the pack "
            "wolf on the glowing hex to the glowing mountain hex: your mountain tile pays and flips to tundra. "
            "With the tile your Howl flipped, two tiles now show tundra, the terrain of your den."),
         act={"type": "move", "wolves": [{"kind": "pack", "from": "-1,1", "to": "0,-1"}]},
         goal=N_("move the pack wolf to the glowing hex"), why=N_("the next step needs two tiles of tundra"),
         hexes=("-1,1", "0,-1"), default_pay=True),
    Step("upgrade", N_("Upgrade a den to a lair"),
         N_("Click Upgrade to lair, then your den on the glowing hex, then Confirm. A den whose hex touches water "
            "can become a lair when one of your alphas stands on it or beside it: 2 tiles of its terrain, one lair "
            "per region board. The den goes on the moon calendar, a lair from your board takes its place (3 "
            "control where it stands, VP on your board) and you gain a bonus terrain token."),
         act={"type": "upgrade", "hex": "1,0"}, goal=N_("upgrade the den on the glowing hex"),
         why=N_("it touches water and your alpha stands beside it"), hexes=("1,0",), buttons=("upgrade",),
         default_pay=True),
    Step("end2", N_("End the turn"),
         N_("Both actions are spent: click End turn. {computer} plays next."),
         act={"type": "end_turn"}, goal=N_("end your turn"), why=N_("your actions are spent"), buttons=("end_turn",)),
    Step("dominate", N_("Dominate a foreign pack wolf"),
         N_("{computer}'s pack wolf stands beside your alpha. Click Dominate, then that wolf on the glowing "
            "hex, then Confirm. Dominate reaches a foreign pack wolf or den within your Howl range and costs 3 "
            "tiles of its hex's terrain (a bonus terrain token counts as one). The piece goes on the moon "
            "calendar and one of yours takes its place: a pack wolf from your board, or for a den a den from "
            "the track you choose. A hex holding two pieces of one colour cannot be dominated."),
         act={"type": "dominate", "hex": "0,2", "kind": "pack"}, goal=N_("dominate the glowing pack wolf"),
         why=N_("it stands within your Howl range"), hexes=("0,2",), buttons=("dominate",), default_pay=True),
    Step("free", N_("Play on to the new moon"),
         N_("Now play as you like. The new moon comes in {days_left}: Howl, Upgrade to lair and Dominate bring "
            "it nearer. Point at the calendar's new moon to light the regions it scores; a region's control is "
            "alpha 1, pack wolf 1, den 1, lair 3. Undo takes back an action of your turn."),
         free=True),
    Step("scored", N_("The new moon"),
         N_("{scoring}")),
    Step("closing", N_("You know the basics"),
         N_("Tiles, the draft, Move, a hunt, a den, the bonus token, Howl and the calendar, a lair, Dominate, a "
            "scoring: that is the whole game, until the full moon. Play on finishes this game against "
            "{computer}, saved like any game (Continue resumes it); New game starts another; Rules has "
            "everything else."),
         closing=True),
)

KEYS = tuple(step.key for step in STEPS)
FREE = KEYS.index("free")
