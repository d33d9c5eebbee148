"""The rules engine's public API: everything a scene, a computer player or a program needs.

    from games.smallworld.model import Game, Conquer, legal_actions, conquest_cost
    game = Game(ruleset, board, players, seed=7)
    events = game.apply(Conquer(player=0, region="r05"))   # or the dict of docs/FORMATS.md
    game.copy(); replay(setup, until=12)

The model never imports pygame. Rules live in `game.py` (the core) and in the effect
primitives of `primitives/` (every ability); the queries below are the same code the
engine runs, so whoever asks gets the numbers the engine will apply.
"""

from .actions import (
    ACTION_CLASSES,
    Abandon,
    Action,
    Ally,
    Conquer,
    Decline,
    Dragon,
    EndTurn,
    Pick,
    Redeploy,
    Reinforce,
    Retreat,
    Roll,
    Sorcery,
    action_from_json,
    describe,
    register_action,
)
from .board import BOARD_MARKERS, MAP_ID, Board, check_map, load_map, map_files, map_path, shipped_map_file
from .conquest import CostBreakdown, RedeployLimits
from .errors import DataError, IllegalAction, Problem
from .game import ACTION_TYPES, AI_LEVELS, PLAYER_KINDS, Game, map_mismatch
from .gamefile import (
    GAME_FORMAT,
    GAME_VERSION,
    SEED_MAX,
    SEED_MIN,
    game_file_json,
    load_game_file,
    parse_game_file,
    save_game,
)
from .legal import Option, acting_tribes, conquest_options, even_spread, legal_actions, redeploy_minimum
from .pieces import LOST_TRIBE, Campaign, Tribe
from .primitives import PRIMITIVES, Primitive, register
from .queries import (
    Income,
    Losses,
    ability_actions,
    ability_texts,
    actions_of,
    barred_reason,
    candidate_regions,
    conquest_cost,
    cost_breakdown,
    field_primitives,
    field_targets,
    owner_losses,
    pick_tokens,
    reach_reason,
    ready_tokens,
    redeploy_fields,
    redeploy_limits,
    redeploy_refusal,
    region_value,
    tolls_due,
    turn_coins,
    turn_income,
    usable_in_conquest,
)
from .replay import ReplayResult, ReplayStep, replay, setup_of
from .ruleset import Ruleset, check_ruleset, findable_by_id, load_ruleset, load_ruleset_by_name, ruleset_folder
from .state_json import state_json

# Beyond the engine and its queries, each for one reason:
# - BOARD_MARKERS: the markers every map gets at setup, whatever the races (a computer player
#   counts their defence apart from the races');
# - Campaign: a race's conquests of one turn (a computer player imagines a turn not begun);
# - check_map, map_files, MAP_ID, shipped_map_file: the maps in some folders, why one is refused, what
#   names one, a shipped map's file (the setup screen, the command line's check, the save list, saves);
# - check_ruleset, ruleset_folder, findable_by_id: a ruleset folder's problems and where a ruleset
#   named by id is (the command line's check); map_mismatch: why a ruleset is not played on a map;
# - even_spread: the canonical redeployment the legal actions offer (the redeploy screen starts
#   from it), redeploy_minimum: the fewest tokens a region keeps (the computer players' plans);
# - the game files: GAME_FORMAT, GAME_VERSION, SEED_MIN, SEED_MAX (what one holds), load_game_file,
#   parse_game_file (read into a setup for `replay`), game_file_json, save_game (a game written as
#   one): the saves, the lesson and the command line read and write them.

# The events `Game.apply` returns are plain dicts with a "type": picked, declined, decline_announced,
# left_game, abandoned, conquered, rolled, redeployed, allied, scored, turn_ended, retreated,
# turn_started, game_over; under azeroth also form_taken (their fields: docs/FORMATS.md).
EVENT_TYPES = ("picked", "declined", "decline_announced", "left_game", "abandoned", "conquered", "rolled",
               "redeployed", "allied", "scored", "turn_ended", "retreated", "turn_started", "game_over",
               "form_taken", "toll_paid", "harmony_given", "side_taken", "tribute_paid", "collected",
               "objective_taken", "swapped", "intimidated", "bomb_revealed", "bombed",
               "ransom_paid", "objective_reward", "paid", "beasts_taken")

__all__ = [
    "ACTION_CLASSES", "ACTION_TYPES", "AI_LEVELS", "Abandon", "Action", "Ally", "BOARD_MARKERS", "Board", "Campaign",
    "Conquer", "CostBreakdown", "DataError", "Decline", "Dragon", "EVENT_TYPES", "EndTurn", "GAME_FORMAT",
    "GAME_VERSION", "Game", "IllegalAction", "Income", "LOST_TRIBE", "Losses", "MAP_ID", "Option", "PLAYER_KINDS",
    "PRIMITIVES", "Pick", "Primitive", "Problem", "Redeploy", "RedeployLimits", "Reinforce", "ReplayResult",
    "ReplayStep", "Retreat", "Roll", "Ruleset", "SEED_MAX", "SEED_MIN", "Sorcery", "Tribe", "ability_actions",
    "ability_texts", "acting_tribes", "action_from_json", "actions_of", "barred_reason", "candidate_regions",
    "check_map", "check_ruleset", "conquest_cost", "conquest_options", "cost_breakdown", "describe", "even_spread",
    "field_primitives", "field_targets", "findable_by_id", "game_file_json", "legal_actions", "load_game_file",
    "load_map", "load_ruleset", "load_ruleset_by_name", "map_files", "map_mismatch", "map_path", "owner_losses",
    "parse_game_file", "pick_tokens", "reach_reason", "ready_tokens", "redeploy_fields", "redeploy_limits",
    "redeploy_minimum", "redeploy_refusal", "region_value", "register", "register_action", "replay", "ruleset_folder",
    "save_game", "setup_of", "shipped_map_file", "state_json", "tolls_due", "turn_coins", "turn_income",
    "usable_in_conquest",
]
