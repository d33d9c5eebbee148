"""The window: pygame set-up, the main loop and switching between scenes.

`python main.py` opens the title screen; `--demo` opens a game of computer
seats to watch; `--frames N [--screenshot FILE]` runs N frames and exits, for
smoke tests of the source and of the packaged program (docs/FORMATS.md §1).
"""

import argparse
import os
import sys
import traceback

DEFAULT_SIZE = (1600, 1000)
MIN_SIZE = (1024, 640)
TITLE = "Small World Desk"


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise ValueError(message)


def parse_args(argv):
    parser = _Parser(prog="main.py")
    parser.add_argument("--demo", action="store_true", help="watch computer seats play")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--frames", type=int, default=None, help="run N frames, then exit")
    parser.add_argument("--screenshot", metavar="FILE", help="save the last frame as a PNG")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None)
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x800")
    return parser.parse_args(argv)


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

    def run(self, frames=None, screenshot=None):
        pygame = self.pygame
        while self.running:
            dt = self.clock.tick(60) / 1000.0
            try:
                self._frame(dt)
            except Exception as exc:  # the one guard: a bug costs neither the game nor the window
                self.fail(exc)
            if not self.running:
                break
            pygame.display.flip()
            self.frame += 1
            if frames is not None and self.frame >= frames:
                if screenshot:
                    from .ui.images import save_png
                    save_png(self.screen, screenshot)
                break
        return 0

    def _frame(self, dt):
        """One frame: the events to the scene, then its update and drawing."""
        pygame = self.pygame
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.screen = pygame.display.get_surface()
            if self.scene is not None and self.running:
                self.scene.handle(event)
        if not self.running:
            return
        self.scene.update(dt)
        self.scene.draw(self.screen)

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

    def _save_game(self):
        """Write the game on screen to its autosave, now (True when it was written)."""
        saver = self.scene.autosaver() if self.scene is not None else None
        if saver is None:
            return False
        from .saves import write_game

        try:
            write_game(saver.session.game, saver.session.map_ref, saver.path)
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
    except ValueError as exc:
        print(f"error: command line: {exc}", file=sys.stderr)
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
    from .scenes.start import first_scene

    try:
        app.switch(first_scene(app, options))
        return app.run(options.frames, options.screenshot)
    finally:
        _flush_autosave(app)
        pygame.quit()


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
