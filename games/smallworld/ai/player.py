"""The turn driver shared by the easy, medium and hard levels.

`choose(game)` looks at the state, decides what the acting tribe does next and
returns one action: retreats, a declined race that still conquers first, pick,
decline, the next step of the conquest plan, the redeployment, a decline after
the redeployment, the ally of a peace, end of turn. The plan is recomputed
from the state at every step (so a die roll or a loaded game simply leads to a
new plan); only the turn's decline outlook is remembered, keyed by the turn it
belongs to.

Rules are the model's: costs, reach, coins and what is legal come from its
queries (`games.smallworld.model.queries`, `legal_actions`), what an ability does from the
race's effect primitives. Every action is checked with the model's own rule
functions before it is returned; if anything is off, a legal action from
`legal_actions` is used instead, so a level never stalls or plays an illegal
move.
"""

import copy
import weakref

from ..model import (
    Campaign,
    IllegalAction,
    acting_tribes,
    legal_actions,
    ready_tokens,
    redeploy_refusal,
    region_value,
)
from .decline import DeclineParams, RaceOutlook, best_decline_turn
from .deploy import redeploy_action, retreat_action, simple_redeploy_action, with_other_fields
from .extras import ExtraParams, best_extra, extra_actions, worth_trying
from .info import Traits, TribeInfo, tribe_strength
from .picking import combo_values, static_value, token_value
from .planner import Context, PlannerParams, Start, plan_chain, plan_greedy, plan_simple
from .threat import ThreatMap, ThreatParams
from .valuation import Horizon, Valuation, turns_after, turns_ahead


class ValueParams:
    def __init__(self, gamma=0.8, decline_keep=0.8, token_value=0.4, damage=0.0, lead_weight=0.6,
                 damage_spread=0.0, damage_turns=None):
        self.gamma, self.decline_keep, self.token_value = gamma, decline_keep, token_value
        self.damage, self.lead_weight = damage, lead_weight
        self.damage_spread, self.damage_turns = damage_spread, damage_turns


class PickParams:
    """Combo picking. The decline-time abilities, by the race's flags: `late_decline_value` (it may
    decline after its redeployment), `extra_slot_value` (in decline it takes no declined race's
    place), `acting_decline_value` per token and turn (it keeps conquering in decline);
    `hint_weight`: coins per turn active per point of the other abilities' `ai_pick_value`;
    `learned`: coins to add to a combo's value per race and per power id ({"races": {id: coins},
    "powers": {id: coins}}: what the valuation misses, learned from games; None: nothing added)."""

    def __init__(self, fresh_active_turns=2, growth=0.5, late_decline_value=2.0, extra_slot_value=2.0,
                 position_cost=1.0, acting_decline_value=0.2, conquest_turns=1.5, second_turn=0.0,
                 hint_weight=0.25, learned=None):
        self.learned = learned
        self.second_turn = second_turn
        self.fresh_active_turns, self.growth = fresh_active_turns, growth
        self.acting_decline_value, self.conquest_turns = acting_decline_value, conquest_turns
        self.position_cost = position_cost
        self.late_decline_value, self.extra_slot_value = late_decline_value, extra_slot_value
        self.hint_weight = hint_weight


class Config:
    """What a level does: which planner, picker, decline rule and redeployment."""

    def __init__(self, planner="chain", picker="plan", decline="schedule", redeploy="threat",
                 markers=True, ally=True, plan=None, pick_plan=None, values=None, threat=None,
                 picks=None, declines=None, extras=None):
        self.extras = extras or ExtraParams()
        self.planner, self.picker, self.decline, self.redeploy = planner, picker, decline, redeploy
        self.markers, self.ally = markers, ally
        self.plan = plan or PlannerParams()
        self.pick_plan = pick_plan or PlannerParams(width=5, max_depth=10, exact=5)
        self.values = values or ValueParams()
        self.threat = threat or ThreatParams()
        self.picks = picks or PickParams()
        self.declines = declines or DeclineParams()

    def tuned(self, settings):
        """A copy with some heuristics' numbers changed: `settings` maps "part.field" (a part being
        `values`, `picks`, `declines`, `threat`, `plan`, `pick_plan` or `extras`) to a value."""
        out = copy.deepcopy(self)
        for path, value in (settings or {}).items():
            part, _, field = path.partition(".")
            params = getattr(out, part, None)
            if params is None or part not in self.PARTS or not hasattr(params, field):
                raise ValueError(f"no AI setting {path!r}")
            setattr(params, field, value)
        return out

    PARTS = ("values", "picks", "declines", "threat", "plan", "pick_plan", "extras")


class AIPlayer:
    level = "ai"
    strict = False          # tests set this to see errors instead of fallbacks
    combo_memo = None       # combo_values' memo: kept only where boards differ by luck at most (rollouts)
    combo_memo_rounds = True    # its worths kept per round (False: for the memo's whole life)

    def __init__(self, rng, config=None):
        self.rng = rng
        self.config = config or Config()
        self.fallbacks = 0
        self._outlook = {}          # this turn's decline outlook: {turn key: turns until decline}
        self._outlook_game = None   # weak reference to the game the outlook belongs to
        self._memo = {}             # the model's answers shared by this decision's threat maps

    # -- entry point ------------------------------------------------------------------

    def choose(self, game):
        self._memo = {}
        try:
            action = self._choose(game)
            if action is not None and self._plausible(game, action):
                return action
        except Exception:
            if self.strict:
                raise
        self.fallbacks += 1
        if self.strict:
            raise AssertionError(f"{self.level}: no valid decision at action {len(game.actions)}")
        return self._fallback(game)

    def _fallback(self, game):
        actions = legal_actions(game)
        for kind in ("retreat", "redeploy", "end_turn", "pick"):
            for a in actions:
                if a["type"] == kind:
                    return a
        return actions[0]

    # -- the decision -------------------------------------------------------------------

    def _choose(self, game):
        seat = game.current_player
        if game.pending_retreats:
            return self._retreat(game, seat)
        turn = game.turn
        player = game.players[seat]
        for tribe, in_decline in acting_tribes(game):
            if in_decline:
                action = self._declined_move(game, seat, tribe)
                if action is not None:
                    return action
        if player.active is None:
            if turn.declined or not game.combos:
                return {"type": "end_turn", "player": seat}
            return self._pick(game, seat)
        active = player.active
        camp = turn.campaigns.get(active)
        if turn.declined or turn.decline_after_turn:
            return {"type": "end_turn", "player": seat}
        if camp is not None and camp.redeployed:
            return self._after_redeploy(game, seat, active)
        if not turn.picked and not turn.active_acted:
            if self._should_decline(game, seat, active):
                return {"type": "decline", "player": seat}
        return self._conquest_step(game, seat, active, False)

    # -- pieces of a turn -----------------------------------------------------------

    def _horizon(self, game, tribe, in_decline):
        after = turns_after(game)
        if in_decline:
            active = 0
        else:
            active = self._active_after(game, tribe)
        v = self.config.values
        return Horizon(after, active, v.gamma, v.decline_keep)

    def _active_after(self, game, tribe):
        """Turns after this one the race expects to stay active (from the turn's decline outlook)."""
        key = self._turn_key(game, tribe)
        td = self._outlook.get(key)
        after = turns_after(game)
        if td is not None:
            return max(0, min(after, td - 1))
        if game.turn.picked and game.players[tribe.owner].active is tribe:
            return min(after, self.config.picks.fresh_active_turns)
        # no outlook computed this turn: a race with little left to throw declines soon
        strength = tribe_strength(game, tribe)
        return 0 if strength <= 3 else min(after, 1)

    def _turn_key(self, game, tribe):
        """The key of this turn's outlook; forgets outlooks that belong to another game object."""
        ref = self._outlook_game
        if ref is None or ref() is not game:
            self._outlook.clear()
            self._outlook_game = weakref.ref(game)
        return (game.round, game.seat, tribe.id, tribe.owner)

    def _context(self, game, tribe, in_decline, threat=None, horizon=None):
        cfg = self.config
        threat = threat or self._threat(game, tribe.owner)
        info = TribeInfo(game, tribe, in_decline)
        horizon = horizon or self._horizon(game, tribe, in_decline)
        val = Valuation(game, tribe, in_decline, horizon, cfg.values, info)
        start = Start.from_game(game, tribe, in_decline)
        return Context(game, tribe, in_decline, info, val, threat, start)

    def _threat(self, game, seat, ally=None):
        turn = game.turn
        if ally is None and game.seat == seat:
            active = game.players[seat].active
            peace = Traits(game, active).ally if active is not None else None
            if peace is not None:
                ally = turn.used.get(peace.name)
        return ThreatMap(game, seat, ally, self.config.threat, self._memo)

    def _plan(self, ctx):
        kind = self.config.planner
        if kind == "chain":
            return plan_chain(ctx, self.config.plan)
        if kind == "greedy":
            return plan_greedy(ctx, self.config.plan)
        return plan_simple(ctx)

    def _plan_under_way(self, game, tribe, in_decline, camp):
        """A plan of this turn still being followed, read without a fresh context (None: plan anew)."""
        return None

    def _conquest_step(self, game, seat, tribe, in_decline):
        camp = game.turn.campaigns.get(tribe)
        over = camp is not None and (camp.over or camp.redeployed)
        ctx = None      # built only when something reads it: a fresh plan, an extra action, the redeployment
        if not over:
            plan = self._plan_under_way(game, tribe, in_decline, camp)
            if plan is None:
                ctx = self._context(game, tribe, in_decline)
                plan = self._plan(ctx)
            actions = worth_trying(extra_actions(game, tribe, in_decline), self.config.extras)
            if actions:
                ctx = ctx or self._context(game, tribe, in_decline)
                extra = self._extra(game, seat, tribe, in_decline, ctx, plan, actions)
                if extra is not None:
                    return extra
            step = plan.first()
            if step is not None:
                traits = ctx.traits if ctx is not None else Traits(game, tribe, in_decline)
                if (traits.roll is not None and (camp is None or camp.roll is None)
                        and ready_tokens(game, tribe) >= 1):
                    return {"type": "roll", "player": seat}
                kind, r = step
                action = dict({"race": tribe.id} if in_decline else {}, type=kind, player=seat,
                              region=game.region_id(r))
                if action in legal_actions(game):
                    return action
        return self._finish_conquests(game, seat, tribe, in_decline, ctx or self._context(game, tribe, in_decline))

    def _extra(self, game, seat, tribe, in_decline, ctx=None, plan=None, actions=None):
        """An ability the planners do not model (a form, a raid, an artifact's use...) when playing
        it on a copy of the game pays more than the plan without it (extras.py); `actions`: the
        tribe's extra actions worth trying, when the caller has them."""
        if actions is None:
            actions = worth_trying(extra_actions(game, tribe, in_decline), self.config.extras)
        if not actions:
            return None
        ctx = ctx or self._context(game, tribe, in_decline)
        evaluate = plan_greedy if self.config.planner == "simple" else None

        def plan_value(context):
            return evaluate(context, self.config.plan).value if evaluate else self._plan(context).value

        def value_after(after):
            twin = after.tribes.get(tribe.id)
            if twin is None or after.over or after.current_player != seat:
                return 0.0
            return plan_value(self._context(after, twin, in_decline, ctx.threat, ctx.val.horizon))

        baseline = plan.value if plan is not None and evaluate is None else plan_value(ctx)
        return best_extra(game, seat, actions, tribe, in_decline, baseline, value_after, ctx, self.config.extras)

    def _finish_conquests(self, game, seat, tribe, in_decline, ctx):
        if not tribe.regions:
            if in_decline:
                return {"type": "redeploy", "player": seat, "race": tribe.id, "tokens": {}}
            if game.end_turn_reason() is None:
                return {"type": "end_turn", "player": seat}
            # the hand is kept; markers placed where the race is not still go (the objectives: item 44)
            return with_other_fields(game, tribe, False, {"type": "redeploy", "player": seat, "tokens": {}})
        return self._redeploy(game, seat, tribe, in_decline, ctx)

    def _redeploy(self, game, seat, tribe, in_decline, ctx):
        if self.config.redeploy == "even":
            for a in legal_actions(game):
                if a["type"] == "redeploy" and (a.get("race") == (tribe.id if in_decline else None)):
                    return a
        threat = ctx.threat
        if not in_decline and ctx.traits.ally is not None and self.config.ally:
            ally = self._ally_target(game, seat, tribe, ctx)
            if ally is not None:
                threat = self._threat(game, seat, ally)
        if self.config.redeploy == "simple":
            return simple_redeploy_action(game, tribe, in_decline, seat)
        action = redeploy_action(game, tribe, in_decline, ctx.val.future, threat, seat)
        if not self.config.markers:
            for key in ("encampments", "heroes", "fortress"):
                action.pop(key, None)
        return action

    def _declined_move(self, game, seat, tribe):
        """The move of a declined race that still conquers, or None to let the active race act."""
        camp = game.turn.campaigns.get(tribe)
        if camp is not None and camp.started:
            return self._conquest_step(game, seat, tribe, True)
        if self.config.planner == "simple" and not tribe.regions:
            return None
        ctx = self._context(game, tribe, True)
        plan = self._plan(ctx)
        step = plan.first()
        if step is None:
            return None
        kind, r = step
        action = {"type": kind, "player": seat, "region": game.region_id(r), "race": tribe.id}
        if kind not in ("conquer", "reinforce") or action not in legal_actions(game):
            return None
        return action

    def _retreat(self, game, seat):
        entries = [e for e in game.pending_retreats if e[0] == seat]
        _, tribe, count = entries[0]
        if self.config.redeploy == "even":
            regions = sorted(tribe.regions)
            action = {"type": "retreat", "player": seat, "tokens": {game.region_id(regions[0]): count}}
            if tribe.declined:
                action["race"] = tribe.id
            return action
        threat = ThreatMap(game, seat, None, self.config.threat, self._memo)
        ahead = turns_ahead(game, seat)
        horizon = Horizon(ahead, 0 if tribe.declined else min(ahead, 1), self.config.values.gamma,
                          self.config.values.decline_keep)
        val = Valuation(game, tribe, tribe.declined, horizon, self.config.values)
        return retreat_action(game, seat, tribe, count, val.future, threat)

    # -- picking --------------------------------------------------------------------

    def _pick(self, game, seat):
        player = game.players[seat]
        kind = self.config.picker
        options = [k for k in range(len(game.combos)) if k <= player.coins]
        if kind == "plan":
            threat = self._threat(game, seat)
            values = combo_values(game, seat, threat, self.config.values, self.config.pick_plan,
                                  self.config.picks, self.combo_memo, self.combo_memo_rounds)
            best = max(values, key=lambda v: (v.value, -v.position))
            k = best.position
        elif kind == "static":
            k = max(options, key=lambda k: (static_value(game, seat, k, game.combos[k]), -k))
        else:
            k = max(options, key=lambda k: (token_value(game, k, game.combos[k]), -k))
        return {"type": "pick", "player": seat, "combo": k}

    # -- decline ----------------------------------------------------------------------

    def _should_decline(self, game, seat, tribe):
        kind = self.config.decline
        after = turns_after(game)
        if kind == "schedule":
            key = self._turn_key(game, tribe)
            if key not in self._outlook:
                self._outlook.clear()
                self._outlook[key] = self._decline_turn(game, seat, tribe)
            # a race that may decline after its redeployment does so then (scoring the turn as
            # active), unless it has no region to score from
            return self._outlook[key] == 0 and (not tribe.effects.decline_after_redeploy or not tribe.regions)
        strength = tribe_strength(game, tribe) - tribe.effects.kept_off_map
        if after < 1 or not game.combos:
            return False
        if kind == "rule":
            # medium: decline when the race can hardly conquer and a new one has time to pay off
            regions = len(tribe.regions)
            if after >= 2 and strength <= 3 + regions // 6:
                return True
            return regions == 0 and strength < 3
        # easy: only when the race can hardly take anything any more
        return strength <= 3

    def _decline_turn(self, game, seat, tribe):
        """Turns from now until the schedule says decline (0 = now, turns left = never)."""
        after = turns_after(game)
        turns = after + 1
        if after == 0 or not game.combos:
            return turns
        player = game.players[seat]
        threat = self._threat(game, seat)
        horizon = Horizon(after, min(after, 1), self.config.values.gamma, self.config.values.decline_keep)
        ctx = self._context(game, tribe, False, threat, horizon)
        plan = plan_chain(ctx, self.config.plan)
        info = ctx.info
        held = plan.node.held if plan.node is not None else tribe.regions
        income_avg = sum(info.income[r] for r in held) / len(held) if held else 1.0
        dinc_avg = sum(info.decline_income[r] for r in tribe.regions) / len(tribe.regions) if tribe.regions else 1.0
        effects = tribe.effects
        traits = ctx.traits
        fixed = traits.turn_coins(0)
        losses = [threat.loss(r, game.tokens[r] + traits.kept_defence(r), False, True) for r in tribe.regions]
        loss_rate = max(self.config.declines.loss_rate, sum(losses) / len(losses)) if losses else 0.15
        others = 0.0
        evict = not effects.extra_decline_slot
        for t in player.declined:
            inc = sum(region_value(game, t, r) for r in t.regions)
            others += inc
        if evict:
            # only races without an extra decline slot leave when this one declines
            kept = sum(sum(region_value(game, t, r) for r in t.regions)
                       for t in player.declined if t.effects.extra_decline_slot)
            evicted = others - kept
        else:
            evicted = 0.0
        decline_now = sum(info.decline_income[r] for r in tribe.regions)
        race = RaceOutlook(plan.coins_now, len(tribe.regions), plan.regions,
                           tribe_strength(game, tribe) + len(tribe.regions), income_avg, fixed, decline_now,
                           dinc_avg, effects.decline_after_redeploy, effects.extra_decline_slot,
                           effects.acts_in_decline, loss_rate, self.config.declines.cost)
        values = combo_values(game, seat, threat, self.config.values, self.config.pick_plan, self.config.picks,
                              self.combo_memo, self.combo_memo_rounds)
        if not values:
            return turns
        fresh = max(values, key=lambda v: (v.value, -v.position))
        # the old declined races: the evicted part stops at decline, the kept part goes on either way
        best, _ = best_decline_turn(race, fresh.first_coins, fresh.regions, fresh.tokens, fresh.income_avg,
                                    evicted, True, turns, self.config.declines)
        return best

    # -- after the redeployment -----------------------------------------------------

    def _after_redeploy(self, game, seat, tribe):
        legal = legal_actions(game)
        if {"type": "decline", "player": seat} in legal and self._decline_after_turn(game, seat, tribe):
            return {"type": "decline", "player": seat}
        extra = self._extra(game, seat, tribe, False)
        if extra is not None:
            return extra
        if self.config.ally:
            targets = [a["target"] for a in legal if a["type"] == "ally"]
            if targets:
                return {"type": "ally", "player": seat, "target": self._ally_choice(game, seat, tribe, targets)}
        return {"type": "end_turn", "player": seat}

    def _decline_after_turn(self, game, seat, tribe):
        after = turns_after(game)
        if after < 1 or not game.combos:
            return False
        kind = self.config.decline
        if kind == "schedule":
            key = self._turn_key(game, tribe)
            td = self._outlook.get(key)
            if td is None:
                td = self._decline_turn(game, seat, tribe)
                self._outlook[key] = td
            return td == 0
        strength = tribe_strength(game, tribe)
        return strength <= 3 and after >= 1

    def _ally_target(self, game, seat, tribe, ctx):
        """The seat the race would make peace with after this turn's redeployment (None: none)."""
        peace = ctx.traits.ally if ctx is not None else Traits(game, tribe).ally
        if peace is None:
            return None
        redeployed = Campaign()
        redeployed.redeployed = True
        targets = [a["target"] for a in peace.legal(game, tribe, redeployed, None) if a["type"] == "ally"]
        if not targets:
            return None
        return self._ally_choice(game, seat, tribe, targets)

    def _ally_choice(self, game, seat, tribe, targets):
        """The opponent pressing the race's regions hardest."""
        threat = ThreatMap(game, seat, None, self.config.threat, self._memo)
        pressure = threat.pressure_by_seat(sorted(tribe.regions), game.defence)
        return max(targets, key=lambda s: (pressure.get(s, 0.0), -s))

    # -- safety net -------------------------------------------------------------------

    def _plausible(self, game, action):
        """The action is one `legal_actions` lists (redeploy and retreat: checked like the engine)."""
        kind = action.get("type")
        legal = legal_actions(game)
        if kind == "retreat":
            return self._retreat_ok(game, action)
        if kind == "redeploy":
            race = action.get("race")
            if not any(a["type"] == "redeploy" and a.get("race") == race for a in legal):
                return False
            tribe = game.players[action["player"]].active if race is None else game.tribes.get(race)
            if tribe is None:
                return False
            return redeploy_refusal(game, tribe, action, race is not None) is None
        return action in legal

    def _retreat_ok(self, game, action):
        """The engine's own word on a retreat (who, how many, where, a race's least stack)."""
        try:
            game.copy().apply(action)
        except IllegalAction:
            return False
        return True


__all__ = ["AIPlayer", "Config", "ValueParams", "PickParams", "PlannerParams", "ThreatParams",
           "DeclineParams", "static_value", "token_value"]
