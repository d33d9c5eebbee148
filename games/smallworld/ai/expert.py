"""The `expert` level: hard's turn driver plus a search at the turn's big choices.

Hard decides every step from heuristics (planner.py, picking.py, decline.py).
Expert asks the same questions, but where the answer shapes the game — which
combo to pick, whether to decline before acting, whether to decline after the
redeployment — it plays each candidate forward on copies of the game and keeps
the one that did best:

- candidates: the `candidates` combos hard values most (pick; `crowd_candidates` from
  `crowd` players up, with `crowd_pick_samples` futures and `crowd_pick_turns` own turns), or
  decline against hard's own next step (the decline questions, searched only
  when hard's schedule puts the decline within `close_turns` turns: a close call),
  or, from `crowd` players up, each of a turn's first `plan_steps` conquests:
  hard's plan against the beam's best plan going elsewhere, when hard values it
  within `plan_gap` coins (and, with `plan_configs`, the first steps of the plans hard
  writes with other settings; `plan_samples` futures), and the redeployment: hard's
  against those its threat map writes with other `redeploy_kappas`;
- futures: `samples` determinizations per candidate, shared by all candidates
  (common random numbers, so the candidates are compared on the same luck): the
  hidden races and powers below the column are reshuffled and the die is drawn
  from a generator seeded from the game's seed, the decision's index in the
  game and the player's own seed — never from the clock;
- rollouts: every seat plays on with a fast policy (`rollout_self` for the
  searching seat, `rollout_others` for the others) until the end of the
  searching seat's next turn (`pick_turns` own turns after a pick, to see the new
  race play; or the game's end, or the rollout's share of the `nodes` budget
  of simulated decisions); hard in the rollouts answers its
  decline schedule and its pick once per search and seat (`SharingHard`: they
  plan every combo of the column; the schedule once per race and round whatever the
  column, and a combo's worth once per search), follows a turn's plan once written,
  and does not try the plain redeployment on copies (extras.py);
- evaluation: each seat's coins, plus its present income over the turns it has
  left (discounted by `gamma`), plus `token_value` coins per token of its active
  race for up to two turns (or, with `evaluation` "learned" or "blend", the weights
  bench/learn_values.py fitted to hard's games: outlook.py); the score is the
  searching seat's value minus the others' (with more than two players the mean of
  the best and the average);
- choice: the best mean score; hard's own choice is kept unless another beats it
  by more than `margin` coins.

The search is deterministic: a fixed count of rollouts and decisions, never a
time budget. `cap_seconds` is only a safety net for a machine far slower than
the one the counts were calibrated on: it counts the thinking thread's own
processor time (so a busy machine, where other programs take turns on the
core, does not trip it), and when it trips the decision falls back to hard's
(and only then depends on the clock). docs/AI.md gives the figures.
From `crowd` players up the seat also plays with hard's heuristics retuned
(`CROWD_TUNING`), in the real game and in its own rollouts.
Rules, costs and legality are the model's: rollouts are `Game.copy()` and
`Game.apply`, the candidates are legal actions, and the chosen action still goes
through the driver's safety net.
"""

import copy
import random
import time

from ..model import IllegalAction, legal_actions
from .extras import ExtraParams
from .levels import EasyPlayer, HardPlayer, MediumPlayer
from .outlook import learned_future, seat_features, table_for
from .picking import combo_values
from .planner import Plan, plan_chain_options
from .valuation import turns_after

ROLLOUT_LEVELS = {"hard": HardPlayer, "medium": MediumPlayer, "easy": EasyPlayer}
EVALUATIONS = ("hand", "learned", "blend")
REFUSED = -1e9          # the score of a candidate the engine refuses

# Hard's heuristics retuned for the expert's own play from `crowd` players up (player.Config.tuned
# settings), measured seat against seat with bench/expert_paired.py (docs/AI.md): a region's loss
# chance weighs more in the redeployment (the threat map's kappa), a combo further down the column
# costs more than its coins (position cost), and coins further ahead count less (gamma).
CROWD_TUNING = {"threat.kappa": 0.5, "picks.position_cost": 1.5, "values.gamma": 0.8}


class SearchParams:
    """The search's counts and the evaluation's weights (docs/AI.md says what each buys)."""

    def __init__(self, candidates=2, crowd_candidates=2, samples=6, crowd_samples=3, nodes=1200, close_turns=2,
                 rollout_self="hard", rollout_others="hard", rollout_crowd="hard", crowd=3, gamma=0.85,
                 token_value=0.3, decline_keep=0.85, fresh_income=0.5, fresh_first=0.6, active_turns=2, margin=2.0,
                 cap_seconds=1.0, pick_turns=2, pick_samples=4, pick_self=None, pick_others=None,
                 pick_nodes=2400, pick_margin=None, leader_weight=0.5, decline_turns=1,
                 rollout_plain_redeploy=False, rollout_share=True, crowd_pick_gap=None, plan_gap=1.5,
                 plan_samples=2, plan_crowd_only=True, crowd_config=CROWD_TUNING, redeploy_kappas=(0.15, 1.5),
                 redeploy_samples=2, redeploy_margin=1.0, plan_steps=3, plan_configs=(), rollout_follow_plans=True,
                 rollout_combo_memo=True, rollout_share_turn=False, rollout_share_candidates=True, prune=2.0,
                 prune_ties=True, evaluation="hand", crowd_pick_samples=3, rollout_memo_rounds=False,
                 rollout_decline_by_race=True, crowd_pick_turns=3):
        self.candidates, self.samples, self.crowd_samples, self.nodes = candidates, samples, crowd_samples, nodes
        self.crowd_candidates = crowd_candidates
        self.close_turns = close_turns
        self.rollout_self, self.rollout_others = rollout_self, rollout_others
        self.rollout_crowd, self.crowd = rollout_crowd, crowd
        self.gamma, self.token_value, self.margin = gamma, token_value, margin
        self.decline_keep, self.fresh_income, self.fresh_first = decline_keep, fresh_income, fresh_first
        self.active_turns = active_turns
        self.cap_seconds = cap_seconds
        # the pick's search: its own horizon (own turns), futures, rollout policies, budget and margin
        self.pick_turns, self.pick_samples = pick_turns, pick_samples
        self.pick_self, self.pick_others = pick_self, pick_others
        self.pick_nodes, self.pick_margin = pick_nodes, pick_margin
        self.crowd_pick_samples = crowd_pick_samples    # the pick's futures from `crowd` players up (None: as below)
        self.crowd_pick_turns = crowd_pick_turns        # and its horizon there (None: `pick_turns`)
        self.decline_turns = decline_turns      # the decline searches' horizon, in own turns
        self.leader_weight = leader_weight      # > 2 players: the best opponent's weight against the average's
        self.rollout_plain_redeploy = rollout_plain_redeploy    # the rollouts try the plain redeployment too
        self.rollout_share = rollout_share      # hard's decline schedule and pick shared by a search's rollouts
        self.rollout_follow_plans = rollout_follow_plans    # hard in the rollouts follows a turn's plan
        self.rollout_combo_memo = rollout_combo_memo        # and plans each combo once per seat and round
        self.rollout_memo_rounds = rollout_memo_rounds      # (False: once per seat in a search)
        # hard's decline schedule shared by seat, race and round, whatever the column and the purse
        self.rollout_decline_by_race = rollout_decline_by_race
        self.rollout_share_turn = rollout_share_turn        # shared by all of a turn's searches
        self.rollout_share_candidates = rollout_share_candidates    # shared across a search's candidates
        # from `crowd` players up: search the two best combos only when hard values them within this
        # many coins of each other (None: `crowd_candidates` alone decides)
        self.crowd_pick_gap = crowd_pick_gap
        # a turn's first conquest: hard's plan against the beam's best plan that starts elsewhere, when
        # hard values it within `plan_gap` coins (None: hard's step stands), with `plan_samples` futures,
        # from `crowd` players up only if `plan_crowd_only`
        self.plan_gap, self.plan_samples, self.plan_crowd_only = plan_gap, plan_samples, plan_crowd_only
        self.plan_steps = plan_steps    # the turn's conquests searched so (None: every one, each its own decision)
        # more candidates there: the first step of the plan hard writes with each of these `Config.tuned`
        # settings (an objective other than its own, e.g. weighing more what a conquest costs a leader)
        self.plan_configs = tuple(plan_configs)
        # from `crowd` players up the seat plays (and plays its own rollouts) with hard's heuristics
        # changed by these `Config.tuned` settings (None: hard's own)
        self.crowd_config = crowd_config
        # from `crowd` players up, the redeployment: hard's against the ones its threat map writes with
        # these `kappa`s (how much a region's loss chance weighs), with `redeploy_samples` futures
        # (None: `crowd_samples`) and `redeploy_margin` (None: `margin`); (): hard's redeployment stands
        self.redeploy_kappas, self.redeploy_samples = tuple(redeploy_kappas), redeploy_samples
        self.redeploy_margin = redeploy_margin
        # the futures are played a sample at a time for every candidate still in the race; a rival is
        # dropped once the rest of its futures would have to beat hard's by more than the margin plus
        # `prune` coins each on average to win (None: every candidate plays every future)
        self.prune = prune
        self.prune_ties = prune_ties    # and so is a rival whose futures so far all ended as hard's did
        # what a seat's position should still earn: "hand" (the weights above), "learned" (outlook.py's
        # weights fitted to hard's games, where bench/learn_values.py fitted some for the game's ruleset
        # and player count; the hand-written evaluation elsewhere) or "blend" (the mean of the two)
        if evaluation not in EVALUATIONS:
            raise ValueError(f"evaluation: {evaluation!r} is not one of {', '.join(EVALUATIONS)}")
        self.evaluation = evaluation

    def others_level(self, players):
        """The opponents' rollout policy: `rollout_crowd` (cheaper) from `crowd` players up."""
        return self.rollout_crowd if players >= self.crowd else self.rollout_others

    def candidate_count(self, players, gap=None):
        """Combos tried at a pick: `crowd_candidates` from `crowd` players up (1: hard's pick), or two
        there when hard's two best are within `crowd_pick_gap` coins (`gap`: their difference)."""
        if players < self.crowd:
            return self.candidates
        close = self.crowd_pick_gap is not None and gap is not None and gap <= self.crowd_pick_gap
        return max(2, self.crowd_candidates) if close else self.crowd_candidates

    def sample_count(self, players):
        """Futures per candidate: fewer from `crowd` players up, where a rollout costs more."""
        return self.crowd_samples if players >= self.crowd else self.samples


class ExpertPlayer(HardPlayer):
    level = "expert"

    def __init__(self, rng, search=None):
        super().__init__(rng)
        self.search = search or SearchParams()
        self.search_seed = rng.getrandbits(32)
        self.nodes_used = 0         # simulated decisions of the last search (tests check the budget)
        self.searches = 0
        self.cap_trips = 0          # searches the safety cap cut short (their decisions are hard's)
        self.hard_config = self.config  # hard's own heuristics; `_tune` puts the crowd's on top
        self._tuned_for = None          # the (crowd?, settings) the current config was made for
        self._variant_configs = {}      # settings: the current config with them changed (`Config.tuned`)
        self._searches_before = 0       # `searches` when this decision began
        self._shared_turn = None        # (the turn, what its searches' rollouts share)
        self._deciding = None           # the game of the decision under way
        self._last_plans = None         # (tribe, config, the beam's plans) hard's step was planned from

    def choose(self, game):
        self._tune(len(game.players) >= self.search.crowd)
        self._searches_before = self.searches
        self._deciding, self._last_plans = game, None
        try:
            return super().choose(game)
        finally:
            self._deciding = self._last_plans = None

    def _plan(self, ctx):
        """Hard's plan; on the decision's own board the beam's other plans are kept too, for the
        top-plan search to compare without planning the same step again."""
        if self.config.planner != "chain" or ctx.game is not self._deciding or ctx.in_decline:
            return super()._plan(ctx)
        plans = plan_chain_options(ctx, self.config.plan)
        self._last_plans = (ctx.tribe, self.config, plans)
        return plans[0]

    def _tune(self, crowd):
        """Hard's heuristics, retuned by `crowd_config` in games of `crowd` players up."""
        settings = self.search.crowd_config if crowd else None
        key = (crowd, repr(settings))
        if key != self._tuned_for:
            self._tuned_for = key
            self.config = self.hard_config.tuned(settings) if settings else self.hard_config
            self._variant_configs = {}

    # -- the questions hard answers by heuristics ------------------------------------

    def _pick(self, game, seat):
        players = len(game.players)
        if self.search.candidate_count(players) < 2 and (players < self.search.crowd
                                                         or self.search.crowd_pick_gap is None):
            return super()._pick(game, seat)
        threat = self._threat(game, seat)
        values = combo_values(game, seat, threat, self.config.values, self.config.pick_plan, self.config.picks)
        if not values:
            return super()._pick(game, seat)
        # hard's choice first: the best value, ties to the cheaper position
        ranked = sorted(values, key=lambda v: (-v.value, v.position))
        gap = ranked[0].value - ranked[1].value if len(ranked) > 1 else None
        count = self.search.candidate_count(players, gap)
        options = [{"type": "pick", "player": seat, "combo": v.position} for v in ranked[:count]]
        return self._best(game, seat, options[0], options, pick=True)

    def _should_decline(self, game, seat, tribe):
        hard = super()._should_decline(game, seat, tribe)
        if not self._close(game, tribe):
            return hard
        decline = {"type": "decline", "player": seat}
        if decline not in legal_actions(game):
            return hard
        keep_on = super()._conquest_step(game, seat, tribe, False)     # hard's step: one search per decision
        base = decline if hard else keep_on
        return self._best(game, seat, base, [decline, keep_on]) == decline

    def _decline_after_turn(self, game, seat, tribe):
        hard = super()._decline_after_turn(game, seat, tribe)
        if not self._close(game, tribe):
            return hard
        decline = {"type": "decline", "player": seat}
        stay = {"type": "end_turn", "player": seat}
        base = decline if hard else stay
        return self._best(game, seat, base, [decline, stay]) == decline

    def _conquest_step(self, game, seat, tribe, in_decline):
        hard = super()._conquest_step(game, seat, tribe, in_decline)
        p = self.search
        if (p.plan_gap is None or in_decline or self._searched_steps(game, tribe)
                or (p.plan_crowd_only and len(game.players) < p.crowd)
                or self.searches > self._searches_before):     # the decline search already weighed hard's step
            return hard
        last = self._last_plans
        if last is not None and last[0] is tribe and last[1] is self.config:
            plans = last[2]     # those hard's step above came from
        else:
            plans = plan_chain_options(self._context(game, tribe, False), self.config.plan)
        steps = [plan.first() for plan in plans]
        if steps[0] is None or hard != self._step_action(game, seat, steps[0]):
            return hard         # hard played something else: a roll, an extra, the redeployment
        options = [hard]
        rival = next((i for i, step in enumerate(steps) if step is not None and step != steps[0]), None)
        if rival is not None and plans[0].value - plans[rival].value <= p.plan_gap:
            options.append(self._step_action(game, seat, steps[rival]))
        firsts = self._with_configs(p.plan_configs, lambda: plan_chain_options(
            self._context(game, tribe, False), self.config.plan)[0].first())
        options += [self._step_action(game, seat, step) for step in firsts if step is not None]
        if len(options) < 2:
            return hard
        legal = legal_actions(game)
        options = [a for i, a in enumerate(options) if a in legal and a not in options[:i]]
        if len(options) < 2:
            return hard
        return self._best(game, seat, hard, options, samples=p.plan_samples)

    def _redeploy(self, game, seat, tribe, in_decline, ctx):
        hard = super()._redeploy(game, seat, tribe, in_decline, ctx)
        p = self.search
        if (not p.redeploy_kappas or in_decline or len(game.players) < p.crowd or turns_after(game) < 1
                or self.config.redeploy != "threat"):
            return hard
        kappas = [{"threat.kappa": kappa} for kappa in p.redeploy_kappas]
        others = self._with_configs(kappas, lambda: super(ExpertPlayer, self)._redeploy(
            game, seat, tribe, in_decline, self._context(game, tribe, in_decline, horizon=ctx.val.horizon)))
        return self._best(game, seat, hard, [hard] + others, samples=p.redeploy_samples, margin=p.redeploy_margin)

    def _with_configs(self, settings, answer):
        """What `answer()` gives with the current config changed by each of `settings` in turn
        (`Config.tuned` settings: hard's heuristics read the config from the player)."""
        own = self.config
        answers = []
        try:        # the variants are all made from the player's own config before the first swap
            for self.config in [self._variant_config(changes) for changes in settings]:
                answers.append(answer())
        finally:
            self.config = own
        return answers

    def _variant_config(self, settings):
        """The current config with some settings changed (kept until `_tune` changes it)."""
        key = repr(sorted(settings.items()))
        if key not in self._variant_configs:
            self._variant_configs[key] = self.config.tuned(settings)
        return self._variant_configs[key]

    def _searched_steps(self, game, tribe):
        """This turn's conquests already number `plan_steps`: the rest follow hard's plan."""
        if not game.turn.active_acted or self.search.plan_steps is None:
            return False
        camp = game.turn.campaigns.get(tribe)
        # 1: any act of the race ends it (a roll or a failed attempt too), as before plan_steps existed
        return self.search.plan_steps <= 1 or camp is None or len(camp.taken) >= self.search.plan_steps

    @staticmethod
    def _step_action(game, seat, step):
        kind, r = step
        return {"type": kind, "player": seat, "region": game.region_id(r)}

    def _close(self, game, tribe):
        """Hard's decline schedule puts the decline within `close_turns` turns (and one is possible)."""
        if turns_after(game) < 1 or not game.combos:
            return False
        td = self._outlook.get(self._turn_key(game, tribe))
        return td is not None and td <= self.search.close_turns

    # -- the search -------------------------------------------------------------------

    def _best(self, game, seat, base, options, pick=False, samples=None, margin=None):
        """The option with the best mean rollout score (hard's `base` unless beaten by `margin`)."""
        options = [a for i, a in enumerate(options) if a not in options[:i]]
        if len(options) < 2:
            return base
        p = self.search
        players = len(game.players)
        samples = samples or p.sample_count(players)
        turns, nodes = p.decline_turns, p.nodes
        margin = p.margin if margin is None else margin
        levels = [p.rollout_self if s == seat else p.others_level(players) for s in range(players)]
        if pick:
            crowd = players >= p.crowd
            samples = (p.crowd_pick_samples if crowd else None) or p.pick_samples or samples
            turns = (p.crowd_pick_turns if crowd else None) or p.pick_turns
            nodes = p.pick_nodes or nodes
            margin = p.margin if p.pick_margin is None else p.pick_margin
            levels = [(p.pick_self if s == seat else p.pick_others) or levels[s] for s in range(players)]
        per_rollout = max(1, nodes // (len(options) * samples))
        deadline = time.thread_time() + p.cap_seconds
        self.nodes_used = 0
        self.searches += 1
        shared = self._shared_for(game) if p.rollout_share else None
        # each candidate's futures share hard's answers among themselves only, or all of them with all
        own_shared = [shared if shared is None or p.rollout_share_candidates else {} for _ in options]
        base_i = options.index(base)
        scores = [[] for _ in options]      # each candidate's score in each future played
        alive = list(range(len(options)))
        # without pruning each candidate plays all its futures in turn; with it, a future at a time
        rounds = [range(samples)] if p.prune is None else [range(k, k + 1) for k in range(samples)]
        try:
            for futures in rounds:
                for i in alive:
                    for sample in futures:
                        scores[i].append(self._rollout(game, seat, options[i], sample, per_rollout, deadline,
                                                       levels, turns, own_shared[i]))
                left = samples - futures[-1] - 1
                if left:
                    alive = [i for i in alive if i == base_i or self._may_win(scores[i], scores[base_i], left, margin)]
                    if len(alive) < 2:
                        return base
        except _OutOfTime:
            self.cap_trips += 1
            return base
        means = {i: sum(scores[i]) / samples for i in alive}
        best_i = max(alive, key=lambda i: (means[i], -i))
        return options[best_i] if means[best_i] > means[base_i] + margin else base

    def _may_win(self, rival, base, left, margin):
        """Whether a rival with these scores so far, against hard's choice's in the same futures, can
        still end more than `margin` ahead on average: only if its `left` other futures need average
        no more than `margin + prune` ahead, and (with `prune_ties`) not when every future so far
        ended exactly as hard's did (the two candidates came to the same)."""
        if self.search.prune_ties and rival == base:
            return False
        return (len(rival) + left) * margin - (sum(rival) - sum(base)) <= left * (margin + self.search.prune)

    def _shared_for(self, game):
        """What hard in the rollouts shares (SharingHard): kept for all of a turn's searches with
        `rollout_share_turn` (their boards differ by this turn's steps), else one search's."""
        if not self.search.rollout_share_turn:
            return {}
        turn = (id(game), game.round, game.seat)
        if self._shared_turn is None or self._shared_turn[0] != turn:
            self._shared_turn = (turn, {})
        return self._shared_turn[1]

    def _rollout(self, game, seat, first, sample, max_nodes, deadline, levels, turns=1, shared=None):
        p = self.search
        sim = determinize(game, f"expert:{self.search_seed}:{game.seed}:{len(game.actions)}:{sample}")
        try:
            sim.apply(first)
        except IllegalAction:
            return REFUSED          # never chosen over a candidate the engine takes
        players = len(sim.players)
        # the seat's rollouts play as it does (with the crowd's tuning, when it has one)
        own = self.config if levels[seat] == "hard" and self.config is not self.hard_config else None
        bots = [self._rollout_bot(levels[s], random.Random(sample * 31 + s), shared, own if s == seat else None)
                for s in range(players)]
        start = _turn_index(game)
        nodes = 0
        while not sim.over and _turn_index(sim) <= start + players * turns and nodes < max_nodes:
            try:
                sim.apply(bots[sim.current_player].choose(sim))
            except IllegalAction:
                break
            nodes += 1
            if time.thread_time() > deadline:
                raise _OutOfTime
        self.nodes_used += nodes
        return evaluate(sim, seat, p)

    def _rollout_bot(self, level, rng, shared, config=None):
        """A rollout's player: the level's policy (with `config`, when given, as its heuristics),
        hard sharing its costly answers with the search's other rollouts (`shared`), the plain
        redeployment not tried on copies."""
        if shared is not None and level == "hard":
            p = self.search
            bot = SharingHard(rng, shared, p.rollout_follow_plans, p.rollout_combo_memo, p.rollout_memo_rounds,
                              p.rollout_decline_by_race)
        else:
            bot = ROLLOUT_LEVELS[level](rng)
        bot.strict = False          # a rollout falls back rather than raise
        if config is not None:
            bot.config = copy.copy(config)      # its own extras below; the rest is only read
        own = bot.config.extras
        bot.config.extras = ExtraParams(own.per_type, own.margin, self.search.rollout_plain_redeploy)
        return bot


class SharingHard(HardPlayer):
    """Hard in a search's rollouts, sharing its costliest answers between them: the turns until
    its decline (the schedule plans every combo of the column) and its pick. The first rollout
    to reach a seat's turn with a given column answers for the others (their boards differ by a
    turn's luck at most); a search with hard opponents costs about 40 % less. A turn's conquests
    follow the plan written at its first (`_plan`): a quarter less again. With `combo_memo` a
    combo seen in another column (a future that drew other hidden combos) is planned once per
    seat and round too (without `memo_rounds`: once per seat in the search): another quarter
    less, at no strength measured (docs/AI.md "Where the time goes"). With `decline_by_race`
    the decline schedule is answered once per seat, race and round, whatever the column and
    the purse: a pick's futures, which draw other hidden combos, share it too."""

    def __init__(self, rng, shared, follow_plans=True, combo_memo=False, memo_rounds=True, decline_by_race=False):
        super().__init__(rng)
        self.shared = shared
        self.combo_memo = shared.setdefault("combos", {}) if combo_memo else None
        self.combo_memo_rounds = memo_rounds
        self.decline_by_race = decline_by_race
        self.follow_plans = follow_plans
        self._followed = None       # (the turn, the plan written in it, the regions held then)
        self._weighing_extras = False   # planning copies of the game for `_extra`: not the turn's plan

    def _plan_under_way(self, game, tribe, in_decline, camp):
        """The plan written at this turn's first conquest, followed while its conquests go as
        planned: hard plans again before every conquest, and in a rollout the plan after a step
        taken as foreseen is nearly always the rest of the one before; the step then needs no
        context (threat map, valuation) unless an extra action is on offer (docs/AI.md "Where the
        time goes")."""
        followed = self._followed
        if (not self.follow_plans or camp is None or camp.roll is not None or followed is None
                or followed[0] != self._turn(game, tribe, in_decline)):
            return None
        return _rest_of_plan(followed[1], followed[2], frozenset(tribe.regions))

    def _plan(self, ctx):
        """Hard's plan, kept as the turn's plan to follow (not the plans of the copies `_extra` tries)."""
        plan = super()._plan(ctx)
        if self.follow_plans and not self._weighing_extras:
            turn = self._turn(ctx.game, ctx.tribe, ctx.in_decline)
            self._followed = (turn, plan, ctx.start.held) if plan.steps else None
        return plan

    def _extra(self, *args, **kwargs):
        """Hard's `_extra`, whose plans of the copies it tries leave the followed plan alone."""
        self._weighing_extras = True
        try:
            return super()._extra(*args, **kwargs)
        finally:
            self._weighing_extras = False

    @staticmethod
    def _turn(game, tribe, in_decline):
        return (id(game), game.round, game.seat, tribe.id, in_decline)

    def _decline_turn(self, game, seat, tribe):
        return self._shared_answer(("decline", tribe.id), game, seat, lambda: super(SharingHard, self)
                                   ._decline_turn(game, seat, tribe), by_column=not self.decline_by_race)

    def _pick(self, game, seat):
        return self._shared_answer(("pick",), game, seat, lambda: super(SharingHard, self)._pick(game, seat))

    def _shared_answer(self, what, game, seat, answer, by_column=True):
        """`answer()`, shared per seat and round, and (`by_column`) per column and purse."""
        key = (what, seat, game.round)
        if by_column:
            key += (tuple((c.race.id, c.power.id, c.coins) for c in game.combos), game.players[seat].coins)
        if key not in self.shared:
            self.shared[key] = answer()
        value = self.shared[key]
        return dict(value) if isinstance(value, dict) else value


def _rest_of_plan(plan, held_then, held_now):
    """What is left of `plan` (written when the race held `held_then`) once it holds `held_now`, if
    that is the plan's own first steps taken as written (None: something else happened)."""
    taken = held_now - held_then
    if not taken or not held_then <= held_now:
        return None
    regions = set()
    for k, (_kind, r) in enumerate(plan.steps):
        regions.add(r)
        if regions == taken:
            if k + 1 == len(plan.steps) and plan.die is None:
                return None     # the plan is done: let hard decide what follows
            return Plan(plan.steps[k + 1:], plan.die, plan.value, plan.coins_now, plan.regions, plan.node)
        if len(regions) >= len(taken):
            return None
    return None


class _OutOfTime(Exception):
    """The safety cap tripped (a far slower machine): the search gives hard's answer."""


def determinize(game, seed):
    """A copy of the game with what the seat cannot know redrawn: the hidden races and powers, the die."""
    # Game.copy() without the action log: the rollout never reads it, and it grows all game
    memo = {id(game.ruleset): game.ruleset, id(game.board): game.board, id(game.actions): []}
    sim = copy.deepcopy(game, memo)
    rng = sim.rng = random.Random(seed)
    rng.shuffle(sim.race_stack)
    rng.shuffle(sim.power_stack)
    sim.dice_script = []
    sim.power_script = []
    return sim


def _turn_index(game):
    return (game.round - 1) * len(game.players) + game.seat


def evaluate(game, seat, params):
    """The seat's lead in expected final coins, from what the board shows now."""
    table = table_for(game) if params.evaluation != "hand" else None
    values = [seat_value(game, s, params, table) for s in range(len(game.players))]
    mine = values[seat]
    others = [v for s, v in enumerate(values) if s != seat]
    if len(others) == 1:
        return mine - others[0]
    w = params.leader_weight
    return mine - (w * max(others) + (1 - w) * sum(others) / len(others))


def seat_value(game, s, params, table=None):
    """Coins now plus what the seat's position should still earn in the turns it has left: its
    active race's income and spare tokens, its declined races' income (thinning out), and for a
    seat without an active race the income of the fresh combo it will pick; weighed by hand, or
    with a fitted `table` (outlook.table_for) as `params.evaluation` says."""
    coins = game.players[s].coins
    if game.over:
        return float(coins)
    features = seat_features(game, s)      # read once, whichever evaluations weigh them
    if table is None:
        return hand_value(coins, *features, params)
    learned = coins + learned_future(*features, table)
    if params.evaluation == "learned":
        return learned
    return (hand_value(coins, *features, params) + learned) / 2     # "blend": their mean


def hand_value(coins, left, values, params):
    """A seat's coins plus what it should still earn with these `outlook.seat_features`, by the
    hand-written weights."""
    active_income, declined_income, spare, fresh, active, _ = values
    gamma, keep = params.gamma, params.decline_keep
    # an active race earns its income for `active_turns` more turns, then thins out like a declined one
    active_weight = sum(gamma ** t * keep ** max(0, t - params.active_turns) for t in range(left))
    declined_weight = sum((gamma * keep) ** t for t in range(left))
    if active:
        future = active_income * active_weight + params.token_value * spare * min(left, 2)
    else:
        future = params.fresh_income * fresh * max(0.0, active_weight - 1 + params.fresh_first)
    return coins + future + declined_income * declined_weight


