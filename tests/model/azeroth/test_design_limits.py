"""The Warcraft banner and badge numbers are design values tuned by self-play (docs/RULES.md,
section 12), but the tuning keeps the limits the ruleset's text sets for them: banner + badge
from 8 to 15 for every combo, and banner + the largest badge within the race's box (the rulebook
says the box holds enough tokens for any badge). These are the limits that leave some races
and powers outside +-15 % of the balance report's average (RULES.md W18)."""

from pathlib import Path

from games.smallworld.model.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parents[3]
RULES = load_ruleset(str(ROOT / "rules_data" / "azeroth"))
RACES = [r for r in RULES.races.values() if r.playable]
POWERS = [p for p in RULES.powers.values() if p.playable]


def test_every_combo_is_picked_with_8_to_15_tokens():
    outside = [(r.id, p.id, r.banner + p.bonus) for r in RACES for p in POWERS
               if not 8 <= r.banner + p.bonus <= 15]
    assert outside == []


def test_every_race_box_holds_its_banner_with_the_largest_badge():
    largest = max(p.bonus for p in POWERS)
    assert largest == 5
    assert [(r.id, r.banner + largest, r.box) for r in RACES if r.banner + largest > r.box] == []


def test_the_ruleset_has_the_box_of_sixteen_races_and_twenty_powers():
    assert (len(RACES), len(POWERS)) == (16, 20)
