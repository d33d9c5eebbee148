"""The Wolves' new-game screen: who plays which pack, on the table as it will be dealt.

2 to 5 seats, each a person (a name typed into its field) or a computer (a level of WOLVES.ai_levels),
and each a pack: chosen from the pack menu its badge opens (a pack another seat holds is taken), or
"Random", dealt at the start. The right-hand panel shows the table for that many players as it will
be played: the game's seed is chosen when the screen opens, so the region boards, the prey and the
scoring tokens drawn are the ones shown ("Deal again" draws another seed); under it, what differs
with the seat count (the start board, the virtual pack, the moon calendar). Options: the computers'
speed.

Start builds the game file's document (players with their packs, the shipped map, the seed), reads it
with WOLVES.parse_setup (a refusal is a message here), and opens a GameSession of it through
game.scenes.opening.open_game: autosaved to autosave-wolves.json after every action, shown by the
game's play scene. A game started is remembered (`remember`: the seats in game.settings' "setups" slot
of The Wolves, the speed as the animation speed every game shares): the next New game begins from it.
"""

import pygame

from game import settings as settings_mod
from game.game_session import GameSession
from game.i18n import N_, _, ngettext
from game.scenes.base import MenuScene
from game.scenes.opening import computer_name, default_level, level_name, new_seed, open_game, report
from game.seat_names import default_name, is_numbered
from game.ui import theme
from game.ui.fonts import fit_line
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.menu_widgets import Choice, Message, TextField
from game.ui.widgets import Button, Tooltip, draw_text, fit_text, wrap_text
from kernel import envelope

from ..definition import WOLVES
from ..model.board import SHIPPED_BOX
from ..model.gamefile import MAX_PLAYERS, MIN_PLAYERS, PACKS
from ..model.values import shipped_values
from ..ui import look
from ..ui import pieces as piece_art
from ..ui.adapter import board_description
from ..ui.board_view import WolvesBoardView

RANDOM = "random"
KIND_CHOICES = [("human", N_("Person")), ("ai", N_("Computer"))]
SPEED_CHOICES, SPEED_TIPS = settings_mod.SPEED_CHOICES, settings_mod.SPEED_TIPS
# A pack in the pack menu: named by its home terrain, the colour it is played in
PACK_LABELS = {
    "meadow": N_("Meadow pack"),
    "desert": N_("Desert pack"),
    "forest": N_("Forest pack"),
    "tundra": N_("Tundra pack"),
    "mountain": N_("Mountain pack"),
    RANDOM: N_("Random pack"),
}
LEVEL_TIPS = {"random": N_("Plays any legal action: for learning the rules"),
              "easy": N_("A gentle opponent"),
              "medium": N_("A fair fight"),
              "hard": N_("Plays to win")}


def pack_label(pack):
    return _(PACK_LABELS.get(pack, PACK_LABELS[RANDOM]))


def draw_pack_badge(surface, center, radius, pack, hover=False):
    """A seat's pack: its alpha on a disc ringed in the pack's colour; "?" on a plain disc for a random pack."""
    cx, cy = int(center[0]), int(center[1])
    ring = look.pack_color(pack) if pack in PACKS else (150, 138, 120)
    pygame.draw.circle(surface, theme.darker(ring, 0.5), (cx, cy + 2), radius + 2)
    pygame.draw.circle(surface, (30, 24, 20), (cx, cy), radius + 2)
    pygame.draw.circle(surface, ring, (cx, cy), radius)
    inner = theme.mix(theme.PANEL_BG, (255, 255, 255), 0.55 if hover else 0.35)
    pygame.draw.circle(surface, inner, (cx, cy), max(2, int(radius * 0.78)))
    if pack in PACKS:
        picture = piece_art.piece(pack, "alpha", int(radius * 1.45))
        surface.blit(picture, picture.get_rect(center=(cx, cy)))
    else:
        draw_text(surface, "?", (cx, cy), max(12, int(radius * 1.1)), theme.TEXT, bold=True, align="center",
                  valign="middle")


class WolvesSetupScene(MenuScene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back_to = back
        self.levels = list(WOLVES.ai_levels) or ["random"]
        self.seats = self._first_seats()
        self.speed = settings_mod.last_setup()["speed"]
        self.seed = new_seed()
        self.message = Message()
        self.tooltip = Tooltip(size=15)
        self.mouse = (-1, -1)
        self.focus_seat = None
        self.fields = {}
        self.pack_menu = None          # (seat, [(pack, rect)], its rect) while a seat's pack menu is open
        self._preview_key = None
        self.preview = None            # (board view, pieces, tokens, virtual pack) of the table to be dealt
        self.preview_error = None

    def _first_seats(self):
        """The seats of the last Wolves game started (game.settings' "setups" slot: kinds, names, levels and
        packs); without one, those of the Small World setup remembered last (their kinds and names), else a
        person and a computer; every pack random. A level or pack this game does not have (or a pack twice)
        is its default."""
        remembered = settings_mod.saved_game_setup(WOLVES.id)
        saved_seats = remembered["seats"] if remembered else settings_mod.last_setup()["seats"]
        seats = []
        for i, saved in enumerate(saved_seats[:MAX_PLAYERS]):
            name = saved.get("name") or default_name(i)
            pack = saved.get("pack") if remembered else None
            if pack not in PACKS or any(seat["pack"] == pack for seat in seats):
                pack = RANDOM
            seats.append({"kind": saved.get("kind", "human"), "name": name, "pack": pack,
                          "level": saved.get("level") if saved.get("level") in self.levels
                          else default_level(self.levels)})
        while len(seats) < MIN_PLAYERS:
            seats.append({"kind": "ai" if seats else "human", "name": default_name(len(seats)), "pack": RANDOM,
                          "level": default_level(self.levels)})
        return seats

    def remember(self):
        """Keep this setup for the next new game of The Wolves: the seats in the game's slot of the settings,
        the speed as the animation speed every game shares."""
        seats = [{"kind": seat["kind"], "name": seat.get("name") or default_name(i), "level": seat["level"],
                  "pack": seat["pack"] if seat["pack"] in PACKS else None} for i, seat in enumerate(self.seats)]
        settings_mod.remember_game_setup(WOLVES.id, {"seats": seats})
        settings_mod.remember_animation_speed(self.speed)

    # ------------------------------------------------------------ state

    @property
    def count(self):
        return len(self.seats)

    def seat_name(self, i):
        seat = self.seats[i]
        if seat["kind"] == "ai":
            return computer_name(i)
        name = settings_mod.clean_name(seat.get("name"), default_name(i))
        return default_name(i) if is_numbered(name) else name

    def player_list(self):
        players = []
        for i, seat in enumerate(self.seats):
            player = {"name": self.seat_name(i), "kind": seat["kind"]}
            if seat["kind"] == "ai":
                player["level"] = seat["level"]
            if seat["pack"] in PACKS:
                player["pack"] = seat["pack"]
            players.append(player)
        return players

    def document(self):
        """The game file's document of the game this screen sets up (no action yet)."""
        return envelope.wrap(WOLVES.id, WOLVES.version, {"map": SHIPPED_BOX, "seed": self.seed,
                                                         "players": self.player_list()})

    def taken_by(self, pack, but=None):
        """The seat holding `pack` (other than `but`), or None."""
        return next((i for i, seat in enumerate(self.seats) if seat["pack"] == pack and i != but), None)

    def set_pack(self, i, pack):
        if pack != RANDOM and self.taken_by(pack, but=i) is not None:
            return
        self.seats[i]["pack"] = pack
        self.relayout()

    def add_seat(self):
        if self.count >= MAX_PLAYERS:
            return
        self._commit_focus()
        self.seats.append({"kind": "ai", "name": default_name(self.count), "pack": RANDOM,
                           "level": default_level(self.levels)})
        self.relayout()

    def remove_seat(self, i):
        if self.count <= MIN_PLAYERS:
            return
        self._commit_focus()
        del self.seats[i]
        for k, seat in enumerate(self.seats):       # default names follow the seat they stand for
            if is_numbered(seat.get("name") or ""):
                seat["name"] = default_name(k)
        self.relayout()

    def set_kind(self, i, kind):
        self._commit_focus()
        self.seats[i]["kind"] = kind
        self.relayout()

    def deal_again(self):
        seed = new_seed()
        self.seed = seed if seed != self.seed else seed + 1     # two clicks in one millisecond: still a new deal

    def _commit_focus(self):
        if self.focus_seat is not None:
            field = self.fields.get(self.focus_seat)
            if field is not None:
                self.seats[self.focus_seat]["name"] = field.text
                field.unfocus()
            self.focus_seat = None

    def start(self):
        """Start the game set up here: its session in the play scene (False, and a message, when refused)."""
        self._commit_focus()
        for i, seat in enumerate(self.seats):
            if seat["kind"] == "human":
                seat["name"] = settings_mod.clean_name(seat.get("name"), default_name(i))
        setup, problems = WOLVES.parse_setup(self.document(), _("the new game"))
        errors = [problem for problem in problems if not problem.warning]
        if setup is None or errors:
            first = errors[0] if errors else None
            report(f"new game: {first.where}: {first.what}" if first else "new game: refused")
            self.message.show(_("The game could not be set up: {reason}").format(
                reason=first.what if first else "?"), "error", 10)
            return False
        self.remember()
        session = GameSession(WOLVES, setup, speed=self.speed)
        open_game(self.app, session)
        return True

    def back(self):
        self._commit_focus()
        self.return_to(self.back_to)

    def open_rules(self):
        self._commit_focus()
        from .rules import WolvesRulesScene

        self.app.switch(WolvesRulesScene(self.app, back=self))

    # ------------------------------------------------------------ the table to be dealt

    def table_preview(self):
        """(board view, pieces, tokens, virtual pack) of the game as it would start now (cached), or None
        with `preview_error` saying why."""
        packs = tuple(seat["pack"] for seat in self.seats)
        key = (self.count, packs, self.seed)
        if key == self._preview_key:
            return self.preview
        self._preview_key = key
        setup, problems = WOLVES.parse_setup(self.document(), "preview")
        errors = [problem for problem in problems if not problem.warning]
        if setup is None or errors:
            self.preview, self.preview_error = None, errors[0].what if errors else "?"
            return None
        game = WOLVES.new_game(setup)
        pieces, tokens = board_description(game)
        view = self.preview[0] if self.preview is not None and self.preview[0].board == setup["board"] else None
        self.preview = (view or WolvesBoardView(setup["board"]), pieces, tokens, setup.get("virtual_pack"))
        self.preview_error = None
        return self.preview

    def table_lines(self):
        """What the seat count changes, in words."""
        values = shipped_values()
        calendar = values.calendar[self.count]
        regions = {2: 5, 3: 6, 4: 8, 5: 10}[self.count]
        lines = []
        if self.count == 2:
            lines.append(ngettext("{n} region board, no start board; a third pack nobody plays guards them",
                                  "{n} region boards, no start board; a third pack nobody plays guards them",
                                  regions).format(n=regions))
        else:
            lines.append(ngettext("The start board and its chasm, {n} region board around it",
                                  "The start board and its chasm, {n} region boards around it",
                                  regions).format(n=regions))
        lines.append(_("Moon calendar of {days} days: new moon on day {new}, quarter on day {quarter}, "
                       "full moon on day {full}").format(**calendar))
        return lines

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        self.fs = max(14, int(17 * s))
        self.fs_small = max(13, int(15 * s))
        content = self.content_rect(w, h, int(62 * s))
        # the seats take a wider share when a computer's name and levels lack room (1024x640, Russian)
        for share in (0.56, 0.6):       # (more would cut the table's own words)
            left_w = int((content.width - m) * share)
            self.players_panel = self.titled_panel((content.left, content.top, left_w, content.height),
                                                   _("Packs"))
            self._layout_seats()
            if not self.seats_cramped:
                break
        right = pygame.Rect(content.left + left_w + m, content.top, content.width - left_w - m, content.height)
        opts_h = int(max(92 * s, min(110 * s, right.height * 0.24)))
        self.table_panel = self.titled_panel((right.left, right.top, right.width,
                                              right.height - opts_h - int(16 * s)),
                                             _("The table for {n} players").format(n=self.count))
        self.options_panel = self.titled_panel((right.left, right.bottom - opts_h, right.width, opts_h), _("Options"))
        self._layout_table()
        self._layout_options()
        y, bh, bfs = self.button_row(h)
        self.buttons = {
            "back": Button((m, y, int(150 * s), bh), _("Back"), size=bfs, primary=False,
                           tooltip=_("To the title screen (Esc)")),
            "rules": Button((m + int(166 * s), y, int(150 * s), bh), _("Rules"), size=bfs, primary=False,
                            tooltip=_("How to play The Wolves")),
            "start": Button((w - m - int(260 * s), y, int(260 * s), bh), _("Start the game"),
                            size=max(16, int(21 * s)), tooltip=_("Begin with these packs on this table")),
        }
        self.buttons.update(self.seat_buttons)
        self.buttons.update(self.table_buttons)
        self.message_rect = pygame.Rect(m + int(332 * s), y, w - 2 * m - int(332 * s) - int(276 * s), bh)
        if self.pack_menu is not None:
            self._open_pack_menu(self.pack_menu[0])

    def _layout_seats(self):
        s = self.s
        inner = self.players_panel.content_rect
        add_h = int(46 * s)
        rh = int(min(84 * s, (inner.height - add_h - int(10 * s)) / 5.6))
        self.row_h = rh
        radius = int(rh * 0.36)
        remove_w = int(rh * 0.7)
        kind_w = int(min(220 * s, inner.width * 0.3))
        ctl_h = int(min(rh * 0.72, 50 * s))
        # a computer's row holds its name and its levels; where they lack room (1024x640) the Human /
        # Computer choice narrows to its condensed labels first, then the names are cut with "…"
        name_font = get_font(self.fs, bold=True)
        name_full = max(name_font.size(computer_name(k))[0] for k in range(MAX_PLAYERS)) + int(16 * s)
        level_font = get_font(self.fs_small, bold=True, condensed=True)
        levels_w = sum(level_font.size(level_name(level))[0] * 0.9 + int(12 * s) for level in self.levels)
        ctl_room = inner.width - int(6 * s) - (2 * radius + int(18 * s)) - int(12 * s) - remove_w - int(16 * s)
        narrow_kind = ctl_room - kind_w < name_full + levels_w
        if narrow_kind:
            small = get_font(max(11, self.fs_small - 2), bold=True, condensed=True)   # Choice shrinks to it
            kind_need = sum(small.size(_(label))[0] + int(14 * s) for _k, label in KIND_CHOICES)
            kind_w = max(kind_need, kind_w - int(name_full + levels_w - (ctl_room - kind_w)))
        self.rows, self.badges = [], {}
        self.fields, self.kind_choices, self.level_choices, self.ai_names = {}, {}, {}, {}
        self.ai_name_widths = {}        # seat -> the width its computer's name is drawn in (cut with "…")
        self.seats_cramped = False      # a computer's name or levels have less room than they need
        self.seat_buttons = {}
        for i, seat in enumerate(self.seats):
            row = pygame.Rect(inner.left, inner.top + i * rh, inner.width, rh)
            self.rows.append(row)
            x = row.left + int(6 * s)
            self.badges[i] = (pygame.Rect(x, row.centery - radius - 2, 2 * radius + 4, 2 * radius + 4), radius)
            x += 2 * radius + int(18 * s)
            kind_rect = pygame.Rect(x, row.centery - ctl_h // 2, kind_w, ctl_h)
            self.kind_choices[i] = Choice(kind_rect, [(k, _(label)) for k, label in KIND_CHOICES], seat["kind"],
                                          size=self.fs_small, tooltips={"human": _("Played at this computer"),
                                                                        "ai": _("Played by the computer")},
                                          condensed=narrow_kind)
            x = kind_rect.right + int(12 * s)
            right_edge = row.right - int(6 * s) - remove_w - int(10 * s)
            ctl = pygame.Rect(x, row.centery - ctl_h // 2, right_edge - x, ctl_h)
            if seat["kind"] == "human":
                name = seat.get("name") or ""
                if is_numbered(name):
                    name = seat["name"] = default_name(i)
                field = TextField(ctl, name, max_length=settings_mod.MAX_NAME, placeholder=default_name(i),
                                  size=self.fs)
                if self.focus_seat == i:
                    field.focused = True
                self.fields[i] = field
            else:
                options = [(level, level_name(level)) for level in self.levels]
                # every computer's name in one column before its levels; the segments share the width by
                # label length and a tight one draws its label a little smaller (Choice), as Small World's
                # a narrow window shortens the names (with "…") rather than dropping them: the levels keep
                # their room while the names have a useful width left
                name_w = min(name_full, max(int(ctl.width - levels_w), int(min(100 * s, ctl.width * 0.3))))
                self.seats_cramped |= name_w < name_full or ctl.width - name_w < levels_w
                self.ai_names[i] = (ctl.left + int(4 * s), ctl.centery)
                self.ai_name_widths[i] = name_w - int(10 * s)
                ctl = pygame.Rect(ctl.left + name_w, ctl.top, ctl.width - name_w, ctl.height)
                ctl.width = min(ctl.width, len(options) * int(130 * s))     # one level is no wide bar
                self.level_choices[i] = Choice(ctl, options, seat["level"], size=self.fs_small,
                                               tooltips={k: _(v) for k, v in LEVEL_TIPS.items()}, condensed=True)
            rm = pygame.Rect(0, 0, remove_w, remove_w)
            rm.midright = (row.right - int(6 * s), row.centery)
            self.seat_buttons[f"remove:{i}"] = Button(
                rm, "×", enabled=self.count > MIN_PLAYERS, size=max(18, int(24 * s)), primary=False,
                tooltip=(_("Remove {name}").format(name=self.seat_name(i)) if self.count > MIN_PLAYERS
                         else _("2 players at least")))
        add_rect = pygame.Rect(inner.left + int(6 * s), inner.top + self.count * rh + int(5 * s),
                               int(min(260 * s, inner.width * 0.5)), add_h)
        full = self.count >= MAX_PLAYERS
        self.seat_buttons["add"] = Button(add_rect, _("+ Add a player"), enabled=not full, size=self.fs,
                                          primary=False, tooltip=_("5 players at most") if full else _("Add a seat"))

    def _layout_table(self):
        s = self.s
        inner = self.table_panel.content_rect
        font_ = get_font(self.fs_small)
        text_h = 0
        for line in self.table_lines():
            text_h += len(wrap_text(line, font_, inner.width)) * font_.get_linesize() + int(4 * s)
        label_w = get_font(self.fs_small, bold=True).size(_("Deal again"))[0] + int(28 * s)
        bw, bh = int(min(max(170 * s, label_w), inner.width * 0.5)), int(40 * s)
        self.board_rect = pygame.Rect(inner.left, inner.top, inner.width,
                                      max(40, inner.height - text_h - bh - int(18 * s)))
        self.table_text_top = self.board_rect.bottom + int(6 * s)
        self.table_buttons = {"deal": Button((inner.right - bw, inner.bottom - bh, bw, bh), _("Deal again"),
                                             size=self.fs_small, primary=False,
                                             tooltip=_("Draw the region boards, the prey and the scoring "
                                                       "tokens again"))}

    def _layout_options(self):
        s = self.s
        inner = self.options_panel.content_rect
        row = max(28, int(38 * s))
        label_w = get_font(self.fs).size(_("Computer speed"))[0] + int(16 * s)
        self.speed_label_pos = (inner.left, inner.top + row // 2)
        self.speed_choice = Choice((inner.left + label_w, inner.top, inner.width - label_w, row),
                                   [(k, _(v)) for k, v in SPEED_CHOICES], self.speed, size=self.fs_small,
                                   tooltips={k: _(v) for k, v in SPEED_TIPS.items()}, condensed=True)

    def _open_pack_menu(self, i):
        """The pack menu of seat i beside its badge: Random, then every pack (a pack another seat holds: taken)."""
        s = self.s
        badge = self.badges[i][0]
        item_h = int(40 * s)
        fnt = get_font(self.fs)
        width = max(fnt.size(pack_label(p))[0] for p in (RANDOM, *PACKS)) + int(90 * s)
        choices = (RANDOM, *PACKS)
        rect = pygame.Rect(badge.right + int(8 * s), badge.top, width, item_h * len(choices) + int(12 * s))
        screen = self.app.screen.get_rect()
        rect.bottom = min(rect.bottom, screen.bottom - int(8 * s))
        pad = int(6 * s)
        items = [(pack, pygame.Rect(rect.left + pad, rect.top + pad + k * item_h, rect.width - 2 * pad, item_h))
                 for k, pack in enumerate(choices)]
        self.pack_menu = (i, items, rect)

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.pack_menu is not None and self._handle_pack_menu(event):
            return
        for i, field in list(self.fields.items()):
            result = field.handle(event)
            if result == "focus":
                if self.focus_seat is not None and self.focus_seat != i and self.focus_seat in self.fields:
                    self.seats[self.focus_seat]["name"] = self.fields[self.focus_seat].text
                    self.fields[self.focus_seat].unfocus()
                self.focus_seat = i
                return
            if result == "changed":
                self.seats[i]["name"] = field.text
                return
            if result == "done":
                self.seats[i]["name"] = field.text
                if self.focus_seat == i:
                    self.focus_seat = None
                if event.type == pygame.KEYDOWN:
                    return
        if self.focus_seat is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, (rect, _radius) in self.badges.items():
                if rect.collidepoint(event.pos):
                    self._commit_focus()
                    self._open_pack_menu(i)
                    return
        for i, choice in list(self.kind_choices.items()):
            value = choice.handle(event)
            if value is not None:
                self.set_kind(i, value)
                return
        for i, choice in list(self.level_choices.items()):
            value = choice.handle(event)
            if value is not None:
                self.seats[i]["level"] = value
                return
        value = self.speed_choice.handle(event)
        if value is not None:
            self.speed = value
            return
        for key, button in list(self.buttons.items()):
            if button.handle(event):
                self._press(key)
                return

    def _handle_pack_menu(self, event):
        """The open pack menu takes every click: a pack chooses it, anywhere else closes the menu."""
        i, items, rect = self.pack_menu
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pack_menu = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for pack, item in items:
                if item.collidepoint(event.pos):
                    if pack != RANDOM and self.taken_by(pack, but=i) is not None:
                        return True        # taken: the menu stays open
                    self.pack_menu = None
                    self.set_pack(i, pack)
                    return True
            self.pack_menu = None
            return True
        return False

    def _press(self, key):
        if key == "back":
            self.back()
        elif key == "rules":
            self.open_rules()
        elif key == "start":
            self.start()
        elif key == "deal":
            self.deal_again()
        elif key == "add":
            self.add_seat()
        elif key.startswith("remove:"):
            self.remove_seat(int(key.split(":")[1]))

    def update(self, dt):
        self.message.update(dt)
        for field in self.fields.values():
            field.update(dt)

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        w, _h = self.begin_draw(surface)
        s = self.s
        heading = draw_heading(surface, _("New game"), self.head_pos, max(26, int(44 * s)))
        draw_text(surface, _("The Wolves"), (heading.right + int(16 * s), heading.bottom - int(8 * s)),
                  max(16, int(24 * s)), (236, 220, 186), serif=True, bold=True, valign="bottom")
        draw_text(surface, _("Choose who plays, then press Start."), (w - self.margin, self.head_pos[1] + int(22 * s)),
                  self.fs, (226, 212, 186), align="right", valign="middle")
        self._draw_seats(surface)
        self._draw_table(surface)
        self.options_panel.draw(surface)
        draw_text(surface, _("Computer speed"), self.speed_label_pos, self.fs, theme.TEXT, valign="middle")
        self.speed_choice.draw(surface)
        for button in self.buttons.values():
            button.draw(surface)
        if self.message.visible:
            self.message.draw(surface, self.message_rect, size=self.fs_small)
        if self.pack_menu is not None:
            self._draw_pack_menu(surface)
        self._draw_tooltip(surface)

    def _draw_seats(self, surface):
        s = self.s
        self.players_panel.draw(surface)
        for i, row in enumerate(self.rows):
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.08), row.inflate(0, -4),
                                 border_radius=6)
            rect, radius = self.badges[i]
            draw_pack_badge(surface, rect.center, radius, self.seats[i]["pack"], hover=rect.collidepoint(self.mouse))
            self.kind_choices[i].draw(surface)
            if i in self.fields:
                self.fields[i].draw(surface)
            else:
                if i in self.ai_names:
                    fnt, name = fit_line(self.seat_name(i), self.ai_name_widths[i], self.fs,
                                         smallest=self.fs_small, bold=True)
                    x, y = self.ai_names[i]
                    surface.blit(fnt.render(name, True, theme.TEXT), (x, y - fnt.get_height() // 2))
                self.level_choices[i].draw(surface)
        inner = self.players_panel.content_rect
        add = self.buttons["add"].rect
        hint = _("Click a badge to choose the pack: each pack is played in its colour, and a random one is dealt "
                 "at the start. Who plays first is drawn.")
        fnt = get_font(self.fs_small)
        lines = wrap_text(hint, fnt, inner.width - int(12 * s))
        y = inner.bottom - len(lines) * fnt.get_linesize()
        if y > add.bottom + int(10 * s):
            for line in lines:
                surface.blit(fnt.render(line, True, theme.TEXT_MUTED), (inner.left + int(6 * s), y))
                y += fnt.get_linesize()

    def _draw_table(self, surface):
        self.table_panel.title = _("The table for {n} players").format(n=self.count)
        self.table_panel.draw(surface)
        inner = self.table_panel.content_rect
        preview = self.table_preview()
        if preview is None:
            draw_text(surface, _("The table cannot be laid out: {reason}").format(reason=self.preview_error),
                      self.board_rect.center, self.fs, theme.DANGER, bold=True, align="center", valign="middle",
                      max_width=self.board_rect.width - 20)
        else:
            view, pieces, tokens, _virtual = preview
            view.place(self.board_rect)
            view.draw(surface, pieces, tokens)
        y = self.table_text_top
        fnt = get_font(self.fs_small)
        for line in self.table_lines():
            for part in wrap_text(line, fnt, inner.width):
                surface.blit(fnt.render(part, True, theme.TEXT), (inner.left, y))
                y += fnt.get_linesize()
            y += int(4 * self.s)
        deal = self.buttons["deal"].rect
        small, text = fit_line(_("The deal you will play"), deal.left - inner.left - 10, self.fs_small, smallest=11)
        surface.blit(small.render(text, True, theme.TEXT_MUTED), (inner.left, deal.centery - small.get_height() // 2))

    def _draw_pack_menu(self, surface):
        s = self.s
        i, items, rect = self.pack_menu
        shadow = pygame.Surface((rect.width + 10, rect.height + 10), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=10)
        surface.blit(shadow, (rect.left - 2, rect.top + 3))
        pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 2, border_radius=8)
        for pack, item in items:
            holder = self.taken_by(pack, but=i) if pack != RANDOM else None
            chosen = self.seats[i]["pack"] == pack
            if chosen:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 214, 120), 0.5), item, border_radius=6)
            elif holder is None and item.collidepoint(self.mouse):
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 255, 255), 0.45), item, border_radius=6)
            radius = item.height // 2 - int(5 * s)
            draw_pack_badge(surface, (item.left + radius + int(8 * s), item.centery), radius, pack)
            label = pack_label(pack)
            if holder is not None:
                label = _("{pack} (taken by {name})").format(pack=label, name=self.seat_name(holder))
            x = item.left + 2 * radius + int(18 * s)
            fnt = get_font(self.fs, bold=chosen)
            draw_text(surface, fit_text(label, fnt, item.right - x - 4), (x, item.centery), font=fnt,
                      color=theme.TEXT_MUTED if holder is not None else theme.TEXT, valign="middle")

    def _draw_tooltip(self, surface):
        text = None
        if self.pack_menu is None:
            for button in self.buttons.values():
                if button.hover and button.tooltip:
                    text = button.tooltip
            for choice in [*self.kind_choices.values(), *self.level_choices.values(), self.speed_choice]:
                tip = choice.hover_tooltip()
                if tip:
                    text = tip
            for i, (rect, _radius) in self.badges.items():
                if rect.collidepoint(self.mouse):
                    text = _("{pack}: click to choose another").format(pack=pack_label(self.seats[i]["pack"]))
        if text:
            self.tooltip.size = self.fs_small
            self.tooltip.draw(surface, self.mouse, text)
