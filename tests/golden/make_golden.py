"""Generate the golden games of tests/golden/ (see README.md).

    python tests/golden/make_golden.py            # regenerate in memory: coverage table + differences
    python tests/golden/make_golden.py --write    # write every golden file (and remove stale ones)
    python tests/golden/make_golden.py --check    # only replay the stored files against their states

Deterministic: every game is computer players (games.smallworld.ai.make_player) with fixed seeds. The set has a
fixed list of SLOTS (map, seats, levels, recorded or seeded, complete or stopped part-way); each slot
tries a few candidate seeds (and, for recorded games, a few orders of the race and power stacks to
steer which combos show first), and a greedy pass picks, slot by slot, the candidate that covers the
most of what the set still lacks (golden_replay.required_features).
"""

import argparse
import json
import os
import sys
import time
from multiprocessing import Pool

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import golden_replay as gr  # noqa: E402  (puts the project root on sys.path)

from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.model.board import load_map, map_path  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.gamefile import GAME_FORMAT, GAME_VERSION, game_file_json  # noqa: E402
from games.smallworld.model.legal import legal_actions  # noqa: E402

GRID_REF = "../data/test-grid.json"   # relative to the game file
SHORT = {"thornmere": "thornmere", "saltwind-coast": "saltwind", "emberfell-reach": "emberfell",
         "sundered-weald": "weald", GRID_REF: "grid"}
R, E, M, H = "random", "easy", "medium", "hard"
CANDIDATES = 10       # seeds tried per slot (TIE_HUNT slots try more)
TIE_HUNT = 60


class Slot:
    def __init__(self, map_ref, levels, mode, stop=None, candidates=CANDIDATES, steer=None, decliners=()):
        self.map_ref = map_ref
        self.levels = levels
        self.mode = mode              # "recorded": every random outcome in the file; "seeded": only the seed
        self.stop = stop              # None (play to the end), "mid_turn" or "retreat"
        self.candidates = candidates
        self.steer = steer            # (race, power) pairs to show first (recorded games only)
        # Seats played by a script instead of a computer level: decline whenever the rules allow it,
        # otherwise play like `random`. Written as human seats ("Decliner N"), since no AI level
        # plays like that. They make many picks, so the power stack runs out and is reshuffled.
        self.decliners = tuple(decliners)


class Decliner:
    def __init__(self, seed):
        self.bot = make_player("random", seed)

    def choose(self, game):
        for action in legal_actions(game):
            if action["type"] == "decline":
                return action
        return self.bot.choose(game)


# Combos to show first in recorded games, so that every race and power gets picked and the powers
# with their own actions (roll, sorcery, dragon, ally, encampments, fortress, heroes) are played.
STEERS = [
    [("ghouls", "spirit"), ("sorcerers", "berserk")],
    [("halflings", "dragon_master"), ("orcs", "stout")],
    [("amazons", "bivouacking"), ("skeletons", "fortified")],
    [("tritons", "heroic"), ("giants", "diplomat")],
    [("humans", "seafaring"), ("dwarves", "underworld")],
    [("elves", "flying"), ("wizards", "commando")],
    [("trolls", "alchemist"), ("ratmen", "wealthy")],
    [("ghouls", "stout"), ("sorcerers", "spirit")],
    [("orcs", "pillaging"), ("humans", "mounted")],
    [("dwarves", "hill"), ("elves", "swamp"), ("giants", "forest"), ("wizards", "merchant")],
    [("giants", "underworld"), ("tritons", "seafaring")],     # rules §5.15 and §5.16
]

SLOTS = [
    # thornmere, 2 players
    Slot("thornmere", [R, R], "recorded"),
    Slot("thornmere", [R, R], "seeded", candidates=TIE_HUNT),
    Slot("thornmere", [E, H], "recorded"),
    Slot("thornmere", [M, M], "seeded"),
    Slot("thornmere", [H, H], "recorded"),
    Slot("thornmere", [H, M], "seeded", stop="mid_turn"),
    Slot("thornmere", [R, E], "recorded", stop="retreat"),
    Slot("thornmere", [R, R], "recorded", steer=STEERS[0]),
    Slot("thornmere", [E, E], "seeded", candidates=TIE_HUNT),
    # saltwind-coast, 3 players
    Slot("saltwind-coast", [R, R, R], "recorded", steer=STEERS[10]),
    Slot("saltwind-coast", [E, M, H], "seeded"),
    Slot("saltwind-coast", [M, M, M], "recorded"),
    Slot("saltwind-coast", [H, H, H], "seeded"),
    Slot("saltwind-coast", [R, H, E], "recorded", stop="retreat"),
    Slot("saltwind-coast", [R, R, R], "seeded", candidates=TIE_HUNT),
    Slot("saltwind-coast", [M, R, H], "recorded", stop="mid_turn"),
    Slot("saltwind-coast", [R, R, R], "recorded", steer=STEERS[1], decliners=[0, 1, 2]),
    # emberfell-reach, 4 players
    Slot("emberfell-reach", [R, R, R, R], "recorded"),
    Slot("emberfell-reach", [E, E, E, E], "seeded"),
    Slot("emberfell-reach", [H, M, E, R], "recorded"),
    Slot("emberfell-reach", [M, M, M, M], "seeded", stop="mid_turn"),
    Slot("emberfell-reach", [H, H, H, H], "recorded"),
    Slot("emberfell-reach", [R, R, R, R], "seeded", decliners=[0, 2]),
    Slot("emberfell-reach", [R, M, R, H], "recorded", stop="retreat"),
    # sundered-weald, 5 players
    Slot("sundered-weald", [R, R, R, R, R], "recorded"),
    Slot("sundered-weald", [M, M, M, M, M], "seeded"),
    Slot("sundered-weald", [H, R, M, E, R], "recorded"),
    Slot("sundered-weald", [E, E, E, E, E], "seeded"),
    Slot("sundered-weald", [H, H, H, H, H], "recorded"),
    Slot("sundered-weald", [R, R, R, R, R], "seeded", stop="retreat"),
    Slot("sundered-weald", [R, R, M, H, E], "recorded"),
    # the 4x4 test grid, 2 players: small boards, short files
    Slot(GRID_REF, [R, R], "recorded"),
    Slot(GRID_REF, [E, M], "seeded"),
    Slot(GRID_REF, [H, R], "recorded", stop="mid_turn"),
    Slot(GRID_REF, [R, R], "seeded", candidates=TIE_HUNT),
    Slot(GRID_REF, [R, R], "recorded", steer=STEERS[7]),
]


def slot_name(index, slot):
    seats = ["decliner" if i in slot.decliners else lv for i, lv in enumerate(slot.levels)]
    levels = "-".join(seats) if len(set(seats)) > 1 else f"{seats[0]}x{len(seats)}"
    name = f"{index + 1:02d}-{SHORT[slot.map_ref]}-{len(slot.levels)}p-{levels}-{slot.mode}"
    return name + (f"-stop-{slot.stop.replace('_', '-')}" if slot.stop else "")


_RULES = None
_BOARDS = {}


def rules():
    global _RULES
    if _RULES is None:
        _RULES = gr.classic()
    return _RULES


def board(map_ref):
    if map_ref not in _BOARDS:
        path = os.path.join(HERE, map_ref) if map_ref.endswith(".json") else map_path(map_ref, gr.MAPS_DIR)
        _BOARDS[map_ref] = load_map(path)
    return _BOARDS[map_ref]


def steering(index, slot, j):
    """The first races and powers of the stacks for a recorded candidate (the rest is shuffled)."""
    pairs = slot.steer or STEERS[(index + j) % len(STEERS)]
    races = [r for r, _ in pairs]
    powers = [p for _, p in pairs]
    all_races, all_powers = list(rules().races), list(rules().powers)
    for offset, (ids, pool) in enumerate(((races, all_races), (powers, all_powers))):
        start = (7 * index + 3 * j + offset) % len(pool)
        for item in pool[start:] + pool[:start]:
            if len(ids) >= rules().visible_combos:
                break
            if item not in ids:
                ids.append(item)
    return races, powers


def play(index, j):
    """Candidate j of slot `index`: (game file data, why it was refused or None)."""
    slot = SLOTS[index]
    seed = 1000 * (index + 1) + j
    players = [{"name": f"Decliner {i + 1}", "kind": "human"} if i in slot.decliners else
               {"name": f"{lv.capitalize()} {i + 1}", "kind": "ai", "level": lv}
               for i, lv in enumerate(slot.levels)]
    races = powers = None
    if slot.mode == "recorded":
        races, powers = steering(index, slot, j)
    game = Game(rules(), board(slot.map_ref), players, seed, races, powers)
    bots = [Decliner(seed * 7919 + i) if i in slot.decliners else make_player(lv, seed * 7919 + i)
            for i, lv in enumerate(slot.levels)]
    stop_round = 3 + j % 4
    conquests = 0
    stopped = False
    while not game.over:
        seat = game.current_player
        action = bots[seat].choose(game)
        events = game.apply(action)
        if any(e["type"] == "turn_started" for e in events):
            conquests = 0
        if action["type"] == "conquer" and "race" not in action:
            conquests += 1
        if slot.stop == "mid_turn" and game.round >= stop_round and conquests >= 2 and game.phase == "conquer":
            stopped = True
            break
        if slot.stop == "retreat" and game.round >= stop_round and game.phase == "retreat":
            stopped = True
            break
    if slot.stop and not stopped:
        return None, "never reached its stopping point"
    if slot.mode == "recorded":
        data = game_file_json(game, slot.map_ref)
    else:
        data = {"format": GAME_FORMAT, "version": GAME_VERSION, "ruleset": rules().id, "map": slot.map_ref,
                "seed": seed, "players": players, "actions": [dict(a) for a in game.actions]}
    return data, None


def game_file_text(data):
    """A compact game file: one line per field, per player and per action."""
    lines = ["{"]
    keys = [k for k in ("format", "version", "ruleset", "map", "seed", "players", "races", "powers", "dice",
                        "actions") if k in data]
    for n, key in enumerate(keys):
        end = "," if n < len(keys) - 1 else ""
        value = data[key]
        if key in ("players", "actions"):
            items = [json.dumps(v, ensure_ascii=False, separators=(", ", ": ") if key == "players" else (",", ":"))
                     for v in value]
            if not items:
                lines.append(f'  "{key}": []{end}')
                continue
            lines.append(f'  "{key}": [')
            lines += [f"    {item}{',' if i < len(items) - 1 else ''}" for i, item in enumerate(items)]
            lines.append(f"  ]{end}")
        else:
            lines.append(f'  "{key}": {json.dumps(value, ensure_ascii=False, separators=(", ", ": "))}{end}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def evaluate(task):
    index, j = task
    data, refused = play(index, j)
    if refused:
        return index, j, None, refused
    text = game_file_text(data)
    replayed = gr.replay_data(json.loads(text), where=f"{slot_name(index, SLOTS[index])} candidate {j}")
    files = {gr.GAME_SUFFIX: text, gr.STATE_SUFFIX: gr.dumps_pretty(replayed.state),
             gr.EVENTS_SUFFIX: gr.dumps_summary(replayed.summary)}
    return index, j, {"files": files, "features": sorted(replayed.features), "summary": replayed.summary}, None


def generate(jobs):
    tasks = [(i, j) for i, slot in enumerate(SLOTS) for j in range(slot.candidates)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(evaluate, tasks, chunksize=1)
    else:
        results = [evaluate(t) for t in tasks]
    candidates = {i: [] for i in range(len(SLOTS))}
    for index, j, result, _refused in results:
        if result is not None:
            candidates[index].append((j, result))
    return candidates


def select(candidates):
    """Greedy: the slot candidate that adds most uncovered features, until nothing new; then j = first."""
    wanted = set(gr.required_features())
    covered = set()
    chosen = {}
    while len(chosen) < len(SLOTS):
        best = None
        for index in range(len(SLOTS)):
            if index in chosen:
                continue
            for j, result in candidates[index]:
                gain = len((set(result["features"]) & wanted) - covered)
                key = (gain, -index, -j)
                if best is None or key > best[0]:
                    best = (key, index, j, result)
        if best is None:
            missing = [slot_name(i, SLOTS[i]) for i in range(len(SLOTS)) if i not in chosen]
            raise SystemExit(f"no candidate reached its stopping point for: {', '.join(missing)}")
        (gain, _, _), index, j, result = best
        if gain == 0:
            for index in range(len(SLOTS)):
                if index not in chosen and candidates[index]:
                    chosen[index] = candidates[index][0]
            missing = [slot_name(i, SLOTS[i]) for i in range(len(SLOTS)) if i not in chosen]
            if missing:
                raise SystemExit(f"no candidate reached its stopping point for: {', '.join(missing)}")
            break
        chosen[index] = (j, result)
        covered.update(set(result["features"]) & wanted)
    return {slot_name(i, SLOTS[i]): chosen[i][1] for i in sorted(chosen)}


def coverage_table(selected):
    lines = []
    wanted = gr.required_features()
    width = max(len(f) for f in wanted)
    lines.append(f"{'feature':<{width}}  games  first games")
    for feature in wanted:
        names = [n for n, r in selected.items() if feature in r["features"]]
        mark = "" if names else "   <-- MISSING"
        shown = ", ".join(n[:2] for n in names[:12]) + (" ..." if len(names) > 12 else "")
        lines.append(f"{feature:<{width}}  {len(names):>5}  {shown}{mark}")
    return "\n".join(lines)


def games_table(selected):
    lines = [f"{'game':<58} {'actions':>7} {'round':>5} {'phase':<8} coins -> winners"]
    for name, r in selected.items():
        s = r["summary"]
        win = ",".join(str(w) for w in s["winners"]) + (" (tie-break)" if s["tie_break"] else "")
        lines.append(f"{name:<58} {s['actions']:>7} {s['round']:>5} {s['phase']:<8} {s['coins']} -> {win}")
    return "\n".join(lines)


def stored_files():
    return sorted(f for f in os.listdir(HERE)
                  if f.endswith((gr.GAME_SUFFIX, gr.STATE_SUFFIX, gr.EVENTS_SUFFIX)))


def compare(selected):
    """What --write would change: lines of 'same', 'differs', 'new', 'stale'."""
    out = []
    wanted = set()
    for name, result in selected.items():
        changes = []
        for suffix, text in result["files"].items():
            wanted.add(name + suffix)
            path = os.path.join(HERE, name + suffix)
            if not os.path.exists(path):
                changes.append(f"{suffix} new")
                continue
            with open(path, encoding="utf-8") as handle:
                old = handle.read()
            if old != text:
                detail = ""
                if suffix != gr.GAME_SUFFIX:
                    detail = ": " + "; ".join(gr.differences(json.loads(old), json.loads(text), limit=4))
                changes.append(f"{suffix} differs{detail}")
        out.append(f"{name}: " + (", ".join(changes) if changes else "same"))
    for f in stored_files():
        if f not in wanted:
            out.append(f"{f}: stale (not generated any more)")
    return out


def write(selected):
    wanted = set()
    for name, result in selected.items():
        for suffix, text in result["files"].items():
            wanted.add(name + suffix)
            with open(os.path.join(HERE, name + suffix), "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
    for f in stored_files():
        if f not in wanted:
            os.remove(os.path.join(HERE, f))
            print(f"removed stale {f}")


def check_stored():
    """Replay the stored game files and compare with their stored state and events."""
    bad = 0
    for name in gr.golden_names():
        replayed = gr.replay_file(os.path.join(HERE, name + gr.GAME_SUFFIX))
        for suffix, actual in ((gr.STATE_SUFFIX, replayed.state), (gr.EVENTS_SUFFIX, replayed.summary)):
            with open(os.path.join(HERE, name + suffix), encoding="utf-8") as handle:
                expected = json.load(handle)
            if expected != actual:
                bad += 1
                print(f"{name}{suffix}: " + "; ".join(gr.differences(expected, actual, limit=6)))
    print(f"{len(gr.golden_names())} stored games replayed, {bad} differences")
    return 1 if bad else 0


def repin_stored():
    """Rewrite the expected state and events of the stored game files from a replay by the current
    engine, keeping the games themselves: for a deliberate change of a rule or of an event's fields
    under which the recorded actions stay legal. Review the diff before committing it."""
    changed = 0
    for name in gr.golden_names():
        replayed = gr.replay_file(os.path.join(HERE, name + gr.GAME_SUFFIX))
        for suffix, actual, dump in ((gr.STATE_SUFFIX, replayed.state, gr.dumps_pretty),
                                     (gr.EVENTS_SUFFIX, replayed.summary, gr.dumps_summary)):
            path = os.path.join(HERE, name + suffix)
            with open(path, encoding="utf-8") as handle:
                expected = json.load(handle)
            if expected != actual:
                changed += 1
                print(f"{name}{suffix}: " + "; ".join(gr.differences(expected, actual, limit=6)))
                with open(path, "w", encoding="utf-8", newline="\n") as handle:
                    handle.write(dump(actual))
    print(f"{len(gr.golden_names())} stored games replayed, {changed} files rewritten")
    return 0


def folder_size():
    return sum(os.path.getsize(os.path.join(HERE, f)) for f in os.listdir(HERE)
               if os.path.isfile(os.path.join(HERE, f)))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="write the golden files")
    parser.add_argument("--check", action="store_true", help="only replay the stored files")
    parser.add_argument("--repin", action="store_true",
                        help="rewrite the stored files' expected state and events from a replay (games kept)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for generating")
    args = parser.parse_args(argv)
    if args.check:
        return check_stored()
    if args.repin:
        return repin_stored()
    start = time.perf_counter()
    candidates = generate(max(1, args.jobs))
    selected = select(candidates)
    print(games_table(selected))
    print()
    print(coverage_table(selected))
    print()
    total = sum(len(r["files"]) for r in selected.values())
    print(f"{len(selected)} games ({total} files) from {sum(len(c) for c in candidates.values())} candidates "
          f"in {time.perf_counter() - start:.1f} s")
    missing = [f for f in gr.required_features()
               if not any(f in r["features"] for r in selected.values())]
    if args.write:
        write(selected)
        print(f"written; tests/golden is {folder_size() / 1e6:.2f} MB")
    else:
        changes = [line for line in compare(selected) if not line.endswith(": same")]
        print("\n".join(changes) if changes else "the stored files are exactly what the generator makes")
    if missing:
        print(f"MISSING coverage: {', '.join(missing)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
