"""The turn driver shared by the easy, medium and hard levels.

`choose(game)` looks at the state, decides what the acting tribe does next and
returns one action: retreats, declined Ghouls first, pick, decline, the next
step of the conquest plan, the redeployment, Stout's decline, the Diplomat's
ally, end of turn. The plan is recomputed from the state at every step (so a
die roll or a loaded game simply leads to a new plan); only the turn's
decline outlook is remembered, keyed by the turn it belongs to.

Every action is checked with the model's own rule functions before it is
returned; if anything is off, a legal action from `legal_actions` is used
instead, so a level never stalls or plays an illegal move.
"""

import weakref

from game.model import conquest
from game.model.errors import IllegalAction
from game.model.legal import acting_tribes, legal_actions
from game.model.pieces import Campaign

from .decline import DeclineParams, RaceOutlook, best_decline_turn
from .deploy import redeploy_action, retreat_action, simple_redeploy_action
from .info import TribeInfo, board_info, region_income, tribe_strength
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
    def __init__(self, fresh_active_turns=2, growth=0.5, stout_value=2.0, spirit_value=2.0, position_cost=1.0,
                 ghoul_value=0.2, conquest_turns=1.5, second_turn=0.0):
        self.second_turn = second_turn
        self.fresh_active_turns, self.growth = fresh_active_turns, growth
        self.ghoul_value, self.conquest_turns = ghoul_value, conquest_turns
        self.position_cost = position_cost
        self.stout_value, self.spirit_value = stout_value, spirit_value


class Config:
    """What a level does: which planner, picker, decline rule and redeployment."""

    def __init__(self, planner="chain", picker="plan", decline="schedule", redeploy="threat",
                 markers=True, ally=True, plan=None, pick_plan=None, values=None, threat=None,
                 picks=None, declines=None):
        self.planner, self.picker, self.decline, self.redeploy = planner, picker, decline, redeploy
        self.markers, self.ally = markers, ally
        self.plan = plan or PlannerParams()
        self.pick_plan = pick_plan or PlannerParams(width=5, max_depth=10, exact=5)
        self.values = values or ValueParams()
        self.threat = threat or ThreatParams()
        self.picks = picks or PickParams()
        self.declines = declines or DeclineParams()


class AIPlayer:
    level = "ai"
    strict = False          # tests set this to see errors instead of fallbacks

    def __init__(self, rng, config=None):
        self.rng = rng
        self.config = config or Config()
        self.fallbacks = 0
        self._outlook = {}          # this turn's decline outlook: {turn key: turns until decline}
        self._outlook_game = None   # weak reference to the game the outlook belongs to

    # -- entry point ------------------------------------------------------------------

    def choose(self, game):
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
                action = self._ghouls(game, seat, tribe)
                if action is not None:
                    return action
        if player.active is None:
            if turn.declined or not game.combos:
                return {"type": "end_turn", "player": seat}
            return self._pick(game, seat)
        active = player.active
        camp = turn.campaigns.get(active)
        if turn.declined or turn.stout_decline:
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
        if ally is None and game.seat == seat and turn.ally is not None:
            ally = turn.ally
        return ThreatMap(game, seat, ally, self.config.threat)

    def _plan(self, ctx):
        kind = self.config.planner
        if kind == "chain":
            return plan_chain(ctx, self.config.plan)
        if kind == "greedy":
            return plan_greedy(ctx, self.config.plan)
        return plan_simple(ctx)

    def _conquest_step(self, game, seat, tribe, in_decline):
        turn = game.turn
        camp = turn.campaigns.get(tribe)
        over = camp is not None and (camp.over or camp.redeployed)
        ctx = self._context(game, tribe, in_decline)
        if not over:
            plan = self._plan(ctx)
            step = plan.first()
            if step is not None:
                extra = {"race": tribe.id} if in_decline else {}
                if (not in_decline and tribe.ab.roll_before_conquest and ctx.start.roll is None
                        and ctx.start.tokens >= 1):
                    return {"type": "roll", "player": seat}
                kind, r = step
                action = dict(extra, type=kind, player=seat, region=game.region_id(r))
                if self._step_ok(game, tribe, camp, kind, r):
                    return action
        return self._finish_conquests(game, seat, tribe, in_decline, ctx)

    def _finish_conquests(self, game, seat, tribe, in_decline, ctx):
        if not tribe.regions:
            if in_decline:
                return {"type": "redeploy", "player": seat, "race": tribe.id, "tokens": {}}
            if game.end_turn_reason() is None:
                return {"type": "end_turn", "player": seat}
            return {"type": "redeploy", "player": seat, "tokens": {}}
        return self._redeploy(game, seat, tribe, in_decline, ctx)

    def _redeploy(self, game, seat, tribe, in_decline, ctx):
        if self.config.redeploy == "even":
            for a in legal_actions(game):
                if a["type"] == "redeploy" and (a.get("race") == (tribe.id if in_decline else None)):
                    return a
        threat = ctx.threat
        if not in_decline and tribe.ab.peace and self.config.ally:
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

    def _step_ok(self, game, tribe, camp, kind, r):
        """The model's own checks for a conquest-type step."""
        available = game.ready_count(tribe, camp) if camp is not None else tribe.hand + sum(
            game.tokens[x] - 1 for x in tribe.regions)
        if available < 1:
            return False
        if kind == "sorcery":
            return conquest.sorcery_reason(game, tribe, r) is None
        if conquest.reach_reason(game, tribe, r) is not None:
            return False
        roll = camp.roll if camp is not None else None
        cost = conquest.cost(game, tribe, r)
        if kind == "conquer":
            if roll is not None:
                cost = max(1, cost - roll)
            return cost <= available
        if kind == "reinforce":
            return roll is None and 1 <= cost - available <= 3
        if kind == "dragon":
            return tribe.ab.dragon and not game.turn.dragon_used
        return False

    def _ghouls(self, game, seat, tribe):
        """Declined Ghouls' move, or None to let the active race act."""
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
        if kind not in ("conquer", "reinforce") or not self._step_ok(game, tribe, camp, kind, r):
            return None
        return {"type": kind, "player": seat, "region": game.region_id(r), "race": tribe.id}

    def _retreat(self, game, seat):
        entries = [e for e in game.pending_retreats if e[0] == seat]
        _, tribe, count = entries[0]
        if self.config.redeploy == "even":
            regions = sorted(tribe.regions)
            action = {"type": "retreat", "player": seat, "tokens": {game.region_id(regions[0]): count}}
            if tribe.declined:
                action["race"] = tribe.id
            return action
        threat = ThreatMap(game, seat, None, self.config.threat)
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
                                  self.config.picks)
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
            # Stout declines after scoring instead, unless it has no region to score from
            return self._outlook[key] == 0 and (not tribe.ab.decline_after_scoring or not tribe.regions)
        strength = tribe_strength(game, tribe) - tribe.ab.extra_tokens
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
        ab = tribe.ab
        fixed = ab.turn_coins + ab.fortress_coins * sum(game.fortress[r] for r in tribe.regions)
        losses = [threat.loss(r, game.tokens[r] + game.mountain[r] + game.lair[r] + game.fortress[r], False, True)
                  for r in tribe.regions]
        loss_rate = max(self.config.declines.loss_rate, sum(losses) / len(losses)) if losses else 0.15
        bi = board_info(game.board)
        others = 0.0
        evict = not ab.extra_decline_slot
        for t in player.declined:
            inc = sum(region_income(bi, t.ab, r, True) for r in t.regions)
            others += inc
        if evict:
            # only races without Spirit leave when this one declines
            kept = sum(sum(region_income(bi, t.ab, r, True) for r in t.regions)
                       for t in player.declined if t.ab.extra_decline_slot)
            evicted = others - kept
        else:
            evicted = 0.0
        decline_now = sum(info.decline_income[r] for r in tribe.regions)
        race = RaceOutlook(plan.coins_now, len(tribe.regions), plan.regions, tribe_strength(game, tribe) + len(tribe.regions),
                           income_avg, fixed, decline_now, dinc_avg, ab.decline_after_scoring,
                           ab.extra_decline_slot, ab.acts_in_decline, loss_rate, self.config.declines.cost)
        values = combo_values(game, seat, threat, self.config.values, self.config.pick_plan, self.config.picks)
        if not values:
            return turns
        fresh = max(values, key=lambda v: (v.value, -v.position))
        # the old declined races: the evicted part stops at decline, the kept part goes on either way
        best, _ = best_decline_turn(race, fresh.first_coins, fresh.regions, fresh.tokens, fresh.income_avg,
                                    evicted, True, turns, self.config.declines)
        return best

    # -- after the redeployment -----------------------------------------------------

    def _after_redeploy(self, game, seat, tribe):
        turn = game.turn
        if tribe.ab.decline_after_scoring and not turn.stout_decline and self._stout_now(game, seat, tribe):
            return {"type": "decline", "player": seat}
        if tribe.ab.peace and turn.ally is None and self.config.ally:
            target = self._ally_target(game, seat, tribe, None)
            if target is not None:
                return {"type": "ally", "player": seat, "target": target}
        return {"type": "end_turn", "player": seat}

    def _stout_now(self, game, seat, tribe):
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
        turn = game.turn
        options = [s for s in range(len(game.players)) if s != seat and s not in turn.attacked]
        if not options:
            return None
        threat = ThreatMap(game, seat, None, self.config.threat)
        pressure = threat.pressure_by_seat(sorted(tribe.regions),
                                           lambda r: game.tokens[r] + game.mountain[r] + game.lair[r]
                                           + game.fortress[r] + game.encampment[r])
        return max(options, key=lambda s: (pressure.get(s, 0.0), -s))

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
            camp = game.turn.campaigns.get(tribe) or Campaign()
            try:
                conquest.check_redeploy(game, tribe, camp, action, race is not None)
            except IllegalAction:
                return False
            return True
        return action in legal

    def _retreat_ok(self, game, action):
        seat = action.get("player")
        if seat != game.current_player:
            return False
        race = action.get("race")
        entries = [e for e in game.pending_retreats if e[0] == seat and (race is None or e[1].id == race)]
        if not entries:
            return False
        _, tribe, count = entries[0]
        tokens = action.get("tokens")
        if not isinstance(tokens, dict) or sum(tokens.values()) != count:
            return False
        index = game.board.index
        return all(rid in index and index[rid] in tribe.regions and isinstance(n, int) and n >= 0
                   for rid, n in tokens.items())


__all__ = ["AIPlayer", "Config", "ValueParams", "PickParams", "PlannerParams", "ThreatParams",
           "DeclineParams", "static_value", "token_value"]
