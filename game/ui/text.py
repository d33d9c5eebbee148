"""Words for the screen: text from files made safe to draw, text fitted to a width, seat labels, combo
names, region names (a leaf of game.ui: it imports no font, the fonts import it).

`printable(text)` is the one gate for text that comes from a file (player names in a
save, map and region names, save names, error details): fonts cannot draw NUL or
lone surrogates, and control or direction-override characters garble the screen.
game.ui.fonts passes everything it draws through it too, so nothing a file holds can
stop the window.
"""

import re

from game.i18n import N_, _, language, map_name
from games.smallworld import grammar
from kernel.files import shows_something

from . import theme

COMPUTER_TAG = N_(" (computer)")     # after a computer seat's name, wherever the screen names the seat (_())
REPLACEMENT = "\ufffd"            # what stands for a character that cannot be shown
# Control characters (C0, DEL, C1), lone surrogates, line/paragraph separators and the
# direction overrides and isolates (they would flip the text drawn after a name).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_SPACES = "\t\n\r\x0b\x0c\u2028\u2029"


def _safe_char(match):
    ch = match.group(0)
    if ch in _SPACES:
        return " "
    if "\u202a" <= ch <= "\u202e" or "\u2066" <= ch <= "\u2069":
        return ""
    return REPLACEMENT


def printable(text, limit=None):
    """`text` as it may be drawn: control characters and lone surrogates become U+FFFD (tabs and
    line breaks a space, direction overrides nothing); with `limit`, at most that many
    characters (the last one "…")."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    if limit is not None and len(text) > limit:
        text = text[:max(0, limit - 1)] + "…"
    if _UNSAFE.search(text) is None:
        return text
    return _UNSAFE.sub(_safe_char, text)


def fit_text(text, fnt, width):
    """`text` (printable) shortened with an ellipsis to fit `width` pixels (found by halving: a long text is
    quick). At least one character is kept, whatever the width."""
    return _shortened(printable(text), fnt, width)


def last_line(line, fnt, width):
    """`line` as the last one shown of a text cut for want of lines (wrap_text's max_lines, a card's texts):
    ending with "…" (after its last word, a stop or comma dropped), within `width` pixels."""
    return _shortened(printable(line).rstrip(" .,;:") + "…", fnt, width)


def _shortened(text, fnt, width):
    """fit_text of a printable text."""
    if fnt.size(text)[0] <= width:
        return text
    low = _longest_fitting(text, fnt, width, "…")
    return (text[:low].rstrip() or text[:low]) + "…"


def _longest_fitting(word, fnt, width, suffix=""):
    """How many characters of `word` (at least 1, always kept) fit `width` pixels followed by `suffix`
    (by halving)."""
    low, high = 1, len(word)
    while low < high:
        middle = (low + high + 1) // 2
        if fnt.size(word[:middle] + suffix)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


def wrap_text(text, fnt, width, max_lines=None):
    """`text` (printable) as lines no wider than `width` pixels, explicit newlines kept; a word wider than
    `width` is broken between characters. With `max_lines`, at most that many lines, the last one
    ending in "…" when text was left out: the one way the window cuts a wrapped text."""
    width = max(1, int(width))
    text = text if isinstance(text, str) else printable(text)
    lines = []
    for paragraph in text.replace("\r\n", "\n").split("\n"):
        line = ""
        for word in printable(paragraph).split(" "):
            candidate = word if not line else line + " " + word
            if fnt.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while len(word) > 1 and fnt.size(word)[0] > width:   # the word alone is too wide: cut it
                cut = _longest_fitting(word, fnt, width)
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    if max_lines is not None and len(lines) > max(1, max_lines):
        keep = max(1, max_lines)
        lines = lines[:keep - 1] + [last_line(lines[keep - 1], fnt, width)]
    return lines


def shown_name(text, fallback):
    """A name from a file as the window shows it: `text` made printable, or `fallback` when it shows nothing
    (only spaces or zero-width characters: games.smallworld.model.files.shows_something)."""
    return printable(text) if shows_something(text) else fallback


def is_computer(game, seat):
    """True when a computer plays `seat` (the players panel and the log mark it)."""
    return isinstance(seat, int) and 0 <= seat < len(game.players) and game.players[seat].kind == "ai"


def seat_label(name, tag, fnt, width):
    """`name` and its `tag` (" (computer)", "  ◀") in `width` pixels: the name is shortened first,
    so what the tag says stays readable."""
    if fnt.size(name + tag)[0] <= width:
        return name + tag
    room = width - fnt.size(tag)[0]
    if room >= fnt.size("M…")[0]:
        return fit_text(name, fnt, room) + tag
    return fit_text(name + tag, fnt, width)


def combo_name(race, power):
    """'Flying Orcs', «Летающие Орки», «Орки-Алхимики»: a race and its power as one name in the window's
    language (games.smallworld.grammar)."""
    return grammar.combo_name(race.name, power.name if power is not None else None)


def region_name(region):
    """A region's name in the window's language (its map's per-language "names", else its "name")."""
    return map_name(getattr(region, "names", None), region.name)


def effect_text(primitive):
    """An effect primitive's line for players in the window's language (its `text` through the catalog)."""
    if primitive.text:
        try:
            return _(primitive.text).format(**primitive.p)
        except (KeyError, IndexError, ValueError):
            return primitive.describe()
    return primitive.describe()


_ID_CACHE = {}


def humanize(game, text):
    """Replace region ids in an engine message by the regions' names."""
    if not text:
        return text
    board = game.board
    pattern = _ID_CACHE.get(id(board))
    if pattern is None:
        ids = sorted(board.index, key=len, reverse=True)
        pattern = re.compile(r"\b(" + "|".join(re.escape(i) for i in ids) + r")\b") if ids else None
        _ID_CACHE[id(board)] = pattern
    if pattern is None:
        return text
    return model_text(pattern.sub(lambda m: region_name(board.regions[board.index[m.group(1)]]), str(text)))


# The engine's words (games/smallworld/model) that the window shows most, as catalog entries: an engine message that
# matches one (its {fields} standing for any text) is shown in the window's language, its fields
# translated too (race names...); any other stays as the engine said it.
MODEL_TEXTS = [
    N_("you already hold {region}"),
    N_("seas and lakes cannot be conquered (only {holders} may hold water)"),
    N_("a race entering the map must start at a border region"),
    N_("{region} is not adjacent to any of your regions"),
    N_("conquests are over this turn"),
    N_("no tokens left in hand"),
    N_("costs {cost} tokens, you have {n}"),
    N_("sorcery only replaces an opponent's active token"),
    N_("sorcery needs the token to be alone in its region"),
    N_("you already cast sorcery on {name} this turn"),
    N_("no {race} are left in the tray"),
    N_("sorcery needs one of your regions next to the target"),
    N_("a {marker} protects that token"),
    N_("peace: {name} made peace with you until their next turn"),
    N_("the game is over"),
    N_("conquests are over after the redeployment"),
    N_("conquests are over after the final attempt with the die"),
    N_("you have no active race: pick a combo first"),
    N_("that combo costs {n} coins and you have {coins}"),
    N_("redeploy your declined {race} first"),
    N_("pick a combo first"),
    N_("redeploy your tokens before ending the turn"),
    N_("nothing to undo since the last die roll, new combo or turn"),
    N_("declined {race} act only before your active race"),
    N_("this race is going into decline"),
    N_("this race is already going into decline"),
    N_("you already have an active race"),
    N_("you declined this turn: pick on your next turn"),
    N_("you have no active race to put into decline"),
    N_("{region} is not held by your {race}"),
    N_("place exactly {n} tokens over your regions, not {placed}"),
    N_("keep at least 1 token in every region while you have tokens for it"),
    N_("your {race} hold no region to redeploy into"),
    # every other refusal of the engine (tests/ui/test_refusals_in_russian.py reads them from its source);
    # a longer text before a shorter one it starts with
    N_("a race entering the map must start at an entry region"),
    N_("computer seats never undo"),
    N_("an action must be an object with a type and a player"),
    N_("unknown action type {kind}"),
    N_("no player seat {seat}"),
    N_("waiting for retreats to be placed by {names}"),
    N_("it is {name}'s turn, not {other}'s"),
    N_("you have no {race} that can act now"),
    N_("there is no combo at position {n}"),
    N_("a race cannot go into decline in the turn it was picked"),
    N_("decline must be the first thing your race does this turn"),
    N_("regions can only be abandoned before the first conquest of the turn"),
    N_("you have no tokens in hand to conquer with"),
    N_("{region} costs {cost} tokens and you have {n} (use the final attempt with the die)"),
    N_("{region} costs {cost} tokens and you have {n}"),
    N_("you already rolled the Berserk die: choose a region to conquer"),
    N_("you have enough tokens to conquer {region} without the die"),
    N_("{region} costs {cost}: you are {short} tokens short, more than the die can give"),
    N_("only an active race with that ability ({owners}) can do {kind}"),
    N_("you already redeployed this turn"),
    N_("your declined {race} did not conquer this turn"),
    N_("{name} has no tokens to retreat"),
    N_("no retreat of {race} is waiting"),
    N_("place exactly the {count} tokens taken back, not {total}"),
    N_("there is no region {region} on this map"),
    N_("{field} needs tokens as {{region: count}}"),
    N_("{region} must get {need} tokens, not {n}"),
    N_("markers need a region of yours"),
    N_("redeploy must give a count for every region you hold (missing {regions})"),
    N_("your {race} have no {field} to place"),
    N_("{what} must go in a region you keep"),
    N_("encampments must be {{region: count}}"),
    N_("encampments in {region} must be a count, not {n}"),
    N_("you have only {n} encampments"),
    N_("only one fortress can be built per turn"),
    N_("{region} already has a fortress"),
    N_("all fortresses are on the map"),
    N_("heroes must be a list of at most {count} regions"),
    N_("the heroes must stand in different regions"),
    N_("immune: a hole in the ground protects it"),
    N_("immune: a hero guards it"),
    N_("immune: the dragon guards it"),
    N_("sorcery needs at least 1 token in hand"),
    N_("the dragon already attacked this turn"),
    N_("you already rolled: conquer a region first"),
    N_("make peace after your redeployment"),
    N_("you already made peace this turn"),
    N_("seat {seat} is not an opponent"),
    N_("you attacked {name}'s active race this turn"),
    N_("form must be one of {forms}, not {form}"),
    N_("your {race} already took a form this turn"),
    N_("choose the form before your first conquest"),
    N_("the {form} form costs {price} coin and you have none"),
    N_("the air raid was already made this turn"),
    N_("a race entering the map cannot raid: conquer an entry region first"),
    N_("your {race} never stand alone: give each region 0 or at least {n}"),
    N_("keep at least {n} tokens in every region while you have tokens for it"),
    N_("your {race} conquer with at least {n} tokens"),
    N_("you need {n} tokens in hand to raid"),
    # the Warcraft abilities' refusals (games/smallworld/model/primitives, items.py)
    N_("{region} asks {total} coins before a conquest and you have {coins}"),
    N_("{regions} must keep at least 1 token"),
    N_("artifacts are named in `use` on a conquer only"),
    N_("use must list distinct artifacts to use in this conquest"),
    N_("a declined race uses no artifact"),
    N_("this conquest costs {cost} coins and you have {coins}"),
    N_("use: {name} is not used in a conquest"),
    N_("use: {name} was already used this turn"),
    N_("a race entering the map uses no artifact to reach a region (item 25)"),
    N_("use: your {race} control no face-up {item}"),
    N_("an attack here asks {owed} coins first"),
    N_("{field} must go in a region you keep, not {region}"),
    N_("place all your Beasts (beasts) with this redeployment"),
    N_("beasts must be {{region: count}}"),
    N_("place all your {n} Beasts"),
    N_("Beasts go in regions you keep, not {region}"),
    N_("beasts in {region} must be a count, not {n}"),
    N_("bombs must be a list of regions"),
    N_("one bomb per region"),
    N_("only {n} bombs are left"),
    N_("{region} is not an opponent's active region next to yours without a bomb"),
    N_("the {piece} already fought this turn"),
    N_("a race entering the map does not send its {piece} (item 25)"),
    N_("the {piece} goes in one of your regions, not {region}"),
    N_("use: {race} need a face-up legendary place next to them"),
    N_("{region} holds several artifacts: name one in item"),
    N_("conquests are over"),
    N_("your {race} already used their ability this turn"),
    N_("{region} is not next to your {race}"),
    N_("{region} is not one of your regions"),
    N_("{region} asks {owed} coins first and you have {coins}"),
    N_("recruit must be a number of tokens, not {value}"),
    N_("you sent {n} tokens to the tray this turn: recruit at most that many"),
    N_("the tray holds only {n} {race}"),
    N_("{n} recruits cost {coins} coins"),
    N_("place your military objectives (objectives) with this redeployment"),
    N_("place your military objectives with a redeployment first"),
    N_("objectives must list {n} regions"),
    N_("the objectives go in different regions"),
    N_("{region} is held by a race of your faction"),
    N_("the portal swaps two different regions"),
    N_("{region} has no {feature} symbol"),
    N_("{region} is guarded by a Watch Tower"),
    N_("no race but one that holds water may end on a Sea or Lake"),
    N_("portal needs regions: [a, b]"),
    N_("the portal works {n} times a turn"),
    N_("the Aegis asks {n} coins and you have {coins}"),
    N_("only an active Neutral race takes a side, once a turn"),
    N_("faction must be one of {sides}, not {faction}"),
    N_("you intimidate {n} times a turn"),
    N_("{region} holds no opponent's token"),
    N_("{region} holds no token to move"),
    N_("this asks {owed} coins first and you have {coins}"),
    N_("name the region the token goes to (to)"),
    N_("immune: a Watch Tower guards it"),
    N_("no Beasts were taken back: leave out beasts"),
    N_("place exactly the {n} Beasts taken back, not {placed} (or leave out beasts to discard them)"),
]
# Words the engine puts inside its messages (a field of a MODEL_TEXTS entry): translated with it.
ENGINE_WORDS = (N_("an encampment"), N_("a fortress"), N_("a hero"), N_("encampment"), N_("0 or more"),
                N_("at least 1"), N_("no race"))
_MODEL_PATTERNS = []


def _model_pattern(msgid):
    """The regular expression of a MODEL_TEXTS entry: each {field} any text, {{ and }} a brace."""
    escaped = re.escape(msgid).replace(r"\{\{", "\x00").replace(r"\}\}", "\x01")
    pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", escaped).replace("\x00", r"\{").replace("\x01", r"\}")
    return re.compile(f"^{pattern}$", re.IGNORECASE)


def _model_field(value):
    """A field of an engine message in the window's language: a name, a word, 'quoted', or names
    joined by " or " ("Tritons or Seafaring")."""
    if len(value) > 1 and value[0] == value[-1] == "'":
        return f"'{_model_field(value[1:-1])}'"
    if " or " in value:
        return _(" or ").join(_(part) for part in value.split(" or "))
    return _(value)


def model_text(text):
    """An engine message in the window's language where the catalog has it (MODEL_TEXTS)."""
    if not text or language() == "en":
        return text
    if not _MODEL_PATTERNS:
        _MODEL_PATTERNS.extend((_model_pattern(msgid), msgid) for msgid in MODEL_TEXTS)
    for pattern, msgid in _MODEL_PATTERNS:
        found = pattern.match(text)
        if found:
            return _(msgid).format(**{k: _model_field(v) for k, v in found.groupdict().items()})
    return text


def region_summary(game, r):
    """'Greyfold — Farmland, mine, border'."""
    region = game.board.regions[r]
    bits = [_(theme.TERRAIN_LABELS.get(region.terrain, region.terrain))]
    bits += sorted(_(theme.FEATURE_LABELS.get(f, f)) for f in region.features)
    if region.border:
        bits.append(_("border"))
    return f"{region_name(region)} — {', '.join(bits)}"
