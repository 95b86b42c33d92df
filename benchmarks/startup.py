"""Start-up time of Dinotable against a bare Qt window; prints one JSON object.

All are whole processes timed from launch to exit, offscreen, interleaved in
the same run so the machine's state affects them alike. Two moments, each
against its bare counterpart:

- idle: a bare QApplication + QMainWindow shown, quit as soon as the event
  loop runs, against ``python -m desktop.app --quit-when-idle`` (the launcher
  shown, quit when the event loop is idle); goal: at most 2.0 times;
- first paint: the bare window's first frame against the launcher's
  (``python -m desktop.app --quit-after-first-paint``: covers and all), each
  timed from launch until the process says ``painted`` once that frame is
  drawn (closing the process afterwards is not counted); goal: at most 1.5 times.

The figures that matter are the ratios of the medians.
With ``--bundle FOLDER`` (what ``packaging/build`` made, e.g. ``dist/dinotable``)
the bundle's program is timed the same way in the same run, and its size on
disk is reported.

    python benchmarks/startup.py [--runs 15] [--bundle dist/dinotable]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL_RATIO = 2.0
GOAL_FIRST_PAINT_RATIO = 1.5

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
"""

BARE_WINDOW_FIRST_PAINT = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)

def frame_drawn():
    print("painted", flush=True)
    app.quit()

class QuitAfterFirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, frame_drawn)
        return False

watcher = QuitAfterFirstPaint()
window.installEventFilter(watcher)
window.show()
sys.exit(app.exec())
"""

COMMANDS = {
    "bare": [sys.executable, "-c", BARE_WINDOW],
    "dinotable": [sys.executable, "-m", "desktop.app", "--quit-when-idle"],
    "bare_paint": [sys.executable, "-c", BARE_WINDOW_FIRST_PAINT],
    "dinotable_paint": [sys.executable, "-m", "desktop.app", "--quit-after-first-paint"],
}
FIRST_PAINT = ("bare_paint", "dinotable_paint")  # timed to their first frame, not to their exit


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=15, help="timed runs of each (default: 15)")
    parser.add_argument("--bundle", type=Path, help="a built bundle folder to time as well")
    return parser.parse_args()


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def private_environment(home: Path) -> dict[str, str]:
    # Offscreen, with settings and saves in a throwaway folder, never the user's.
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(runtime),
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")])),
        # An installed program runs from compiled modules; cache them (out of the source tree)
        # so the warm-up run compiles once and the timed runs measure what a player waits for.
        PYTHONPYCACHEPREFIX=str(home / "pycache"),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def timed_run(command: list[str], env: dict[str, str], until_painted: bool = False) -> float:
    """Seconds from launch to exit, or (``until_painted``) to the ``painted`` line of a first frame.

    The process is waited for either way, so a failure is reported; only the timing stops early.
    """
    started = time.perf_counter()
    with subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as process:
        assert process.stdout is not None
        if until_painted:
            for line in process.stdout:
                if line.strip() == "painted":
                    break
        painted = time.perf_counter()
        try:
            _, errors = process.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
        ended = time.perf_counter()
    if process.returncode != 0:
        tail = "\n".join(errors.strip().splitlines()[-5:])
        raise RuntimeError(f"{' '.join(command[1:])} exited with {process.returncode}: {tail}")
    return (painted if until_painted else ended) - started


def main() -> None:
    args = arguments()
    commands = dict(COMMANDS)
    if args.bundle is not None:
        program = args.bundle.resolve() / "dinotable"
        if not program.is_file():
            print(
                json.dumps(
                    {"benchmark": "startup", "error": f"no program {program}: build it with packaging/build"}
                )
            )
            sys.exit(1)
        commands["bundle"] = [str(program), "--quit-when-idle"]
    samples: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="dinotable-startup-") as folder:
        env = private_environment(Path(folder))
        try:
            for name, command in commands.items():  # warm the disk cache and byte code first; not counted
                timed_run(command, env, name in FIRST_PAINT)
            for _ in range(args.runs):
                for name, command in commands.items():
                    samples[name].append(timed_run(command, env, name in FIRST_PAINT))
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            print(json.dumps({"benchmark": "startup", "error": str(error)}))
            sys.exit(1)
    bare = statistics.median(samples["bare"])
    dinotable = statistics.median(samples["dinotable"])
    bare_paint = statistics.median(samples["bare_paint"])
    dinotable_paint = statistics.median(samples["dinotable_paint"])
    report = {
        "benchmark": "startup",
        "runs": args.runs,
        "bare_window_median_s": round(bare, 4),
        "dinotable_median_s": round(dinotable, 4),
        "ratio": round(dinotable / bare, 2),
        "goal_ratio": GOAL_RATIO,
        "bare_window_min_s": round(min(samples["bare"]), 4),
        "dinotable_min_s": round(min(samples["dinotable"]), 4),
        "bare_window_first_paint_median_s": round(bare_paint, 4),
        "dinotable_first_paint_median_s": round(dinotable_paint, 4),
        "first_paint_ratio": round(dinotable_paint / bare_paint, 2),
        "goal_first_paint_ratio": GOAL_FIRST_PAINT_RATIO,
        "bare_window_first_paint_min_s": round(min(samples["bare_paint"]), 4),
        "dinotable_first_paint_min_s": round(min(samples["dinotable_paint"]), 4),
        "python": platform.python_version(),
    }
    if args.bundle is not None:
        bundle = statistics.median(samples["bundle"])
        report.update(
            bundle_median_s=round(bundle, 4),
            bundle_ratio=round(bundle / bare, 2),
            bundle_min_s=round(min(samples["bundle"]), 4),
            bundle_megabytes=round(folder_bytes(args.bundle) / 1e6, 1),
        )
    print(json.dumps(report))


if __name__ == "__main__":
    main()
