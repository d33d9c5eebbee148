"""The legal actions' fast paths (legal.py) against the reference they stand for: at every step
of whole random games, in both rulesets, the rows of the near regions, the plain
conquests and the actions written without rows must be what `option_rows` over
`candidate_regions` (reach_reason and the full cost, region by region) gives, and each reachable
row's cost what `conquest.cost` says."""

import pytest

from games.smallworld.model import conquest, legal
from games.smallworld.model.board import load_map
from games.smallworld.model.ruleset import load_ruleset
from tests.game_helpers import ROOT, random_game

RULESETS = {
    "classic": ("classic", "maps/sundered-weald.json", range(1, 5)),
    "azeroth": ("azeroth", "maps/shattered-sea.json", range(1, 4)),
}


def _check_step(game):
    for tribe, _in_decline in legal.acting_tribes(game):
        camp = game.turn.campaigns.get(tribe)
        if camp is not None and (camp.over or camp.redeployed):
            continue
        available = game.ready_count(tribe, camp)
        reference = legal.option_rows(game, tribe, legal.candidate_regions(game, tribe), available)
        for r, _kind, cost, _why in reference:
            if cost is not None:
                expected = conquest.cost(game, tribe, r)
                assert cost == (max(1, expected - camp.roll) if camp is not None and camp.roll is not None
                                else expected)
        reachable = [row for row in reference if row[2] is not None]
        near = legal._near_regions(game, tribe)       # the regions of the legal actions alone
        assert legal._rows(game, tribe, near, available, False, True) == reachable     # what movers read
        actions = [{"type": kind, "player": 0, "region": game.region_id(r)}
                   for r, kind, _cost, _why in reachable if kind]
        assert legal._rows(game, tribe, near, available, False, True, 0) == actions
        if legal._plain(game, tribe, camp):
            assert legal._plain_conquests(game, tribe, near, available, 0) == actions


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_fast_paths_match_the_reference_rows(name):
    folder, map_file, seeds = RULESETS[name]
    ruleset = load_ruleset(str(ROOT / "rules_data" / folder))
    board = load_map(str(ROOT / map_file))
    for seed in seeds:
        random_game(ruleset, board, seed, each=_check_step)
