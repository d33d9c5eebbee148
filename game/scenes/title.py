"""The title screen: the program's name over its own map, the game to play, and where to go next.

It offers each installed game (kernel.registry, filled by games/__init__.py): with one, the line
under the name names it; with several, a row of their names chooses one (remembered in the
settings). The buttons are the chosen game's: New game → its setup, Learn to play → its guided
first game (Small World's: scenes.tutorial, "Continue lesson" when one was left half-way), Rules →
its rules screen (each where the game has one: GameDefinition.screens); Continue → its autosave
(saves.autosave_state: one per game; enabled only when there is one; a save that cannot be loaded
is a message saying why); Load game → the list of saved games (load_game.LoadGameScene); Settings →
the Settings screen (the language is chosen there); Quit. Esc quits.

A damaged autosave (a folder, not JSON, nested too deep...) is kept aside by
game.saves.autosave_state and said under the buttons, with its reason, for as long
as the screen is up; Continue's tooltip says it too. New game is never blocked by it.
"""

import os
import time

import pygame

import games  # noqa: F401 (registers the installed games)
from game import audio, saves
from game import settings as settings_mod
from game.i18n import N_, _
from game.scenes.opening import open_game
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_title
from game.ui.menu_widgets import Choice, Message
from game.ui.text import printable
from game.ui.widgets import Button, Tooltip, draw_text
from games.smallworld.tutorial.coach import saved_step
from games.smallworld.tutorial.lesson import STEPS
from kernel import registry as installed
from kernel.errors import DataError

from . import registry
from .base import MenuScene
from .opening import report

GAME_NAME = "Small World Desk"
NO_SAVE = N_("no saved game yet")
# Under the Settings button in every language (never translated, like i18n.LANGUAGE_NAMES): the way
# to a language one can read, for a player who cannot read the window's.
LANGUAGE_HINT = "Language · Язык"


def installed_games():
    """The definitions of the installed games, the default first."""
    return [installed.get(game_id) for game_id in installed.ids()]


def chosen_game(games_=None):
    """The game the title offers: the one chosen last (settings), else the default."""
    games_ = games_ or installed_games()
    remembered = settings_mod.saved_game()
    return next((game for game in games_ if game.id == remembered), games_[0])


def find_autosave(game_id=saves.DEFAULT_GAME):
    """(path of the game's latest autosave, None) or (None, why Continue is disabled).

    A damaged autosave is moved aside (game.saves.autosave_state): the reason starts with
    "the autosave can't be read"."""
    try:
        path, problem = saves.autosave_state(game_id)
    except OSError as exc:  # no user folder: nothing to continue
        report(f"autosave: {exc.strerror or exc}")
        return None, NO_SAVE
    if problem:
        report(f"autosave: {problem}")
        return None, printable(problem, 300)
    if not path:
        return None, NO_SAVE
    return str(path), None


def _problem_text(exc, path):
    """A load failure in words (game.saves.problem_text), starting in lower case."""
    text = saves.problem_text(exc, path)
    return text[:1].lower() + text[1:] if text else type(exc).__name__


def _saved_when(path):
    try:
        stamp = os.path.getmtime(path)
    except OSError:
        return ""
    when = time.localtime(stamp)
    return _(" from {date}, {time}").format(date=f"{when.tm_mday}.{when.tm_mon:02d}.{when.tm_year}",
                                         time=f"{when.tm_hour:02d}:{when.tm_min:02d}")


def lesson_button_spec(game=None):
    """The chosen game's guided first game's button: "Learn to play", or "Continue lesson" when one was left
    half-way (a game with its own lesson says where through its definition's `lesson_progress()`: (step or
    None, steps); else Small World's)."""
    progress = getattr(game, "lesson_progress", None)
    step, total = progress() if progress is not None else (saved_step(), len(STEPS))
    if step is None:
        return ("learn", _("Learn to play"), True, pygame.K_t,
                _("A short guided game against the computer: the rules as you play them (under ten minutes)"))
    return ("learn", _("Continue lesson"), True, pygame.K_t,
            _("Resume the lesson at step {n} of {total} (its menu can start it over)").format(n=step + 1,
                                                                                          total=total))


class TitleScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.games = installed_games()
        self.game = chosen_game(self.games)
        self.chooser = None            # the row of the games' names (with several installed)
        self.autosave, self.no_save_reason = None, NO_SAVE
        self.tooltip = Tooltip(size=15)
        self.message = Message()
        self.mouse = (-1, -1)
        self.buttons = {}

    def enter(self):
        audio.leave_games()     # no game here: its music fades out
        self.choose(self.game)

    def choose(self, game):
        """Offer this installed game: its Continue, its screens; remembered for the next time."""
        if game is not self.game:
            self.game = game
            settings_mod.remember_game(game.id)
        self.message.clear()
        self.autosave, self.no_save_reason = find_autosave(game.id)
        if self.no_save_reason not in (None, NO_SAVE):   # a damaged autosave: said until the screen is left
            self.message.show(self.no_save_reason[:1].upper() + self.no_save_reason[1:]
                              + _(". New game starts afresh; Load game lists your other saves."), "error",
                              float("inf"))
        self.relayout()

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s = self.s
        self.title_size = int(min(96 * s, w / 11))
        bw, bh, gap = int(340 * s), int(60 * s), int(16 * s)
        x = w // 2 - bw // 2
        fs = int(22 * s)
        if self.autosave:
            tip = _("Resume the game saved") + _saved_when(self.autosave)
        else:
            tip = self.no_save_reason
            if tip == NO_SAVE:
                tip = _(NO_SAVE)
            else:
                tip = tip[:1].upper() + tip[1:]
        screens = self.game.screens
        small_world = self.game.id == saves.DEFAULT_GAME     # another game: the tips name no map, no race
        specs = [
            ("new", _("New game"), "setup" in screens, pygame.K_n,
             _("Choose the players and the map") if small_world else _("Choose the players")),
            *([lesson_button_spec(self.game)] if "lesson" in screens else []),
            ("continue", _("Continue"), bool(self.autosave), pygame.K_c, tip),
            ("load", _("Load game"), True, pygame.K_l, _("Saved games: play one, watch its replay, or delete it")),
            ("rules", _("Rules"), "rules" in screens, pygame.K_r,
             _("How to play, and every race and power") if small_world
             else _("How to play {game}").format(game=_(self.game.name))),
            ("settings", _("Settings"), True, pygame.K_s,
             _("Language, sound, animation speed, player colours, interface size") + "\n" + LANGUAGE_HINT),
            ("quit", _("Quit"), True, None, _("Close the game (Esc)")),
        ]
        count = len(specs)
        choose_h = int(44 * s) + gap if len(self.games) > 1 else 0   # the row of games above the buttons
        title_y, bottom = h * 0.25, h - int(70 * s)
        # a small window (or a large interface): the title shrinks, then rises, then the buttons get
        # lower, until the buttons fit between the tagline and the footer
        while True:
            top = self._menu_top(title_y) + choose_h
            total = count * bh + (count - 1) * gap
            if top + total <= bottom:
                break
            if self.title_size > int(60 * s):
                self.title_size -= 2
            elif title_y > h * 0.17:
                title_y -= 4
            elif bh > int(46 * s):
                bh, gap = bh - 2, min(gap, int(10 * s))
            else:
                top = max(0, bottom - total)
                break
        self.title_center = (w // 2, int(title_y))
        old = self.buttons
        self.buttons = {}
        for i, (key, label, enabled, hotkey, tooltip) in enumerate(specs):
            button = Button((x, top + i * (bh + gap), bw, bh), label, enabled=enabled, hotkey=hotkey,
                            tooltip=tooltip, size=fs)
            if key in old:
                button.hover = old[key].hover
            self.buttons[key] = button
        self.panel = pygame.Rect(x - int(28 * s), top - int(26 * s), bw + int(56 * s), total + int(52 * s))
        self.chooser = None
        if choose_h:
            width = min(w - 2 * self.margin, max(bw + int(160 * s), int(190 * s) * len(self.games)))
            self.chooser = Choice((w // 2 - width // 2, self.panel.top - choose_h, width, int(44 * s)),
                                  [(game.id, _(game.name)) for game in self.games], self.game.id, size=fs - 2,
                                  condensed=True)

    def subtitle(self):
        """The line under the program's name: the chosen game's (named there when it is the only one)."""
        tagline = _(self.game.tagline) if self.game.tagline else ""
        if len(self.games) > 1:
            return tagline
        return f"{_(self.game.name)} · {tagline}" if tagline else _(self.game.name)

    def _menu_top(self, title_y):
        """Where the buttons' panel starts under the title (of self.title_size) centred at title_y."""
        size = self.title_size
        tagline = max(14, size // 3) * 1.3
        return int(title_y + size * 0.6 + max(6, size // 6) + max(10, size // 5) + tagline + 40 * self.s)

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if self.chooser is not None:
            chosen = self.chooser.handle(event)
            if chosen is not None:
                self.choose(next(game for game in self.games if game.id == chosen))
                self.relayout()
                return
        for key, button in self.buttons.items():
            if button.handle(event):
                self._activate(key)
                return

    def _activate(self, key):
        if key in ("new", "rules", "learn"):
            screen = {"new": "setup", "rules": "rules", "learn": "lesson"}[key]
            self.app.switch(self.game.open_screen(screen, self.app))
        elif key == "continue":
            self._continue()
        elif key == "load":
            self._load()
        elif key == "quit":
            self.app.quit()
        elif key == "settings":
            registry.show(self.app, "settings")

    def _continue(self):
        if not self.autosave:
            return
        try:
            session = saves.load_session(self.autosave)
        except (DataError, OSError) as exc:  # a broken autosave: the same words as the load screen
            detail = str(exc)
            report(f"continue: {detail}" if self.autosave in detail else f"continue: {self.autosave}: {detail}")
            self.message.show(_("The saved game could not be loaded: {reason}. "
                                "Load game lists your other saves.").format(
                                    reason=_problem_text(exc, self.autosave)), "error", 14)
            return
        open_game(self.app, session)

    def _load(self):
        registry.show(self.app, "load_game")

    def update(self, dt):
        self.message.update(dt)

    def begin_draw(self, surface, dim=150):
        """The menu screens' start of a frame, on the chosen game's own backdrop when its definition
        draws one (GameDefinition.backdrop), else the program's."""
        own = self.game.backdrop(surface.get_size())
        if own is None:
            return super().begin_draw(surface, dim)
        size = surface.get_size()
        self._layout(size)
        surface.blit(own, (0, 0))
        return size

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        w, h = self.begin_draw(surface, dim=120)
        s = self.s
        draw_title(surface, GAME_NAME, self.title_center, self.title_size, subtitle=self.subtitle())
        shade = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (24, 18, 14, 150), shade.get_rect(), border_radius=14)
        pygame.draw.rect(shade, (214, 180, 110, 120), shade.get_rect(), 2, border_radius=14)
        surface.blit(shade, self.panel)
        if self.chooser is not None:
            self.chooser.draw(surface)
        for button in self.buttons.values():
            button.draw(surface)
        self.message_rect = self.footer_rect = None
        if self.message.visible:
            width = min(w - 40, int(800 * s))
            self.message_rect = self.message.draw(
                surface, ((w - width) // 2, self.panel.bottom + int(14 * s), width, 0), size=max(14, int(17 * s)))
        footer = _("F11 full screen  ·  Esc quits")
        footer_size = max(13, int(15 * s))
        footer_top = h - int(12 * s) - get_font(footer_size).get_linesize()
        if self.message_rect is None or self.message_rect.bottom < footer_top:   # a notice that reaches it hides it
            self.footer_rect = draw_text(surface, footer, (w - int(16 * s), h - int(12 * s)), footer_size,
                                         (214, 200, 176), align="right", valign="bottom")
        hovered = next((b for b in self.buttons.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            self.tooltip.size = max(13, int(16 * s))
            self.tooltip.draw(surface, self.mouse, hovered.tooltip)
