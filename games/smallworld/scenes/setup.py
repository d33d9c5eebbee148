"""The new-game screen: who plays, on which map, at what pace.

2 to 5 seats, each a person (with a name typed into its field) or a computer
(with a level from games.smallworld.ai.available_levels()); the map is the one made for
that many players in maps/ (several: the player cycles; broken files are
listed as unavailable with the reason from check_map); options: show all
players' coins, computer speed. Start builds a Session and opens the in-game
scene. The last setup is remembered in the player's settings.
"""

import pygame

from game import settings as settings_mod
from game.i18n import N_, _, map_name, ngettext
from game.scenes import registry
from game.scenes.base import MenuScene
from game.scenes.opening import computer_name, level_name, open_game, report
from game.seat_names import COMPUTER_NAMES, default_name, is_numbered
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.menu_widgets import Checkbox, Choice, Message, TextField
from game.ui.settle import Settling, stretched
from game.ui.widgets import Button, Tooltip, draw_seat_badge, draw_text, fit_text, wrap_text

from ..model import DataError
from .start import (
    RULESETS,
    StartError,
    build_session,
    default_level,
    levels,
    load_shipped_ruleset,
    maps_for,
    ruleset_plays_worlds,
    scan_maps,
)

# English, marked for the catalog: translated where the screen is laid out (_tr).
SPEED_CHOICES, SPEED_TIPS = settings_mod.SPEED_CHOICES, settings_mod.SPEED_TIPS   # the Settings screen's too
KIND_CHOICES = [("human", N_("Person")), ("ai", N_("Computer"))]
LEVEL_TIPS = {"random": N_("Plays any legal move: for learning the rules"),
              "easy": N_("A gentle opponent: takes the cheapest regions"),
              "medium": N_("A fair fight: one sensible conquest at a time"),
              "hard": N_("Plays to win: plans whole turns and when to decline"),
              "expert": N_("Thinks ahead: tries its big choices on sampled futures")}


def _tr(pairs):
    """(value, label) pairs or {value: tip} with the labels in the window's language."""
    if isinstance(pairs, dict):
        return {k: _(v) for k, v in pairs.items()}
    return [(k, _(v)) for k, v in pairs]


RULESET_TIPS = {"classic": N_("Small World: the classic game on one map"),
                "azeroth": N_("Small World of Warcraft: factions, artifacts, a world of islands (one per player)")}

_thumbs = {}
_last_thumb = {}          # (map id, path) -> its latest thumbnail


def map_thumbnail(board, size, settling=None):
    """The map rendered small (cached per map and size). With a `settling` (ui.settle.Settling),
    while the window is being resized it is the map's last thumbnail stretched, until the size settles."""
    moving = settling is not None and settling.moving(size)
    which = (board.id, board.path)
    key = (*which, tuple(size))
    pic = _thumbs.get(key)
    if pic is None:
        last = _last_thumb.get(which)
        if last is not None and moving:
            return stretched(last, size)
        from ..ui.map_layer import MapLayer

        # drawn large and scaled down: a true miniature, lettering shrunk with the land
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        big = (max(w, 960), max(h, int(round(max(w, 960) * h / w))))
        pic = MapLayer(board, supersample=1).surface_for(big)
        pic = pygame.transform.smoothscale(pic, (w, h)) if big != (w, h) else pic.copy()
        if len(_thumbs) > 24:
            _thumbs.clear()
        _thumbs[key] = pic
        _last_thumb[which] = pic
    return pic


class SetupScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        saved = settings_mod.last_setup()
        self.levels = levels()
        self.seats = [dict(seat) for seat in saved["seats"]]
        for seat in self.seats:
            if seat.get("level") not in self.levels:
                seat["level"] = default_level(self.levels)
        self.speed = saved["speed"]
        self.show_all_coins = saved["show_all_coins"]
        self.map_choice = dict(saved["maps"])
        self.entries, self.folder_problem = scan_maps()
        self.set_ruleset(saved.get("ruleset", RULESETS[0][0]))
        self.message = Message()
        self.tooltip = Tooltip(size=15)
        self.mouse = (-1, -1)
        self.focus_seat = None
        self.fields = {}                   # seat -> its name's TextField (lay_out makes them)
        self.thumb_settling = Settling()   # the thumbnail's size, smooth while the window is resized

    # ------------------------------------------------------------ state helpers

    @property
    def count(self):
        return len(self.seats)

    def set_ruleset(self, ruleset_id):
        """Play with this ruleset (of start.RULESETS): its data loaded, its kind of maps offered."""
        self.ruleset_id = ruleset_id
        try:
            self.ruleset, self.ruleset_error = load_shipped_ruleset(ruleset_id), None
        except StartError as exc:
            self.ruleset, self.ruleset_error = None, str(exc)

    def candidates(self):
        return maps_for(self.count, self.entries, worlds=ruleset_plays_worlds(self.ruleset_id))

    def chosen_map(self):
        good, _bad = self.candidates()
        if not good:
            return None
        wanted = self.map_choice.get(str(self.count))
        for entry in good:
            if entry.id == wanted:
                return entry
        return good[0]

    def start_problem(self):
        """Why Start cannot be pressed now, or None."""
        if self.ruleset_error:
            return self.ruleset_error
        if self.folder_problem:
            return self.folder_problem
        if self.chosen_map() is None:
            return _("There is no usable map for {n} players in the maps folder.").format(n=self.count)
        return None

    def seat_name(self, i):
        seat = self.seats[i]
        if seat["kind"] == "ai":
            return computer_name(i)
        name = settings_mod.clean_name(seat.get("name"), default_name(i))
        return default_name(i) if is_numbered(name) else name

    def player_list(self):
        players = []
        for i, seat in enumerate(self.seats):
            if seat["kind"] == "ai":
                players.append({"name": self.seat_name(i), "kind": "ai", "level": seat["level"]})
            else:
                players.append({"name": self.seat_name(i), "kind": "human"})
        return players

    def setup_dict(self):
        return {"seats": [dict(seat) for seat in self.seats], "speed": self.speed,
                "show_all_coins": self.show_all_coins, "maps": dict(self.map_choice), "ruleset": self.ruleset_id}

    # ------------------------------------------------------------ actions

    def add_seat(self):
        if self.count >= settings_mod.MAX_SEATS:
            return
        i = self.count
        self.seats.append({"kind": "ai", "name": default_name(i), "level": default_level(self.levels)})
        self.relayout()

    def remove_seat(self, i):
        if self.count <= settings_mod.MIN_SEATS:
            return
        self._commit_focus()
        del self.seats[i]
        # default names follow the seat they stand for
        for k, seat in enumerate(self.seats):
            name = seat.get("name") or ""
            if is_numbered(name):
                seat["name"] = default_name(k)
        self.relayout()

    def set_kind(self, i, kind):
        self._commit_focus()
        self.seats[i]["kind"] = kind
        if kind == "ai" and self.seats[i].get("level") not in self.levels:
            self.seats[i]["level"] = default_level(self.levels)
        self.relayout()

    def cycle_map(self, step):
        good, _bad = self.candidates()
        if len(good) < 2:
            return
        current = self.chosen_map()
        index = good.index(current) if current in good else 0
        self.map_choice[str(self.count)] = good[(index + step) % len(good)].id
        self.relayout()

    def _commit_focus(self):
        if self.focus_seat is not None:
            field = self.fields.get(self.focus_seat)
            if field is not None:
                self.seats[self.focus_seat]["name"] = field.text
                field.unfocus()
            self.focus_seat = None

    def start(self):
        self._commit_focus()
        for i, seat in enumerate(self.seats):
            if seat["kind"] == "human":
                seat["name"] = settings_mod.clean_name(seat.get("name"), default_name(i))
        self.relayout()
        problem = self.start_problem()
        if problem:
            self.message.show(problem, "error", 8)
            return False
        entry = self.chosen_map()
        self.map_choice[str(self.count)] = entry.id
        settings_mod.remember_setup(self.setup_dict())
        try:
            session = build_session(self.ruleset, entry.board, self.player_list(), speed=self.speed,
                                    show_all_coins=self.show_all_coins)
        except DataError as exc:
            report(f"new game: {exc}")
            self.message.show(_("The game could not be set up: {reason}").format(reason=exc), "error", 10)
            return False
        open_game(self.app, session)
        return True

    def back(self):
        self._commit_focus()
        settings_mod.remember_setup(self.setup_dict())
        registry.show(self.app, "title")

    def open_rules(self):
        self._commit_focus()
        registry.show(self.app, "rules", back=self, ruleset=self.ruleset)

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        self.fs = max(14, int(17 * s))            # body text
        self.fs_small = max(13, int(15 * s))
        content = self.content_rect(w, h, int(62 * s))
        left_w = int((content.width - m) * 0.58)
        self.players_panel = self.titled_panel((content.left, content.top, left_w, content.height), _("Players"))
        right = pygame.Rect(content.left + left_w + m, content.top, content.width - left_w - m, content.height)
        opts_h = int(max(160 * s, min(220 * s, right.height * 0.38)))
        self.map_panel = self.titled_panel((right.left, right.top, right.width, right.height - opts_h - int(16 * s)),
                                           _("Map for {n} players").format(n=self.count))
        self.options_panel = self.titled_panel((right.left, right.bottom - opts_h, right.width, opts_h), _("Options"))
        self._layout_seats()
        self._layout_map()
        self._layout_options()
        # the bottom bar
        y, bh, bfs = self.button_row(h)
        problem = self.start_problem()
        self.buttons = {
            "back": Button((m, y, int(150 * s), bh), _("Back"), size=bfs, primary=False,
                           tooltip=_("To the title screen (Esc)")),
            "rules": Button((m + int(166 * s), y, int(150 * s), bh), _("Rules"), size=bfs, primary=False,
                            tooltip=_("How to play, races and powers")),
            "start": Button((w - m - int(260 * s), y, int(260 * s), bh), _("Start the game"),
                            size=max(16, int(21 * s)),
                            enabled=problem is None, tooltip=problem or _("Begin with these players on this map")),
        }
        self.buttons.update(self.seat_buttons)
        self.buttons.update(self.map_buttons)
        self.message_rect = pygame.Rect(m + int(332 * s), y, w - 2 * m - int(332 * s) - int(276 * s), bh)

    def _layout_seats(self):
        s = self.s
        inner = self.players_panel.content_rect
        add_h = int(46 * s)
        gap = int(10 * s)
        rows_h = inner.height - add_h - gap
        rh = int(min(84 * s, rows_h / 5.6))
        self.row_h = rh
        badge = int(rh * 0.72)
        remove_w = int(rh * 0.7)
        kind_w = int(min(230 * s, inner.width * 0.29))   # the levels need the room more
        ctl_h = int(min(rh * 0.72, 50 * s))
        self.rows = []
        self.fields = {}
        self.kind_choices = {}
        self.level_choices = {}
        self.ai_names = {}
        self.seat_buttons = {}
        for i, seat in enumerate(self.seats):
            row = pygame.Rect(inner.left, inner.top + i * rh, inner.width, rh)
            self.rows.append(row)
            x = row.left + int(6 * s)
            badge_center = (x + badge // 2, row.centery)
            x += badge + int(14 * s)
            kind_rect = pygame.Rect(x, row.centery - ctl_h // 2, kind_w, ctl_h)
            self.kind_choices[i] = Choice(kind_rect, _tr(KIND_CHOICES), seat["kind"], size=self.fs_small,
                                          tooltips={"human": _("Played at this computer"),
                                                    "ai": _("Played by the computer")})
            x = kind_rect.right + int(14 * s)
            right_edge = row.right - int(6 * s) - (remove_w + int(10 * s))
            ctl = pygame.Rect(x, row.centery - ctl_h // 2, right_edge - x, ctl_h)
            if seat["kind"] == "human":
                name = seat.get("name") or ""
                if is_numbered(name):
                    name = seat["name"] = default_name(i)
                field = TextField(ctl, name, max_length=settings_mod.MAX_NAME,
                                  placeholder=default_name(i), size=self.fs)
                if self.focus_seat == i:
                    field.focused = True
                self.fields[i] = field
            else:
                opts = [(lv, level_name(lv)) for lv in self.levels]
                # the computer's name before its levels, when the row has room for both
                name_w = max(get_font(self.fs, bold=True).size(_(n))[0] for n in COMPUTER_NAMES) + int(16 * s)
                # the segments share the width by label length, and a tight one draws its label a little
                # smaller (Choice): room for the labels in 9/10 type, with a margin each
                level_font = get_font(self.fs_small, bold=True, condensed=True)
                need = name_w + sum(level_font.size(label)[0] * 0.9 + int(12 * s) for _lv, label in opts)
                if ctl.width >= need:
                    self.ai_names[i] = (ctl.left + int(4 * s), ctl.centery)
                    ctl = pygame.Rect(ctl.left + name_w, ctl.top, ctl.width - name_w, ctl.height)
                self.level_choices[i] = Choice(ctl, opts, seat.get("level"), size=self.fs_small,
                                               tooltips=_tr(LEVEL_TIPS), condensed=True)
            rm = pygame.Rect(0, 0, remove_w, remove_w)
            rm.midright = (row.right - int(6 * s), row.centery)
            self.seat_buttons[f"remove:{i}"] = Button(
                rm, "×", enabled=self.count > settings_mod.MIN_SEATS, size=max(18, int(24 * s)), primary=False,
                tooltip=(_("Remove {name}").format(name=self.seat_name(i)) if self.count > settings_mod.MIN_SEATS
                         else _("2 players at least")))
            self.rows[-1] = (row, badge_center, badge // 2)
        add_rect = pygame.Rect(inner.left + int(6 * s), inner.top + self.count * rh + gap // 2,
                               int(min(260 * s, inner.width * 0.5)), add_h)
        full = self.count >= settings_mod.MAX_SEATS
        self.seat_buttons["add"] = Button(add_rect, _("+ Add a player"), enabled=not full, size=self.fs,
                                          primary=False, tooltip=_("5 players at most") if full else _("Add a seat"))

    def _layout_map(self):
        s = self.s
        inner = self.map_panel.content_rect
        self.map_buttons = {}
        entry = self.chosen_map()
        good, bad = self.candidates()
        text_h = int(72 * s)
        bad_h = 0
        if bad:
            bad_h = int(min(len(bad), 2) * (get_font(self.fs_small).get_linesize() * 2 + 6 * s) + 26 * s)
        thumb_box = pygame.Rect(inner.left, inner.top, inner.width, max(40, inner.height - text_h - bad_h))
        aspect = 1.6
        if entry is not None:
            aspect = entry.board.size[0] / max(1, entry.board.size[1])
        tw = min(thumb_box.width, int(thumb_box.height * aspect))
        th = int(tw / aspect)
        self.thumb_rect = pygame.Rect(0, 0, tw, th)
        self.thumb_rect.midtop = (thumb_box.centerx, thumb_box.top)
        self.map_text_top = self.thumb_rect.bottom + int(10 * s)
        self.bad_top = self.map_text_top + text_h - int(6 * s)
        if len(good) > 1:
            bw = int(44 * s)
            y = self.map_text_top
            self.map_buttons["map:next"] = Button((inner.right - bw, y, bw, bw), "›", size=max(18, int(26 * s)),
                                                  primary=False, tooltip=_("Next map for this many players"))
            self.map_buttons["map:prev"] = Button((inner.right - 2 * bw - int(8 * s), y, bw, bw), "‹",
                                                  size=max(18, int(26 * s)), primary=False,
                                                  tooltip=_("Previous map"))

    def _layout_options(self):
        s = self.s
        inner = self.options_panel.content_rect
        row = max(28, int(38 * s))
        self.coins_box = Checkbox((inner.left, inner.top, inner.width, row),
                                  _("Show all players' coins during the game"), self.show_all_coins, size=self.fs)
        label_w = max(get_font(self.fs).size(text)[0] for text in (_("Computer speed"), _("Game"))) + int(16 * s)
        self.speed_label_pos = (inner.left, inner.top + row + int(10 * s) + row // 2)
        self.speed_choice = Choice((inner.left + label_w, inner.top + row + int(10 * s), inner.width - label_w, row),
                                   _tr(SPEED_CHOICES), self.speed, size=self.fs_small, tooltips=_tr(SPEED_TIPS))
        top = inner.top + 2 * (row + int(10 * s))
        self.ruleset_label_pos = (inner.left, top + row // 2)
        self.ruleset_choice = Choice((inner.left + label_w, top, inner.width - label_w, row),
                                     [(rid, _(name)) for rid, name, _worlds in RULESETS], self.ruleset_id,
                                     size=self.fs_small, tooltips=_tr(RULESET_TIPS),
                                     condensed=True)     # "Small World of Warcraft" borrows from "Classic"

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        # the text fields first: typing must not trigger hotkeys
        for i, field in list(self.fields.items()):
            result = field.handle(event)
            if result == "focus":
                if self.focus_seat is not None and self.focus_seat != i and self.focus_seat in self.fields:
                    other = self.fields[self.focus_seat]
                    self.seats[self.focus_seat]["name"] = other.text
                    other.unfocus()
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
                    if event.key == pygame.K_TAB:
                        self._focus_next(i)
                    return  # Enter/Esc/Tab only finish editing
                # a click elsewhere: it goes on to whatever was clicked
        if self.focus_seat is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
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
        value = self.ruleset_choice.handle(event)
        if value is not None:
            self.set_ruleset(value)
            self.relayout()
            return
        if self.coins_box.handle(event):
            self.show_all_coins = self.coins_box.checked
            return
        for key, button in list(self.buttons.items()):
            if button.handle(event):
                self._press(key)
                return

    def _focus_next(self, i):
        people = sorted(self.fields)
        later = [k for k in people if k > i] or people
        if later and later[0] != i:
            self.focus_seat = later[0]
            self.fields[later[0]].focus()

    def _press(self, key):
        if key == "back":
            self.back()
        elif key == "rules":
            self.open_rules()
        elif key == "start":
            self.start()
        elif key == "add":
            self.add_seat()
        elif key.startswith("remove:"):
            self.remove_seat(int(key.split(":")[1]))
        elif key == "map:next":
            self.cycle_map(1)
        elif key == "map:prev":
            self.cycle_map(-1)

    def update(self, dt):
        self.message.update(dt)
        for field in self.fields.values():
            field.update(dt)

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        w, h = self.begin_draw(surface)
        s = self.s
        draw_heading(surface, _("New game"), self.head_pos, max(26, int(44 * s)))
        hint = _("Choose who plays, then press Start.")
        draw_text(surface, hint, (w - self.margin, self.head_pos[1] + int(22 * s)), self.fs, (226, 212, 186),
                  align="right", valign="middle")
        self._draw_players(surface)
        self._draw_map(surface)
        self.options_panel.draw(surface)
        self.coins_box.draw(surface)
        draw_text(surface, _("Computer speed"), self.speed_label_pos, self.fs, theme.TEXT, valign="middle")
        self.speed_choice.draw(surface)
        draw_text(surface, _("Game"), self.ruleset_label_pos, self.fs, theme.TEXT, valign="middle")
        self.ruleset_choice.draw(surface)
        for button in self.buttons.values():
            button.draw(surface)
        if self.message.visible:
            self.message.draw(surface, self.message_rect, size=self.fs_small)
        self._draw_tooltip(surface)

    def _draw_players(self, surface):
        s = self.s
        self.players_panel.draw(surface)
        for i, (row, badge_center, radius) in enumerate(self.rows):
            if i % 2 == 0:
                band = row.inflate(0, -4)
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.08), band, border_radius=6)
            draw_seat_badge(surface, badge_center, radius, i, raised=True)
            self.kind_choices[i].draw(surface)
            if i in self.fields:
                self.fields[i].draw(surface)
            else:
                if i in self.ai_names:
                    draw_text(surface, self.seat_name(i), self.ai_names[i], self.fs, theme.TEXT, bold=True,
                              valign="middle")
                self.level_choices[i].draw(surface)
        inner = self.players_panel.content_rect
        add = self.buttons["add"].rect
        hint = _("Players take turns from the top: the first plays first. Click a name to type a new one.")
        fnt = get_font(self.fs_small)
        lines = wrap_text(hint, fnt, inner.width - int(12 * s))
        y = inner.bottom - len(lines) * fnt.get_linesize()
        if y > add.bottom + int(10 * s):
            for line in lines:
                surface.blit(fnt.render(line, True, theme.TEXT_MUTED), (inner.left + int(6 * s), y))
                y += fnt.get_linesize()

    def _draw_map(self, surface):
        s = self.s
        self.map_panel.title = _("Map for {n} players").format(n=self.count)
        self.map_panel.draw(surface)
        inner = self.map_panel.content_rect
        entry = self.chosen_map()
        good, bad = self.candidates()
        if entry is not None:
            try:
                pic = map_thumbnail(entry.board, self.thumb_rect.size, self.thumb_settling)
                surface.blit(pic, self.thumb_rect)
            except pygame.error:  # no memory for the thumbnail: it is a nicety
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, self.thumb_rect)
            pygame.draw.rect(surface, theme.PANEL_BORDER, self.thumb_rect, 1)
            y = self.map_text_top
            name_font = get_font(max(17, int(24 * s)), bold=True, serif=True)
            avail = inner.width - (int(110 * s) if len(good) > 1 else 0)
            shown = map_name(getattr(entry.board, "names", None), entry.name)
            r = draw_text(surface, fit_text(shown, name_font, avail), (inner.left, y), font=name_font,
                          color=theme.TEXT)
            rounds = ""
            if self.ruleset is not None:
                try:
                    n = self.ruleset.rounds_for(self.count)
                    rounds = " · " + ngettext("{n} round", "{n} rounds", n).format(n=n)
                except (KeyError, TypeError):
                    rounds = ""
            n = len(entry.board.regions)
            detail = ngettext("{n} region", "{n} regions", n).format(n=n) + rounds
            if len(good) > 1:
                detail += " · " + _("map {n} of {total}").format(n=good.index(entry) + 1, total=len(good))
            draw_text(surface, fit_text(detail, get_font(self.fs), avail), (inner.left, r.bottom + int(4 * s)),
                      self.fs, theme.TEXT_MUTED)
        else:
            box = self.thumb_rect if self.thumb_rect.height > 20 else inner
            pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.DANGER, 0.08), box, border_radius=6)
            pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=6)
            text = self.folder_problem or _("No map for {n} players in the maps folder.").format(n=self.count)
            draw_text(surface, text, (box.centerx, box.centery), self.fs, theme.DANGER, bold=True, align="center",
                      valign="middle", max_width=box.width - 30)
        if bad:
            fnt = get_font(self.fs_small)
            y = self.bad_top
            draw_text(surface, _("Unavailable:"), (inner.left, y), self.fs_small, theme.DANGER, bold=True)
            y += fnt.get_linesize() + int(2 * s)
            for item in bad[:2]:
                lines = wrap_text(f"{item.file} — {item.reason}", fnt, inner.width, max_lines=2)
                for line in lines:
                    if y + fnt.get_linesize() > inner.bottom + int(6 * s):
                        break
                    surface.blit(fnt.render(line, True, theme.darker(theme.DANGER, 0.2)), (inner.left, y))
                    y += fnt.get_linesize()
                y += int(4 * s)
            if len(bad) > 2 and y + fnt.get_linesize() <= inner.bottom + int(6 * s):
                draw_text(surface, _("and {n} more").format(n=len(bad) - 2), (inner.left, y), font=fnt,
                          color=theme.TEXT_MUTED)

    def _draw_tooltip(self, surface):
        text = None
        for button in self.buttons.values():
            if button.hover and button.tooltip:
                text = button.tooltip
        for choice in list(self.kind_choices.values()) + list(self.level_choices.values()) + [self.speed_choice,
                                                                                     self.ruleset_choice]:
            tip = choice.hover_tooltip()
            if tip:
                text = tip
        if text:
            self.tooltip.size = self.fs_small
            self.tooltip.draw(surface, self.mouse, text)
