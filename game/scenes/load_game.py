"""The load screen: saved games (and the autosave) listed with map, players, round and date.

Rows come from `game.saves.list_saves()`, newest first, after an "Autosave" row
for each installed game whose autosave exists (with several games, a row's second line begins
with its game's name; a save of a game this program does not have is a row saying so). A file
that cannot be read is listed greyed with its problem. Buttons: Play (resume the game, autosaved
from then on), Watch replay (the replay viewer from the first action), Delete (asks first), Back.
Keys: Up/Down choose, Enter plays, Delete deletes, Esc goes back; a double click plays.

A save that cannot be opened (a newer version, a cut-short file, actions that no
longer replay, a missing map) is a readable message here and on the command line,
and the list stays. A file that cannot even be read (not JSON, nested too deep, a
folder) is a row saying "Unreadable file: why", as is a damaged autosave kept aside
(autosave.broken.json); the others stay loadable. Whatever a file names (its map,
its players, its own name) goes through game.ui.text.printable before it is drawn.
"""

import os
import types

import pygame

from game import saves
from game.i18n import N_, _, map_name
from game.scenes.opening import open_game
from game.seat_names import default_name
from game.ui import theme
from game.ui.dialogs import Dialog
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.menu_widgets import Message
from game.ui.text import printable, shown_name
from game.ui.widgets import Button, Tooltip, draw_text, fit_text, wrap_text
from kernel import registry as installed
from kernel.errors import DataError

from . import registry
from .base import MenuScene
from .opening import report

DOUBLE_CLICK_MS = 450
INTRO = N_("Every game is also saved after each action: Continue on the title screen resumes the latest. "
           "To keep a game under a name, use Menu → Save as… while playing.")


def _join(names):
    names = [printable(shown_name(n, default_name(i)), 40) for i, n in enumerate(names)]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + _(" and ") + names[-1]


def describe_entry(entry):
    """The second line of a row: 'Thornmere · Ann and Bot · round 4 of 10'."""
    if entry.get("problem"):
        problem = printable(entry["problem"], 300)
        return problem[:1].upper() + problem[1:]
    bits = []
    game = entry.get("game")
    if len(installed.ids()) > 1 and game in installed.ids():    # several games: which one it is
        bits.append(saves.game_name(game))
    if game in (None, saves.DEFAULT_GAME) or entry.get("map") != "?":
        bits.append(printable(map_name(entry.get("map_names"), entry.get("map") or "?"), 80))
    if isinstance(entry.get("players"), list) and entry["players"]:
        bits.append(_join(entry["players"]))
    if entry.get("over"):
        bits.append(_("finished"))
    elif isinstance(entry.get("round"), int) and entry["round"] > 0:     # round 0: a game still being set up
        rounds = entry.get("rounds")
        bits.append(_("round {n} of {rounds}").format(n=entry["round"], rounds=rounds) if isinstance(rounds, int)
                    else _("round {n}").format(n=entry["round"]))
    return " · ".join(bits)


class LoadGameScene(MenuScene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back_to = back
        self.entries = []
        self.selected = None
        self.scroll = 0
        self.message = Message()
        self.tooltip = Tooltip(size=15)
        self.mouse = (-1, -1)
        self.hover = None
        self.dialog = None
        self.buttons = {}
        self._last_click = (None, -10_000)
        self.listing_error = None

    # ------------------------------------------------------------ the list

    def enter(self):
        self.refresh()
        self.relayout()

    def refresh(self, keep=None):
        """Read the saves folder again; keep the selection on `keep` (a path) if it is still there."""
        keep = keep if keep is not None else self.selected_path()
        self.listing_error = None
        try:
            entries = []
            for game_id in installed.ids():      # each game's Continue, then its damaged ones kept aside
                auto = saves.autosave_path(game_id)
                if os.path.lexists(auto):
                    entry = saves.save_entry(auto, name=_("Autosave"))
                    entry["autosave"] = True
                    entries.append(entry)
                for number, broken in enumerate(saves.broken_autosaves(game_id)):
                    name = _("Damaged autosave") + (f" ({number + 1})" if number else "")
                    entry = saves.save_entry(broken, name=name)
                    if not entry["problem"]:
                        entry["problem"] = _("kept aside as damaged: Play or Watch replay tries it")
                    entries.append(entry)
            entries += saves.list_saves()
            for entry in entries:    # file names are text from the disk too (zero-width ones show nothing)
                entry["name"] = printable(shown_name(entry["name"], _("Unnamed save")), 80)
        except OSError as exc:  # an unreadable folder is a message, not a crash
            report(f"saved games: {exc}")
            self.listing_error = _("The saved games cannot be listed: {reason}").format(reason=exc)
            entries = []
        self.entries = entries
        paths = [e["path"] for e in entries]
        if keep in paths:
            self.selected = paths.index(keep)
        else:
            self.selected = 0 if entries else None
        self.scroll = 0
        self._follow()

    def selected_entry(self):
        if self.selected is None or not 0 <= self.selected < len(self.entries):
            return None
        return self.entries[self.selected]

    def selected_path(self):
        entry = self.selected_entry()
        return entry["path"] if entry else None

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        intro = wrap_text(_(INTRO), get_font(max(13, int(16 * s))), w - 2 * m)
        self.intro_lines = len(intro)
        head_h = int(78 * s) + get_font(max(13, int(16 * s))).get_linesize() * len(intro)
        self.button_y, bh, bfs = self.button_row(h)
        width = min(w - 2 * m, int(1120 * s))
        left = (w - width) // 2
        self.message_rect = pygame.Rect(left, self.button_y - int(12 * s), width, 0)
        self.panel = self.titled_panel((left, m + head_h, width, self.button_y - int(86 * s) - (m + head_h)),
                                       _("Saved games"), padding=12)
        self.list_rect = self.panel.content_rect
        self.row_h = int(70 * s)
        bw = int(200 * s)
        gap = int(14 * s)
        right = left + width
        self.buttons = {
            "back": Button((left, self.button_y, int(160 * s), bh), _("Back"), size=bfs, primary=False,
                           tooltip=_("Back to the title screen (Esc)")),
            "delete": Button((right - 3 * bw - 2 * gap, self.button_y, bw, bh), _("Delete"), size=bfs,
                             primary=False),
            "replay": Button((right - 2 * bw - gap, self.button_y, bw, bh), _("Watch replay"), size=bfs,
                             primary=False),
            "play": Button((right - bw, self.button_y, bw, bh), _("Play"), size=max(16, int(21 * s))),
        }
        self._sync_buttons()

    def _sync_buttons(self):
        entry = self.selected_entry()
        for key in ("play", "replay", "delete"):
            if key in self.buttons:
                self.buttons[key].enabled = entry is not None
        if not self.buttons:
            return
        if entry is None:
            for key in ("play", "replay", "delete"):
                self.buttons[key].tooltip = _("Choose a saved game first")
            return
        name = entry["name"]
        over = entry.get("over")
        self.buttons["play"].tooltip = (_("See how “{name}” ended (Enter)") if over else
                                        _("Go on playing “{name}” from where it stood (Enter)")).format(name=name)
        self.buttons["replay"].tooltip = _("Step through “{name}” from its first action").format(name=name)
        self.buttons["delete"].tooltip = _("Delete “{name}” (asks first)").format(name=name)

    def _rows_visible(self):
        return max(1, self.list_rect.height // self.row_h)

    def _max_scroll(self):
        return max(0, len(self.entries) * self.row_h - self.list_rect.height)

    def _follow(self):
        if self._size is None or self.selected is None:
            return
        top = self.selected * self.row_h
        if top < self.scroll:
            self.scroll = top
        elif top + self.row_h > self.scroll + self.list_rect.height:
            self.scroll = top + self.row_h - self.list_rect.height
        self.scroll = max(0, min(self.scroll, self._max_scroll()))

    def row_rect(self, index):
        """The screen rectangle of row `index` (it may be scrolled out of the list)."""
        r = self.list_rect
        return pygame.Rect(r.left, r.top + index * self.row_h - self.scroll, r.width - 10, self.row_h - 4)

    def row_at(self, pos):
        if self._size is None or not self.list_rect.collidepoint(pos):
            return None
        index = (pos[1] - self.list_rect.top + self.scroll) // self.row_h
        return index if 0 <= index < len(self.entries) else None

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.row_at(event.pos)
        if self.dialog is not None:
            self.dialog.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            if self._key(event.key):
                return
        for key, button in self.buttons.items():
            if button.handle(event):
                self._activate(key)
                return
        if event.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(self.mouse):
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y * self.row_h // 2))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                now = pygame.time.get_ticks()
                last_index, last_time = self._last_click
                self.select(index)
                if last_index == index and now - last_time <= DOUBLE_CLICK_MS:
                    self._last_click = (None, -10_000)
                    self.play()
                    return
                self._last_click = (index, now)

    def _key(self, key):
        if key == pygame.K_ESCAPE:
            self.go_back()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.selected_entry() is not None:
                self.play()
        elif key == pygame.K_DELETE:
            if self.selected_entry() is not None:
                self.ask_delete()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            if self.entries:
                step = -1 if key == pygame.K_UP else 1
                current = self.selected if self.selected is not None else -step
                self.select(max(0, min(len(self.entries) - 1, current + step)))
        elif key in (pygame.K_HOME, pygame.K_END):
            if self.entries:
                self.select(0 if key == pygame.K_HOME else len(self.entries) - 1)
        else:
            return False
        return True

    def select(self, index):
        self.selected = index
        self._follow()
        self._sync_buttons()

    def _activate(self, key):
        if key == "back":
            self.go_back()
        elif key == "play":
            self.play()
        elif key == "replay":
            self.watch_replay()
        elif key == "delete":
            self.ask_delete()

    def go_back(self):
        self.return_to(self.back_to)

    def _fail(self, entry, action, exc):
        detail = str(exc)
        report(f"{action}: {detail}" if entry["path"] in detail else f"{action} {entry['path']}: {detail}")
        text = saves.problem_text(exc, entry["path"])
        entry["problem"] = _("cannot be opened: {reason}").format(reason=text[:1].lower() + text[1:])   # row says it
        self.message.show(_("“{name}” cannot be opened: {reason}.").format(
            name=entry["name"], reason=text[:1].lower() + text[1:]), "error", 14)

    def _open_selected(self, load, action):
        """The selected save read by `load`, or None (nothing selected, or a broken save: said why)."""
        entry = self.selected_entry()
        if entry is None:
            return None
        try:
            return load(entry["path"])
        except (DataError, OSError) as exc:  # a broken save: say why, keep the list
            self._fail(entry, action, exc)
            return None

    def play(self):
        session = self._open_selected(saves.load_session, "load")
        if session is not None:
            open_game(self.app, session)

    def watch_replay(self):
        cursor = self._open_selected(saves.load_replay, "replay")
        if cursor is None:
            return
        title = self.selected_entry()["name"]
        viewer = getattr(cursor, "viewer_scene", None)     # another game's cursor brings its own viewer
        if viewer is not None:
            self.app.switch(viewer(self.app, back=self, title=title))
        else:
            registry.show(self.app, "replay", cursor, back=self, title=title)

    def ask_delete(self):
        entry = self.selected_entry()
        if entry is None:
            return
        if entry.get("autosave"):
            what = _("the autosave (Continue will have nothing to resume)")
        else:
            what = f"“{entry['name']}”"

        def choose(key):
            self.dialog = None
            if key == "delete":
                self.delete(entry)
        self.dialog = Dialog(_("Delete this saved game?"), _("Delete {what}? This cannot be undone.").format(what=what),
                             [("delete", _("Delete"), True), ("keep", _("Keep it"), False)], choose, width=560)

    def delete(self, entry):
        problem = saves.delete_save(entry["path"])
        if problem:
            report(f"delete {entry['path']}: {problem}")
            self.message.show(_("“{name}” could not be deleted: {reason}").format(name=entry["name"], reason=problem),
                              "error", 10)
            return
        index = self.selected or 0
        self.refresh(keep="")
        if self.entries:
            self.select(min(index, len(self.entries) - 1))
        self.message.show(_("Deleted “{name}”").format(name=entry["name"]), "info", 4)

    def update(self, dt):
        self.message.update(dt)

    # ------------------------------------------------------------ drawing

    def _dialog_area(self, size):
        s = self.s
        return types.SimpleNamespace(map=pygame.Rect((0, 0), size), s=s,
                                     fs=lambda n: max(11, int(round(n * s))))

    def draw(self, surface):
        w, h = self.begin_draw(surface)
        self._sync_buttons()
        s = self.s
        head = draw_heading(surface, _("Load a game"), self.head_pos, max(26, int(44 * s)))
        draw_text(surface, _(INTRO), (self.head_pos[0], head.bottom + int(8 * s)), max(13, int(16 * s)),
                  (226, 214, 192), max_width=w - 2 * self.margin, line_spacing=1.0)
        self.panel.draw(surface)
        self._draw_rows(surface)
        if self.message.visible:
            fs = max(14, int(17 * s))
            fnt = get_font(fs, bold=True)
            lines = wrap_text(self.message.text, fnt, self.message_rect.width - 24)
            top = self.button_y - int(12 * s) - (fnt.get_linesize() * len(lines) + 14)
            self.message.draw(surface, (self.message_rect.left, top, self.message_rect.width, 0), size=fs)
        for button in self.buttons.values():
            button.draw(surface)
        if self.dialog is not None:
            self.dialog.draw(surface, self._dialog_area((w, h)))
            return
        tip = None
        for button in self.buttons.values():
            if button.rect.collidepoint(self.mouse) and button.tooltip:
                tip = button.tooltip
        if tip is None and self.hover is not None and self.entries[self.hover].get("problem"):
            tip = _("This file cannot be opened as it is; Play or Watch replay says why. Delete removes it.")
        if tip:
            self.tooltip.size = max(13, int(16 * s))
            self.tooltip.draw(surface, self.mouse, tip)

    def _draw_rows(self, surface):
        s = self.s
        area = self.list_rect
        if not self.entries:
            text = self.listing_error or _("No saved games yet. While playing, Menu → Save as… keeps a game here "
                                           "under a name of your choice.")
            draw_text(surface, text, (area.centerx, area.top + int(40 * s)), max(15, int(18 * s)), theme.TEXT_MUTED,
                      align="center", max_width=area.width - 40)
            return
        name_font = get_font(max(15, int(20 * s)), bold=True)
        small = get_font(max(13, int(15 * s)))
        small_b = get_font(max(13, int(15 * s)), bold=True)
        clip = surface.get_clip()
        surface.set_clip(area)
        first = self.scroll // self.row_h
        for index in range(first, min(len(self.entries), first + self._rows_visible() + 2)):
            entry = self.entries[index]
            row = self.row_rect(index)
            broken = bool(entry.get("problem"))
            if index == self.selected:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 214, 120), 0.5), row, border_radius=8)
                pygame.draw.rect(surface, (176, 128, 40), row, 2, border_radius=8)
            elif index == self.hover:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, (255, 255, 255), 0.4), row, border_radius=8)
            elif index % 2 == 0:
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.08), row, border_radius=8)
            pad = int(16 * s)
            date = entry.get("date") or ""
            date_w = small.size(date)[0]
            name_color = theme.TEXT_MUTED if broken else theme.TEXT
            ty = row.top + (row.height - name_font.get_linesize() - small.get_linesize()) // 2
            x = row.left + pad
            if entry.get("autosave"):
                tag = _("latest game")
                tw = small_b.size(tag)[0] + int(14 * s)
                name_w = name_font.size(entry["name"])[0]
                draw_text(surface, entry["name"], (x, ty), font=name_font, color=name_color)
                tag_rect = pygame.Rect(x + name_w + int(12 * s), ty + int(2 * s), tw, small_b.get_linesize() + 2)
                pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.GOOD, 0.25), tag_rect, border_radius=6)
                draw_text(surface, tag, tag_rect.center, font=small_b, color=theme.darker(theme.GOOD, 0.2),
                          align="center", valign="middle")
            else:
                draw_text(surface, fit_text(entry["name"], name_font, row.width - 2 * pad - date_w - 20), (x, ty),
                          font=name_font, color=name_color)
            draw_text(surface, date, (row.right - pad, ty + int(3 * s)), font=small, color=theme.TEXT_MUTED,
                      align="right")
            detail = describe_entry(entry)
            color = theme.DANGER if broken else theme.TEXT_MUTED
            if broken:
                detail = "⚠ " + detail
            draw_text(surface, fit_text(detail, small, row.width - 2 * pad), (x, ty + name_font.get_linesize()),
                      font=small, color=color)
        surface.set_clip(clip)
        total = len(self.entries) * self.row_h
        if total > area.height:
            track = pygame.Rect(area.right - 5, area.top, 4, area.height)
            pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.3), track, border_radius=2)
            thumb_h = max(20, area.height * area.height // total)
            thumb_y = area.top + (area.height - thumb_h) * self.scroll // max(1, total - area.height)
            pygame.draw.rect(surface, theme.PANEL_BORDER, (track.left, thumb_y, 4, thumb_h), border_radius=2)
