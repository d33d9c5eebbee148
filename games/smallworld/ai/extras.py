"""Abilities the conquest planners do not model, valued by playing them on a copy of the game.

A rules set may give a race actions the planners know nothing about: a form taken at the
start of the turn, an air raid on any region, an artifact used in a conquest, whatever a new
primitive adds. Rather than restate each rule, the computer player asks the model: every
legal action of the acting tribe that is not a step the planners write themselves is applied
to a copy of the game (`light_copy`: `Game.copy` without the action log), once per face of
the die when it rolls one (faces scripted, so the real game's generator is never read ahead),
and the position it leaves is valued by the same planner as the turn without it. The action
is taken when the expected coins it brings plus the plan that follows beat the plan without
it by `margin`.
"""

import copy

from ..model import legal_actions

# Action types the planners write themselves (the turn's own steps and the abilities
# `Traits` reads: dragon, sorcery, roll, ally).
PLANNED = frozenset(("pick", "decline", "conquer", "reinforce", "abandon", "redeploy", "retreat", "end_turn",
                     "dragon", "sorcery", "roll", "ally"))
# The keys of a planned step; a legal action with more (a conquest using an artifact) is an extra.
STEP_KEYS = frozenset(("type", "player", "region", "race"))


class ExtraParams:
    """`per_type`: candidates of one action type tried on copies (those naming the regions worth
    most to the tribe first); `margin`: coins an extra must gain over the plan without it;
    `plain_redeploy`: whether the canonical redeployment without fields (listed at every conquest
    step, and an extra only by its `tokens` key) is tried too. The levels try it; the expert's
    rollouts do not (on the classic rules it is the only extra at nearly every step, a copy of the
    game each time, for a move hard takes about once in 15 classic games a seat: docs/AI.md)."""

    def __init__(self, per_type=3, margin=0.25, plain_redeploy=True):
        self.per_type, self.margin, self.plain_redeploy = per_type, margin, plain_redeploy


def light_copy(game):
    """`Game.copy()` without the log of actions, which the rules never read and which grows all
    game long (most of a late game's copying time)."""
    memo = {id(game.ruleset): game.ruleset, id(game.board): game.board, id(game.actions): []}
    return copy.deepcopy(game, memo)


def extra_actions(game, tribe, in_decline):
    """The acting tribe's legal actions the planners do not write themselves."""
    race = tribe.id if in_decline else None
    out = []
    for action in legal_actions(game):
        if action.get("race") != race:
            continue
        if action["type"] not in PLANNED or not STEP_KEYS.issuperset(action):
            out.append(action)
    return out


def is_plain_redeploy(action):
    """The canonical redeployment with nothing but its tokens (no field of a piece or a marker)."""
    return action["type"] == "redeploy" and STEP_KEYS.union(("tokens",)).issuperset(action)


def worth_trying(actions, params):
    """Of `extra_actions`, those tried on copies: all, or all but the plain redeployment."""
    return actions if params.plain_redeploy else [a for a in actions if not is_plain_redeploy(a)]


def named_regions(action, index):
    """The regions an action names, in any of its fields (a region id or a list of them)."""
    out = []
    for key, value in action.items():
        if key not in STEP_KEYS or key == "region":
            for v in value if isinstance(value, list) else (value,):
                if isinstance(v, str) and v in index:
                    out.append(index[v])
    return out


def shortlist(actions, ctx, params):
    """At most `params.per_type` actions of each type: those naming the regions worth most to
    the tribe first (what it earns holding or taking them), else in the legal actions' order."""
    val = ctx.val
    index = ctx.game.board.index
    by_type = {}
    for n, action in enumerate(actions):
        worth = sum(val.now[r] + val.damage[r] + ctx.hold_gain(r) for r in named_regions(action, index))
        by_type.setdefault(action["type"], []).append((-worth, n, action))
    out = []
    for options in by_type.values():
        options.sort(key=lambda t: (t[0], t[1]))
        out.extend(a for _, _, a in options[:params.per_type])
    return out


def outcomes(game, action):
    """[(probability, game after the action)]: one copy, or one per face of the die if it rolls."""
    faces = sorted(set(game.ruleset.die))
    chance = {f: game.ruleset.die.count(f) / len(game.ruleset.die) for f in faces}
    first = _played(game, action, faces[0])
    if first is None:
        return []
    after, rolled = first
    if not rolled:
        return [(1.0, after)]
    out = [(chance[faces[0]], after)]
    for face in faces[1:]:
        played = _played(game, action, face)
        if played is None:
            return []
        out.append((chance[face], played[0]))
    return out


def _played(game, action, face):
    """(the copy after the action with every roll giving `face`, whether it rolled), or None if refused."""
    after = light_copy(game)
    after.dice_script = [face] * 4
    rolls = len(after.dice_log)
    try:
        after.apply(action)
    except Exception:       # the model refuses it in this position: not a candidate
        return None
    return after, len(after.dice_log) > rolls


def best_extra(game, seat, actions, tribe, in_decline, baseline, value_after, ctx, params):
    """Of `actions` (`extra_actions`), the one whose expected value beats `baseline` by the
    margin, or None.

    `value_after(copy)`: the acting tribe's plan value in the copy (the same planner as
    `baseline`); the player's coins gained or paid by the action count too."""
    coins = game.players[seat].coins
    held = tribe.regions
    best, best_value = None, baseline + params.margin
    for action in shortlist(worth_trying(actions, params), ctx, params):
        total = 0.0
        results = outcomes(game, action)
        if not results:
            continue
        for p, after in results:
            mine = after.players[seat]
            gained = mine.coins - coins
            # a region taken from someone by the action itself: what it costs its owner
            taken = sum(ctx.val.damage[r] for r in _held(after, tribe, in_decline) - held)
            total += p * (gained + taken + value_after(after))
        if total > best_value + 1e-9:
            best, best_value = action, total
    return best


def _held(after, tribe, in_decline):
    """The tribe's regions in the copy (its race may have left play: none)."""
    twin = after.tribes.get(tribe.id)
    return twin.regions if twin is not None else frozenset()
