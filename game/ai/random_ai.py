"""The `random` level: uniformly random legal play, declines included.

It exists to exercise the engine (long games, odd states) and as the floor of
the AI ladder. Redeployments and retreats are spread at random, markers too.
"""

from game.model import conquest
from game.model.legal import legal_actions, redeploy_spread


class RandomPlayer:
    level = "random"

    def __init__(self, rng):
        self.rng = rng

    def choose(self, game):
        actions = legal_actions(game)
        action = self.rng.choice(actions)
        if action["type"] == "redeploy" and action["tokens"]:
            return self._random_redeploy(game, action)
        if action["type"] == "retreat":
            return self._random_retreat(game, action)
        return action

    def _spread(self, regions, total, minimum):
        counts = {r: minimum for r in regions}
        for _ in range(total - minimum * len(regions)):
            counts[self.rng.choice(regions)] += 1
        return counts

    def _random_redeploy(self, game, action):
        seat = action["player"]
        race = action.get("race")
        player = game.players[seat]
        tribe = player.active if race is None else game.tribes[race]
        regions = sorted(game.region_id(r) for r in tribe.regions)
        total = redeploy_spread(game, tribe, race is not None)
        if total < len(regions):
            return action  # Amazons short of tokens: the canonical spread leaves some empty
        out = dict(action, tokens=self._spread(regions, total, 1))
        ab = tribe.ab
        if race is None:
            if ab.encampments:
                out["encampments"] = self._spread(regions, ab.encampments, 0)
            if ab.heroes:
                out["heroes"] = self.rng.sample(regions, min(ab.heroes, len(regions)))
            if ab.fortress and not game.turn.fortress_placed and game.supply["fortress"] > 0:
                free = [rid for rid in regions if not game.fortress[game.board.index[rid]]]
                if free:
                    out["fortress"] = self.rng.choice(free)
        return out

    def _random_retreat(self, game, action):
        race = action.get("race")
        for seat, tribe, count in game.pending_retreats:
            if seat == action["player"] and (race is None or tribe.id == race):
                regions = sorted(game.region_id(r) for r in tribe.regions)
                return dict(action, tokens=self._spread(regions, count, 0))
        return action
