"""Start Dinotable: ``dinotable`` or ``python -m desktop.app``.

Without options the launcher opens. ``--demo GAME`` plays a whole game with
computer seats in the real window and prints the scores as JSON;
``--quit-when-idle`` shows the launcher and quits at once, ``--quit-after-first-paint``
once the launcher has been drawn, saying ``painted`` (start-up timing).
A window start while another window runs on the same data folder brings that
one forward and ends (see desktop.single_instance); the timing runs take the
lock as well, so what they time includes it; the demo never autosaves and takes none.
"""

from __future__ import annotations

import argparse
import logging
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from core.engine import checked_cache
from core.engine.package_data import data_file
from desktop import language, settings, single_instance

DESKTOP_ID = "io.github.dinotable.Dinotable"  # the name of the .desktop file and AppStream id


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` (such as 1024x700) as a window's width and height in pixels."""
    width, separator, height = text.lower().partition("x")
    if not separator or not width.isdigit() or not height.isdigit() or int(width) < 200 or int(height) < 200:
        raise argparse.ArgumentTypeError(f"{text!r} is no window size: write WIDTHxHEIGHT, e.g. 1024x700")
    return int(width), int(height)


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dinotable", description="Dinosaur board games at one table.")
    parser.add_argument("--lang", choices=settings.LANGUAGES, help="interface language for this run")
    parser.add_argument(
        "--demo", metavar="GAME", help="play a whole game with computer seats and print the scores"
    )
    parser.add_argument("--players", type=int, default=2, help="seats in the demo game (default 2)")
    parser.add_argument("--seed", type=int, help="seed of the demo game (default: random)")
    parser.add_argument(
        "--level", choices=("easy", "normal", "hard"), default="easy", help="computer level of the demo"
    )
    parser.add_argument(
        "--moves",
        type=int,
        default=0,
        help="the demo ends after this many decisions (default: all)",
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="OPTION-VALUE",
        help="a setup option of the demo game, as the game's options name it, e.g. side-b (may be repeated)",
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="PATH", help="save a picture of the final demo window"
    )
    parser.add_argument(
        "--size", type=window_size, metavar="WxH", help="the window's size in pixels, e.g. 1024x700"
    )
    parser.add_argument("--quit-when-idle", action="store_true", help="show the launcher, then quit at once")
    parser.add_argument(
        "--quit-after-first-paint", action="store_true", help="show the launcher, quit once it is drawn"
    )
    return parser.parse_args(argv)


def make_application() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QCoreApplication.setOrganizationName(settings.ORGANISATION)
    QCoreApplication.setApplicationName(settings.APPLICATION)
    QApplication.setApplicationDisplayName("Dinotable")
    QApplication.setDesktopFileName(DESKTOP_ID)  # Wayland and the menus match the window to its launcher
    app.setWindowIcon(app_icon())
    return app


def use_cache(folder: Path | None) -> None:
    """Keep files that passed their checks and the launcher's cover pictures in ``folder``."""
    from desktop import covers

    checked_cache.set_folder(folder / "checked" if folder is not None else None)
    covers.set_folder(folder / "covers" if folder is not None else None)


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # the renders of the SVG (packaging/render_icons.py)


def app_icon() -> QIcon:
    """Dinotable's icon at each size desktops ask for, from the PNG renders of its SVG.

    Read from PNGs, not the SVG: drawing the SVG would load Qt's SVG library (some 3 MB of
    memory) for the icon alone. Qt picks the nearest size and reads only that file.
    """
    icon = QIcon()
    folder = data_file("resources.icons", "hicolor")
    for size in ICON_SIZES:
        icon.addFile(str(folder / f"{size}x{size}" / "apps" / f"{DESKTOP_ID}.png"), QSize(size, size))
    return icon


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # In the desktop bundle a computer's worker process starts this same program:
        # there it serves the search and never opens a window. (Imported only there:
        # multiprocessing costs a noticeable part of the launcher's start.)
        import multiprocessing

        multiprocessing.freeze_support()
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = make_application()
    use_cache(settings.cache_folder())
    code = arguments.lang or settings.language()
    language.install(code)
    if arguments.demo:
        from core.engine.rng import fresh_seed
        from desktop import demo

        seed = arguments.seed if arguments.seed is not None else fresh_seed()
        try:
            return demo.run(
                app,
                arguments.demo,
                arguments.players,
                seed,
                arguments.screenshot,
                code,
                arguments.variant,
                arguments.size or demo.WINDOW_SIZE,
                arguments.level,
                arguments.moves,
            )
        except demo.DemoError as error:
            print(f"dinotable: {error}", file=sys.stderr)
            return 2
        except Exception:
            traceback.print_exc()
            return 1
    return run_window(app, code, arguments.quit_when_idle, arguments.size, arguments.quit_after_first_paint)


class QuitAfterFirstPaint(QObject):
    """Says ``painted`` on standard output and quits once ``window``'s first frame is drawn.

    Qt paints a window and all its widgets in one pass before the event loop runs
    again, so what is queued at the window's paint event comes after the rest of
    that frame. It watches the window alone: a filter on the whole application
    would make every object and event Qt sends pass through Python, which itself
    costs a good part of a start. The line lets a timer stop at the first frame,
    not when the process has finished closing.
    """

    def __init__(self, app: QApplication, window: QWidget) -> None:
        super().__init__(window)
        self.app = app

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.frame_drawn)
        return False

    def frame_drawn(self) -> None:
        print("painted", flush=True)
        self.app.quit()


def run_window(
    app: QApplication,
    code: str,
    quit_when_idle: bool,
    size: tuple[int, int] | None = None,
    quit_after_first_paint: bool = False,
) -> int:
    """The main window until it closes, unless another one already runs on the same autosaves."""
    folder = settings.autosave_folder()
    lock = single_instance.take(folder)  # before any autosave is looked at
    if isinstance(lock, single_instance.Holder):
        return single_instance.second_start(lock, folder)  # that window has the autosaves
    try:
        return _open_window(app, code, lock, quit_when_idle, size, quit_after_first_paint)
    finally:
        lock.release()


def _open_window(
    app: QApplication,
    code: str,
    lock: single_instance.Lock,
    quit_when_idle: bool,
    size: tuple[int, int] | None,
    quit_after_first_paint: bool,
) -> int:
    from desktop import motion
    from desktop.main_window import MainWindow

    motion.set_speed(settings.motion_speed())
    window = MainWindow(code, settings.autosave_folder(), settings.pace())
    window.show_launcher()
    window.check_autosave()
    if size is not None:
        window.resize(*size)
    if quit_after_first_paint:
        window.installEventFilter(QuitAfterFirstPaint(app, window))
    window.show()
    lock.watch(window)

    def report(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, error, trace))
        print(details, file=sys.stderr)
        window.report_error(details, error)

    sys.excepthook = report
    if quit_when_idle:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
