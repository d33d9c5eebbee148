"""The typed actions of Warcraft: The Board Game (`ACTIONS`), as game files store them.

Every action has `type` and `player` (the seat acting). Pieces are named by `piece` (their id),
spaces by id, cards by card id. The ids follow the rules' words (docs/WARCRAFT_RULES.md; the game
file's fields: docs/FORMATS.md §10).
"""

from __future__ import annotations

from kernel.actions import Action, ActionRegistry

ACTIONS = ActionRegistry("warcraft_board", summary_fields=("card", "space", "piece", "building", "kinds"))


# -- the turn's steps --------------------------------------------------------------------

@ACTIONS.action("move")
class Move(Action):
    """Move one piece along `path` (adjacent spaces, the start left out). `escort`: take along the
    own race's prisoner from the start space (Prisoners)."""
    piece: int
    path: tuple[str, ...]
    escort: bool | None = None


@ACTIONS.action("harvest")
class Harvest(Action):
    """Roll the income die for one Mine or Forest holding the player's workers, one worker at a time.
    `outpost`: the worker on an unfinished Outpost there rolls too (its Outpost removed first)."""
    space: str
    outpost: bool | None = None


@ACTIONS.action("deploy")
class Deploy(Action):
    """A trained piece from its building to the City space or a finished Outpost."""
    piece: int
    space: str


@ACTIONS.action("complete")
class Complete(Action):
    """Complete a building (its index among the player's buildings)."""
    building: int


@ACTIONS.action("complete_outpost")
class CompleteOutpost(Action):
    space: str


@ACTIONS.action("train")
class Train(Action):
    """Spend: train one piece in each listed building (indexes)."""
    buildings: tuple[int, ...]


@ACTIONS.action("build")
class Build(Action):
    """Spend: start building tiles (kinds) and Outposts (spaces). `by_card`: one tile kind among
    `tiles` started by `call_to_build` (no worker)."""
    tiles: tuple[str, ...] | None = None
    outposts: tuple[str, ...] | None = None
    by_card: str | None = None


@ACTIONS.action("upgrade")
class Upgrade(Action):
    """Spend: one level for each listed unit type."""
    kinds: tuple[str, ...]


@ACTIONS.action("give")
class Give(Action):
    """Pass gold and wood to a team partner (C13)."""
    to: int
    gold: int | None = None
    wood: int | None = None


@ACTIONS.action("ask")
class Ask(Action):
    """Ask the team partner for gold and wood (C13); he answers at once."""
    gold: int | None = None
    wood: int | None = None


@ACTIONS.action("answer")
class Answer(Action):
    """The answer to a partner's request: the amounts given (0 and 0: no)."""
    gold: int | None = None
    wood: int | None = None


@ACTIONS.action("play_vp")
class PlayVp(Action):
    """Lay a victory_point card face up (C33)."""


@ACTIONS.action("fight")
class Fight(Action):
    """The mover chooses the next battle."""
    space: str


@ACTIONS.action("end_step")
class EndStep(Action):
    """End the free part of the step."""


@ACTIONS.action("pass")
class Pass(Action):
    """Decline a window (or a battle window)."""


@ACTIONS.action("play_card")
class PlayCard(Action):
    """Play a card, in or out of battle; the card says which fields it needs. `space`, `to`
    (town_portal's destination), `piece`, `resource` (gold | wood), `target` (a seat), `pieces` and
    `spaces` (town_portal's overflow: pieces[i] goes to spaces[i]), `phases`."""
    card: str
    space: str | None = None
    to: str | None = None
    piece: int | None = None
    resource: str | None = None
    target: int | None = None
    pieces: tuple[int, ...] | None = None
    spaces: tuple[str, ...] | None = None
    phases: tuple[str, ...] | None = None


@ACTIONS.action("respawn")
class Respawn(Action):
    """Nordrassil: the Undead choose among tied nearest spaces for a killed unit."""
    piece: int
    space: str


# -- battle (the battle module handles them while a battle is pending) --------------------

@ACTIONS.action("opt_in")
class OptIn(Action):
    """A partner with units only on flanks joins the battle with all of them, or with none."""
    join: bool


@ACTIONS.action("name_phases")
class NamePhases(Action):
    """Slow Poison: the phases named this round."""
    phases: tuple[str, ...]


@ACTIONS.action("casualty")
class Casualty(Action):
    """The side's lead removes one eligible unit."""
    piece: int


@ACTIONS.action("raise_dead")
class RaiseDead(Action):
    """Raise Dead: how many melee units to put on the battle space."""
    count: int


@ACTIONS.action("return_excess")
class ReturnExcess(Action):
    """Raise Dead at a battle's end: the melee units returned to reserve."""
    pieces: tuple[int, ...]


STEP_ACTION_TYPES = frozenset({"move", "harvest", "deploy", "complete", "complete_outpost", "train", "build",
                               "upgrade", "give", "ask", "answer", "play_vp", "fight", "end_step", "pass",
                               "play_card", "respawn"})
