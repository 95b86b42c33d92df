"""Killing the program at any moment loses at most the action in progress.

The real application runs in a subprocess (see ``crash_driver``) with
computer seats; it is killed with SIGKILL at a random moment, started
again, and must offer to resume at the last action it reported as done (or
the one after it, if that one was saved just before the kill). Then it
starts a game at the next player count and is killed again, until every
count the game allows was killed and resumed once.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from core.engine import registry
from tests.core.playing import seat_counts

ROOT = Path(__file__).resolve().parent.parent.parent
WATCHDOG_S = 90


def start(home: Path, game: str, players: int | None) -> subprocess.Popen[str]:
    environment = dict(os.environ)
    environment.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.desktop.crash_driver",
            game,
            "5",
            *([] if players is None else [str(players)]),
        ],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def reports(lines: list[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in lines if line.startswith("{")]


@pytest.mark.parametrize("game", [rules.game_id for rules in registry.games()])
def test_a_killed_game_resumes_at_its_last_action(game: str, tmp_path: Path) -> None:
    chance = random.Random(f"crash-{game}")
    counts = list(seat_counts(game))
    done: dict[str, Any] | None = None  # the last action the killed run reported as saved
    # One start per count, each resuming the game killed before and starting the next; a last one resumes.
    for cycle, players in enumerate([*counts, None]):
        process = start(tmp_path, game, players)
        watchdog = threading.Timer(WATCHDOG_S, process.kill)
        watchdog.start()
        try:
            assert process.stdout is not None
            seen: list[str] = []
            wanted = chance.randint(3, 12)
            while sum('"applied"' in line for line in seen) < wanted:
                line = process.stdout.readline()
                assert line, (
                    f"the program stopped by itself: {process.stderr.read() if process.stderr else ''}"
                )
                seen.append(line)
            time.sleep(chance.uniform(0, 0.05))
            process.send_signal(signal.SIGKILL)
            rest, _ = process.communicate(timeout=30)
            seen += rest.splitlines()
        finally:
            watchdog.cancel()
        assert process.returncode == -signal.SIGKILL
        found = reports(seen)
        if done is None:
            assert "resumed" not in found[0], "a first start found a game to resume"
        else:
            resumed = found[0]
            assert "resumed" in resumed, f"cycle {cycle}: the restarted program offered no game to resume"
            assert resumed["players"] == done["players"] == counts[cycle - 1], (cycle, resumed, done)
            assert resumed["resumed"] in (done["applied"], done["applied"] + 1), (cycle, resumed, done)
            if resumed["resumed"] == done["applied"]:
                assert resumed["digest"] == done["digest"]
        done = [report for report in found if "applied" in report][-1]
