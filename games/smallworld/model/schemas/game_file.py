"""The JSON Schema of the game file (docs/FORMATS.md §3): saves, autosaves, replays, scenarios.

A Python literal so that it is frozen with the code; `json.dumps(SCHEMA)` is the
schema document. gamefile.py checks what a schema cannot: the ruleset and map
exist, race and power ids belong to the ruleset, die faces are the die's, the
version is not newer than this program, and each action's fields (actions.py).
Rulesets may add top-level fields (azeroth: `markers`, `bombs`) and action types
and fields: objects allow more properties.
"""

from ..ai_levels import AI_LEVELS

SEED_MIN, SEED_MAX = -2 ** 63, 2 ** 63 - 1   # a seed fits in 64 bits (gamefile.py re-exports them)

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Game file (saves, replays, scenarios)",
    "description": "The setup of a game and every action taken, in order. See docs/FORMATS.md, section 3.",
    "type": "object",
    "required": ["format", "version", "ruleset", "map", "players"],
    "properties": {
        "format": {"const": "smallworld-game", "description": "Always \"smallworld-game\"."},
        "version": {"type": "integer", "minimum": 1,
                    "description": "Format version; a reader refuses a newer one."},
        "ruleset": {"type": "string", "minLength": 1, "maxLength": 64,
                    "description": "A ruleset id: a folder of rules_data/."},
        "map": {"type": "string", "minLength": 1, "maxLength": 1000,
                "errorMessage": "must be a map id or a path to a map file",
                "description": "A map id from maps/, or a path to a map file (relative to the game file)."},
        "seed": {"type": "integer", "default": 0, "minimum": SEED_MIN, "maximum": SEED_MAX,
                 "description": "Drives every shuffle and die roll (a 64-bit whole number)."},
        "players": {
            "type": "array", "minItems": 2, "maxItems": 5,
            "items": {"$ref": "#/$defs/seat"},
            "description": "2 to 5 seats; seat 0 plays first.",
        },
        "races": {"type": "array", "maxItems": 100000, "items": {"$ref": "#/$defs/id"},
                  "description": "The race stack, top first; ids not listed follow in seeded order."},
        "powers": {"type": "array", "maxItems": 100000, "items": {"$ref": "#/$defs/id"},
                   "description": "The power stack in the order revealed, reshuffles included."},
        "dice": {"type": "array", "maxItems": 100000, "items": {"type": "integer"},
                 "description": "The results of the die rolls, in order; later rolls come from the seed."},
        "actions": {
            "type": "array", "maxItems": 100000,
            "items": {"$ref": "#/$defs/action"},
        },
        "meta": {"type": "object", "description": "What the load list shows without replaying (saves only)."},
    },
    "additionalProperties": True,
    "$defs": {
        "id": {"type": "string", "maxLength": 64, "description": "A race, power or region id."},
        "seat": {
            "type": "object",
            "required": ["name"],
            "properties": {
                "name": {"type": "string", "minLength": 1, "maxLength": 40, "pattern": "\\S",
                         "patternErrorMessage": "must not be blank",
                         "description": "Printable text: no control characters (checked by gamefile.py)."},
                "kind": {"enum": ["human", "ai"], "default": "human"},
                "level": {"description": "For a computer seat: its level (default random)."},
            },
            "if": {"properties": {"kind": {"const": "ai"}}, "required": ["kind"]},
            "then": {"properties": {"level": {"enum": list(AI_LEVELS)}}},
            "additionalProperties": True,
        },
        "action": {
            "type": "object",
            "required": ["type", "player"],
            "properties": {
                "type": {"type": "string", "minLength": 1,
                         "description": "pick, decline, abandon, conquer, reinforce, roll, sorcery, dragon, "
                                        "redeploy, ally, retreat, end_turn, and those a ruleset adds."},
                "player": {"type": "integer", "minimum": 0, "description": "The seat acting."},
                "race": {"type": "string", "maxLength": 64, "description": "Only for a declined race that still acts."},
                # the fields that name regions, bounded so that a message quoting one stays short
                # (their types are actions.py's to check: only strings and objects are limited here)
                "region": {"maxLength": 64},
                "fortress": {"maxLength": 64},
                "heroes": {"items": {"maxLength": 64}},
                "tokens": {"propertyNames": {"maxLength": 64}},
                "encampments": {"propertyNames": {"maxLength": 64}},
            },
            "additionalProperties": True,
        },
    },
}
