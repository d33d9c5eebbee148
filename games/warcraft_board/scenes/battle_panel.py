"""The battle in progress, told over the top of the map so a person can follow it, computers' battles too.

`BattleShow` listens to the battle's events (battle_start, battle_round, battle_phase, battle_roll,
casualty, battle_card, battle_end, ...) and reveals them one at a time, each held a moment at the chosen
speed (PAUSES): while it still has events to reveal or holds one, `blocking()` is True and the play screen
lets no computer act. A person's click on the map shows everything at once (`skip`).

The panel (`draw_battle_panel`): where, the round and phase, each side's players, every die of the phase's
rolls against its roller's Strength (a hit light, a miss grey, the first dice of a roll being its hits:
a die hits when its face is at most S), the casualties removed (by whom, which kind, battle space or
flank) and at the end the result, which stays a moment after the battle is over.
"""

import pygame

from game.i18n import _, ngettext
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.text import fit_text
from games.warcraft_board.ui import look
from games.warcraft_board.ui.pieces import piece_picture

from . import action_words, words

HIT = (250, 244, 226)
MISS = (120, 112, 104)
# seconds each revealed battle event is held, by the session's speed
PAUSES = {"slow": 1.6, "normal": 0.9, "fast": 0.4, "instant": 0.0}
LINGER = {"slow": 3.0, "normal": 2.0, "fast": 1.0, "instant": 0.0}   # the result, after the battle
HELD = ("battle_roll", "casualty", "battle_end", "battle_card", "moon_glaive", "curse", "raised", "devoured")
SHOWN = HELD + ("battle_start", "battle_round", "battle_phase", "casualties", "dispelled", "pillage",
                "opt_in", "phases_named", "excess_returned")


class BattleShow:
    def __init__(self, speed):
        self.speed = speed              # callable: the session's speed now
        self.queue = []
        self.hold = 0.0
        self.state = None               # what the panel shows (None: no battle to show)
        self.linger = 0.0

    # -- feeding and revealing ------------------------------------------------------------

    def add(self, event, game):
        if event.get("type") not in SHOWN:
            return
        event = dict(event)
        if event["type"] == "battle_roll":      # the roller's S as it was when he rolled
            seat = event.get("player", -1)
            try:
                event["strength"] = game.strength(seat, event.get("kind"))
            except (KeyError, IndexError, TypeError, AttributeError, ValueError):
                event["strength"] = None
        self.queue.append(event)

    def blocking(self):
        return bool(self.queue) or self.hold > 0

    def active(self):
        return self.state is not None

    def skip(self):
        while self.queue:
            self._reveal(self.queue.pop(0))
        self.hold = 0.0

    def update(self, dt):
        self.hold = max(0.0, self.hold - dt)
        while self.queue and self.hold <= 0:
            event = self.queue.pop(0)
            self._reveal(event)
            if event["type"] in HELD:
                self.hold = PAUSES.get(self.speed(), 0.9)
        if self.state is not None and self.state.get("over") and not self.queue:
            self.linger -= dt
            if self.linger <= 0 and self.hold <= 0:
                self.state = None

    def _reveal(self, event):
        kind = event["type"]
        if kind == "battle_start":
            self.state = {"space": event.get("space"), "attackers": list(event.get("attackers") or []),
                          "defenders": list(event.get("defenders") or []), "round": 0, "phase": None,
                          "rolls": [], "removed": [], "notes": [], "over": False, "winners": []}
            return
        state = self.state
        if state is None:
            return
        if kind == "battle_round":
            state["round"] = event.get("round", state["round"])
        elif kind == "battle_phase":
            state["phase"] = event.get("phase")
            state["rolls"] = []
        elif kind == "battle_roll":
            state["rolls"].append(event)
        elif kind == "casualty":
            state["removed"].append(event)
        elif kind in ("battle_card", "dispelled", "pillage", "moon_glaive", "curse", "raised", "devoured",
                      "opt_in", "phases_named", "excess_returned"):
            state["notes"].append(event)
            if kind == "opt_in" and event.get("join") and event.get("side") in ("attackers", "defenders"):
                state[event["side"]].append(event.get("player"))     # a partner joining fights on that side
        elif kind == "battle_end":
            state["over"] = True
            state["winners"] = list(event.get("winners") or [])
            state["winner"] = event.get("winner")
            self.linger = LINGER.get(self.speed(), 2.0)


# -- drawing ----------------------------------------------------------------------------------

def side_of(state, seat):
    return "attackers" if seat in state["attackers"] else "defenders"


def note_text(game, event):
    kind = event["type"]
    name = action_words.seat_name(game, event.get("player"))
    if kind == "battle_card":
        return _("{name} plays {card}").format(name=name, card=words.card(event.get("card")))
    if kind == "dispelled":
        return _("{name} dispels {card}").format(name=name, card=words.card(event.get("card")))
    if kind == "pillage":
        return _("{name} pillages {gold} gold, {wood} wood").format(name=name, gold=event.get("gold", 0),
                                                                    wood=event.get("wood", 0))
    if kind == "moon_glaive":
        return _("{name}: Moon Glaive, {hits} more hits").format(name=name, hits=event.get("hits", 0))
    if kind == "curse":
        return _("{name}: Curse prevents {n}").format(name=name, n=event.get("prevented", 0))
    if kind == "raised":
        return _("{name} raises {n} dead").format(name=name, n=len(event.get("pieces") or []))
    if kind == "devoured":
        return _("{name}'s unit is devoured").format(name=name)
    if kind == "opt_in":
        return (_("{name} joins the battle") if event.get("join") else _("{name} stays out")).format(name=name)
    if kind == "phases_named":
        phases = ", ".join(words.t(words.PHASES, p) for p in event.get("phases") or [])
        return _("{name}: Slow Poison in {phases}").format(name=name, phases=phases)
    if kind == "excess_returned":
        return _("{name} returns the raised excess").format(name=name)
    return ""


def removed_text(game, event):
    name = action_words.seat_name(game, event.get("player"))
    where = _("battle space") if event.get("space") == event.get("battle_space") else _("flank")
    text = _("{name} loses a {kind} unit ({where})").format(name=name, kind=words.kind(event.get("kind")),
                                                            where=where)
    if event.get("by") == "marksmanship":
        text += " · " + _("chosen by Marksmanship")
    return text


def result_text(game, state):
    if not state["winners"]:
        return _("The battle is over: nobody holds the space")
    names = ", ".join(action_words.seat_name(game, s) for s in state["winners"])
    return _("{names} win the battle").format(names=names)


def draw_battle_panel(surface, layout, game, view, show):
    state = show.state if show is not None else None
    if state is None:
        return None
    s = layout.s
    area = layout.map
    width = min(area.width - 20, int(600 * s))
    small = font(layout.fs(14))
    bold = font(layout.fs(16), bold=True)
    die = max(22, int(28 * s))
    line = small.get_linesize()
    sides = [side for side in ("defenders", "attackers") if state.get(side)]
    rolls_by_side = {side: [r for r in state["rolls"] if side_of(state, r.get("player")) == side] for side in sides}
    height = bold.get_linesize() + 10
    for side in sides:
        height += line + max(1, len(rolls_by_side[side])) * (die + 4)
    extra = state["removed"][-3:] + state["notes"][-2:]
    height += len(extra) * line + (line + 4 if state["over"] else 0) + 8
    rect = pygame.Rect(area.centerx - width // 2, area.top + 6, width, height)
    (_x, space_y), _room = view.anchor(state["space"])
    if space_y < area.centery:          # never over the battle itself: the other half of the map
        rect.bottom = area.bottom - 6
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (30, 24, 20, 232), box.get_rect(), border_radius=8)
    surface.blit(box, rect)
    pygame.draw.rect(surface, look.BATTLE, rect, 2, border_radius=8)
    title = battle_title(game, state)
    title_font, shown = fit_line(title, width - 16, layout.fs(16), smallest=layout.fs(12), bold=True)   # never cut
    surface.blit(title_font.render(shown, True, theme.BAR_TEXT), (rect.left + 8, rect.top + 4))
    y = rect.top + 6 + bold.get_linesize()
    battle = game.battle
    for side in sides:
        names = ", ".join(action_words.seat_name(game, seat) for seat in state[side])
        label = (_("Attackers: {names}") if side == "attackers" else _("Defenders: {names}")).format(names=names)
        owed = casualties_owed(game, side) if battle is not None and not show.queue else None
        if owed:
            label += " · " + _("casualties to remove: {n}").format(n=owed)
        surface.blit(small.render(fit_text(label, small, width - 16), True, (236, 224, 200)), (rect.left + 8, y))
        y += line
        rolls = rolls_by_side[side]
        if not rolls:
            none = _("no dice this phase") if state["phase"] else _("no dice yet")
            surface.blit(small.render(none, True, MISS), (rect.left + 14, y + 2))
            y += die + 4
        for roll in rolls:
            _draw_roll(surface, pygame.Rect(rect.left + 8, y, width - 16, die), roll, game, small)
            y += die + 4
    for event in extra:
        text = note_text(game, event) if event["type"] != "casualty" else removed_text(
            game, {**event, "battle_space": state["space"]})
        surface.blit(small.render(fit_text(text, small, width - 16), True, (236, 224, 200)), (rect.left + 10, y))
        y += line
    if state["over"]:
        img = bold.render(fit_text(result_text(game, state), bold, width - 16), True, look.LIT)
        surface.blit(img, (rect.left + 8, y + 2))
    return rect


def battle_title(game, state):
    """The panel's first line: the battle's space, round and phase."""
    title = _("Battle in {space}").format(space=action_words.space_name(game, state["space"]))
    if state["round"]:
        title += " · " + _("round {n}").format(n=state["round"])
    if state["phase"]:
        title += " · " + words.t(words.PHASES, state["phase"])
    return title


def casualties_owed(game, side):
    """The casualties `side` still removes in this wave: hits beyond its eligible units are ignored (§5.3),
    so never more than it has left (a side with no unit left owes none)."""
    from games.warcraft_board.model.battle_units import eligible

    battle = game.battle
    owed = (battle.owed or {}).get(side, 0) if battle is not None else 0
    return min(owed, len(eligible(game, battle, side))) if owed else 0


def _draw_roll(surface, row, roll, game, small):
    """One player's roll: his piece of the phase's kind, S, the dice (hits first lit), the hits."""
    seat = roll.get("player", -1)
    race = game.race_of(seat) if seat is not None and seat >= 0 else None
    size = row.height
    surface.blit(piece_picture(race, roll.get("kind") or "melee", size), (row.left, row.top))
    x = row.left + size + 4
    strength = roll.get("strength")
    tag = small.render(_("S {n}").format(n=strength) if strength is not None else "", True, (236, 224, 200))
    surface.blit(tag, (x, row.centery - tag.get_height() // 2))
    x += max(tag.get_width(), small.size("S 5")[0]) + 6
    faces = list(roll.get("dice") or [])
    hits = roll.get("hits", 0)
    hit_faces = sorted(faces)[:hits]       # a die hits when its face is at most S: the lowest faces are the hits
    color = look.race_color(race) if race else look.NEUTRAL_COLOR
    for face in faces:
        hit = face in hit_faces
        if hit:
            hit_faces.remove(face)
        if x + size > row.right - 60:
            break
        _draw_die(surface, pygame.Rect(x, row.top, size, size), face, hit, color)
        x += size + 4
    text = small.render(ngettext("{n} hit", "{n} hits", hits).format(n=hits), True, look.LIT if hits else MISS)
    surface.blit(text, (x + 4, row.centery - text.get_height() // 2))


def _draw_die(surface, r, face, hit, color):
    pygame.draw.rect(surface, HIT if hit else MISS, r, border_radius=max(3, r.width // 6))
    pygame.draw.rect(surface, color, r, 3, border_radius=max(3, r.width // 6))
    ink = theme.TEXT if hit else (230, 226, 220)
    fnt = font(max(10, int(r.width * 0.62)), bold=True)
    text = fnt.render(str(face), True, ink)
    surface.blit(text, (r.centerx - text.get_width() // 2, r.centery - text.get_height() // 2))
