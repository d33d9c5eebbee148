"""The window: pygame set-up, the main loop and switching between scenes.

`python main.py` opens the title screen; `--demo` opens a game of computer
seats to watch; `--frames N [--screenshot FILE]` runs N frames and exits, for
smoke tests of the source and of the packaged program (docs/FORMATS.md §1).

The loop draws a frame only when something changed: an event arrived, the scene
says it is animating (`Scene.is_animating()`), or a redraw was asked for
(`App.request_redraw()`, `Scene.invalidate()`, `game.ui.redraw.request()` from a
widget's timer). Otherwise the window sleeps, looking for input every POLL_MS and
advancing the scene's timers every IDLE_WAIT_MS, so a menu left open costs almost
no processor time. With `--frames` every turn of the loop draws (60 a second).
"""

import argparse
import os
import sys
import traceback

from .ui import redraw

DEFAULT_SIZE = (1600, 1000)
MIN_SIZE = (1024, 640)
MAX_SIZE = (7680, 4320)   # --size at most (an 8K screen): a larger window would cost gigabytes of pictures
TITLE = "Small World Desk"
FPS = 60            # the most frames a second, while something moves
IDLE_WAIT_MS = 50   # an idle window still advances the scene's timers (a notice expiring, a caret) this often
POLL_MS = 10        # and looks for input this often (pygame.event.wait(timeout) polls every millisecond: 2% of a core)


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        from kernel.files import shorten_quoted

        raise ValueError(shorten_quoted(message))


class _OptionError(ValueError):
    """A refused option value, reported as `error: OPTION: WHAT` (docs/FORMATS.md §1)."""

    def __init__(self, option, what):
        super().__init__(f"{option}: {what}")


def parse_args(argv):
    parser = _Parser(prog="main.py")
    parser.add_argument("--demo", action="store_true", help="watch computer seats play")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--frames", type=int, default=None, help="run N frames, then exit")
    parser.add_argument("--screenshot", metavar="FILE", help="save the last frame as a PNG")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None)
    parser.add_argument("--size", metavar="WxH",
                        help=f"window size, e.g. 1280x800 (at most {MAX_SIZE[0]}x{MAX_SIZE[1]})")
    parser.add_argument("--game", metavar="ID", help="the game of --demo (default: smallworld)")
    options = parser.parse_args(argv)
    # the title needs no game yet: the games load with it, not before it (bench/startup.py)
    options.definition = _game_definition(options.game) if options.demo or options.game else None
    return options


def _game_definition(game_id):
    """The definition of the game --game names, else of the default game (docs/FORMATS.md §8);
    `error: --game: ...` for a game that is not installed."""
    import games  # noqa: F401 (registers the installed games)
    from kernel import registry
    from kernel.errors import DataError

    try:
        return registry.get(game_id, "--game") if game_id is not None else registry.default()
    except DataError as exc:
        raise _OptionError("--game", exc.problems[0].what) from None


def window_size(requested, desktop):
    """The requested size, else 1600x1000 or the largest that fits the screen (≥ the minimum)."""
    if requested:
        w, h = requested
    else:
        w, h = DEFAULT_SIZE
        if desktop:
            dw, dh = desktop
            w, h = min(w, dw - 40), min(h, dh - 80)
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


def _parse_size(text):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size must look like 1280x800, not {text!r}") from None
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise _OptionError("--size", f"{w}x{h} is larger than the largest window, {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


class App:
    """Owns the window and the current scene."""

    def __init__(self, screen, options):
        import pygame

        self.pygame = pygame
        self.screen = screen
        self.options = options
        self.clock = pygame.time.Clock()
        self.scene = None
        self.running = True
        self.fullscreen = False
        self.windowed_size = screen.get_size()
        self.frame = 0
        self.error_scene = None     # the message shown after the guard caught an error
        from . import i18n
        from .settings import apply_display_settings, load_settings

        remembered = load_settings()
        i18n.start_language(remembered["language"])   # SMALLWORLD_LANG, else the player's choice, else the system's
        apply_display_settings(remembered)            # the player colours and the interface size

    def switch(self, scene):
        if self.scene is not None:
            self.scene.leave()
        self.scene = scene
        scene.enter()
        self.request_redraw()

    def request_redraw(self):
        """Draw a new frame at the next turn of the loop (something changed without an event)."""
        redraw.request()

    def quit(self):
        self.running = False

    def toggle_fullscreen(self):
        pygame = self.pygame
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
        except pygame.error:
            pass  # not every video driver can; the window simply stays as it is
        self.screen = pygame.display.get_surface()
        self.request_redraw()

    def run(self, frames=None, screenshot=None):
        """The main loop, until the window closes. With `frames` (smoke tests), every turn draws a frame
        and the loop stops after `frames` frames, the last saved to `screenshot`."""
        while self.running:
            drawn = self.step(every_frame=frames is not None)
            if drawn and frames is not None and self.frame >= frames:
                if screenshot:
                    return _save_screenshot(self.screen, screenshot)
                break
        return 0

    def step(self, every_frame=False):
        """One turn of the loop: wait for something to do (unless `every_frame` or something moves), hand
        the events to the scene, update it, and draw and show a frame if anything changed. True if it did."""
        pygame = self.pygame
        try:
            busy = every_frame or redraw.pending() or self.scene.is_animating()
            events = [] if busy else self.wait_for_input(IDLE_WAIT_MS)
            dt = self.clock.tick(FPS) / 1000.0    # never more than FPS frames a second
            events += pygame.event.get()
            drawn = self._frame(events, dt, busy)
        except Exception as exc:  # the one guard: a bug costs neither the game nor the window
            self.fail(exc)
            drawn = False
        if not self.running or not drawn:
            return False
        pygame.display.flip()
        self.frame += 1
        return True

    def wait_for_input(self, timeout_ms):
        """Sleep until an event arrives, a redraw is asked for or `timeout_ms` pass; the events (maybe none)."""
        pygame = self.pygame
        deadline = pygame.time.get_ticks() + timeout_ms
        while True:
            events = pygame.event.get()
            left = deadline - pygame.time.get_ticks()
            if events or left <= 0 or redraw.pending() or not self.running:
                return events
            pygame.time.wait(min(POLL_MS, left))

    def _frame(self, events, dt, busy):
        """The events to the scene, then its update, then its drawing if anything changed (True if drawn)."""
        pygame = self.pygame
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.screen = pygame.display.get_surface()
            if self.scene is not None and self.running:
                self.scene.handle(event)
        if not self.running:
            return False
        self.scene.update(dt)
        wanted = redraw.take()
        if not (busy or events or wanted or self.scene.is_animating()):
            return False
        self.scene.draw(self.screen)
        return True

    def fail(self, exc):
        """What the guard does with an unexpected error: the traceback to the terminal, the game
        being played to the autosave, and a message in the window (the error screen failing too ends the program)."""
        if self.scene is not None and self.scene is self.error_scene:
            raise exc
        traceback.print_exception(exc)
        saved = self._save_game()
        from .scenes.message import MessageScene
        from .ui.text import printable

        text = f"The game met an error it did not expect ({type(exc).__name__}: {printable(exc, 300)})."
        if saved:
            text += " Your game was saved: Continue on the title screen resumes it."
        self.error_scene = self.scene = MessageScene(self, "Something went wrong", text)
        self.scene.enter()
        self.request_redraw()

    def _save_game(self):
        """Write the game on screen to its autosave, now (True when it was written)."""
        saver = self.scene.autosaver() if self.scene is not None else None
        if saver is None:
            return False
        from .saves import write_session

        try:
            write_session(saver.session, saver.path)    # any game's session: its definition's save_text
        except OSError as failure:
            print(f"error: the game could not be saved: {failure}", file=sys.stderr)
            return False
        return True


def main(argv):
    try:
        options = parse_args(argv)
        size = _parse_size(options.size) if options.size else None
        if options.frames is not None and options.frames < 1:
            raise ValueError("--frames must be at least 1")
        if options.screenshot and not options.screenshot.lower().endswith(".png"):
            raise ValueError("--screenshot must name a .png file")
        if not 2 <= options.players <= 5:
            raise ValueError("--players must be 2 to 5")
        if options.screenshot and options.frames is None:   # the window would run on, saving nothing
            raise _OptionError("--screenshot", "needs --frames N: the picture is the last of N frames")
        if options.seed is not None:
            _check_seed(options.seed)
        if options.screenshot:
            _screenshot_file(options.screenshot)
    except ValueError as exc:
        where = "" if isinstance(exc, _OptionError) else "command line: "
        print(f"error: {where}{_shown(exc)}", file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()  # not the mixer: game.audio starts it with the first game, quietly (no device: silence)
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        desktop = None
    screen = pygame.display.set_mode(window_size(size, desktop), pygame.RESIZABLE)
    pygame.display.set_caption(TITLE)
    _set_minimum_size(pygame)
    _set_icon(pygame)
    app = App(screen, options)
    _clean_user_folder()
    from .scenes.opening import first_scene

    try:
        app.switch(first_scene(app, options))
        return app.run(options.frames, options.screenshot)
    finally:
        _flush_autosave(app)
        pygame.quit()


def _shown(text):
    """Text from the command line in a message: control characters escaped (kernel.files.escape_text)."""
    from kernel.files import escape_text

    return escape_text(str(text))


def _check_seed(seed):
    """--seed must fit in a game file (64 bits, docs/FORMATS.md §3): a demo saved with Save as… is
    then one that Load game and `check` read (a larger seed played, and wrote a save they refuse)."""
    from games.smallworld.model import SEED_MAX, SEED_MIN

    if not SEED_MIN <= seed <= SEED_MAX:
        raise _OptionError("--seed", f"must be from {SEED_MIN} to {SEED_MAX} (a game file's seed fits in 64 bits)")


def _screenshot_file(path):
    """Refuse, before the window opens, a --screenshot that cannot be written: a folder, or a place
    whose folder cannot be made or written in (game.cli.output_file's checks, as for preview --out)."""
    from kernel.errors import DataError

    from .cli import output_file

    try:
        output_file(path, "--screenshot")
    except DataError as exc:
        raise _OptionError("--screenshot", exc.problems[0].what) from None


def _save_screenshot(surface, path):
    """Save the last frame (ui.images.save_png: written whole or not at all); 0, or 2 after an
    `error: --screenshot: ...` line when it cannot be written (a full disk, a folder gone)."""
    import pygame

    from .ui.images import save_png

    try:
        save_png(surface, path)
    except (OSError, pygame.error) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        print(f"error: --screenshot: cannot write {_shown(path)}: {_shown(detail)}", file=sys.stderr)
        return 2
    return 0


def _flush_autosave(app):
    """Closing the window must not lose the last action: wait for every autosave to land (the game
    on screen, and one just left that may still be writing)."""
    from . import saves

    saver = app.scene.autosaver() if app.scene is not None else None
    if saver is not None:
        saver.flush()
    saves.flush_all()


def _clean_user_folder():
    """Remove what killed writes left in the user folders (stale .tmp-* files); never a reason not to start."""
    from . import saves

    try:
        saves.clean_stale_temp_files()
    except OSError as exc:   # no user folder at all: the game still starts (saves will say why)
        print(f"error: user folder: {exc.strerror or exc}", file=sys.stderr)


def _set_minimum_size(pygame):
    """Keep the player from shrinking the window below the smallest layout we draw."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
    except (AttributeError, pygame.error):
        pass  # older pygame-ce: the layouts still cope, just less gracefully


def _set_icon(pygame):
    from .ui.icon import window_icon

    try:
        pygame.display.set_icon(window_icon())
    except pygame.error:  # an icon is a nicety; never a reason not to start
        pass
