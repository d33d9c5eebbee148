"""The three levels above `random`, as configurations of the shared turn driver.

- `easy`: plausible but weak. Picks the combo with the most tokens for its
  price, takes the cheapest regions one by one, tries the die when short,
  spreads its tokens evenly, declines only when its race can take nothing.
- `medium`: sensible, one conquest at a time. Rates combos from their numbers
  and the map's terrain, enters the map where the neighbours are worth most
  too, takes the region with the best value per token next, sends spare
  tokens and markers to its most exposed regions, uses its powers,
  declines by a simple rule (little left to conquer with, time for a new race).
- `hard`: plans each turn as a chain of conquests (see planner.py), values
  combos by planning their first turn on the board, redeploys by threat and
  times its decline on the income schedules of the rounds left. It counts
  what a conquest costs its owner (valuation.py `damage`): fully with two
  players, where the game is zero-sum, less with more. Without it the seat
  that picks the best combo first was never punished for it (seat 0 won 64 %
  of hard-vs-hard two-player games; bench/seat_bias.py measures this).
"""

from .extras import ExtraParams
from .planner import PlannerParams
from .player import AIPlayer, Config, ValueParams


class EasyPlayer(AIPlayer):
    level = "easy"

    def __init__(self, rng):
        super().__init__(rng, Config(planner="simple", picker="tokens", decline="easy", redeploy="even",
                                     markers=False, ally=False, extras=ExtraParams(per_type=1, margin=1.0)))


class MediumPlayer(AIPlayer):
    level = "medium"

    def __init__(self, rng):
        super().__init__(rng, Config(planner="greedy", picker="static", decline="rule", redeploy="simple",
                                     markers=True, ally=True, plan=PlannerParams(width=1),
                                     extras=ExtraParams(per_type=2, margin=0.5)))


class HardPlayer(AIPlayer):
    level = "hard"

    def __init__(self, rng):
        super().__init__(rng, Config(plan=PlannerParams(width=16, exact=16),
                                     pick_plan=PlannerParams(width=8, max_depth=10, exact=8),
                                     values=ValueParams(gamma=0.9, damage=2.0, damage_spread=2.0,
                                                        damage_turns=3.0)))

