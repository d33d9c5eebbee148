"""The `random` level: uniformly random legal play, declines included.

It exists to exercise the engine (long games, odd states) and as the floor of
the AI ladder. Redeployments and retreats are spread at random, markers too.
"""

from ..model import legal_actions, redeploy_minimum


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
        counts = dict.fromkeys(regions, minimum)
        choice = self.rng.choice
        for _ in range(total - minimum * len(regions)):
            counts[choice(regions)] += 1
        return counts

    def _random_redeploy(self, game, action):
        seat = action["player"]
        race = action.get("race")
        player = game.players[seat]
        tribe = player.active if race is None else game.tribes[race]
        # the canonical redeployment names every region the race holds and places exactly
        # the tokens it must spread: read them there rather than ask the engine again
        regions = sorted(action["tokens"])
        total = sum(action["tokens"].values())
        least = redeploy_minimum(game, tribe, race is not None)
        if total < least * len(regions):
            return action  # short of tokens: the canonical spread leaves some regions empty
        out = dict(action, tokens=self._spread(regions, total, least))
        if race is None:
            for field, primitive in tribe.effects.fields.items():
                value = primitive.sample_field(game, tribe, field, regions, self.rng)
                if value is not None:
                    out[field] = value
        return out

    def _random_retreat(self, game, action):
        race = action.get("race")
        for seat, tribe, count in game.pending_retreats:
            if seat == action["player"] and (race is None or tribe.id == race):
                # not a region the Champion holds alone: 1 Tauren there would stand alone (item 89)
                held = [r for r in tribe.regions if game.tokens[r]] or tribe.regions
                regions = sorted(game.region_id(r) for r in held)
                return dict(action, tokens=self._spread(regions, count, 0))
        return action
