"""The command line: the demo game, its JSON line and picture, errors, the start-up check."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from desktop.app import parse_arguments

ROOT = Path(__file__).resolve().parents[2]


def _run(tmp_path: Path, *arguments: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ)
    environment.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "desktop.app", *arguments],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize("players", [1, 3])
def test_the_demo_plays_to_the_end_and_prints_one_json_line(tmp_path: Path, players: int) -> None:
    picture = tmp_path / "final.png"
    done = _run(
        tmp_path, "--demo", "karuba", "--players", str(players), "--seed", "7", "--screenshot", str(picture)
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    assert report["game"] == "karuba" and report["seed"] == 7
    assert len(report["players"]) == players
    for player in report["players"]:
        assert {"name", "score", "place", "treasures", "crystals", "gold"} <= set(player)
        assert player["score"] == player["treasures"] + player["crystals"] + player["gold"]
    assert sorted(p["place"] for p in report["players"])[0] == 1
    assert "tiebreak" in report
    image = QImage(str(picture))
    assert not image.isNull() and image.width() >= 800
    assert not list((tmp_path / "data").rglob("autosave*.json"))


def test_a_normal_demo_of_a_few_moves_searches_in_worker_processes(tmp_path: Path) -> None:
    done = _run(
        tmp_path, "--demo", "karuba", "--players", "2", "--seed", "1", "--level", "normal", "--moves", "4"
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["level"] == "normal" and report["moves"] >= 4
    assert report["workers"] >= 1, "a Normal computer searched in worker processes"


def test_the_demo_repeats_itself_for_a_seed(tmp_path: Path) -> None:
    first = _run(tmp_path, "--demo", "karuba", "--players", "1", "--seed", "11")
    second = _run(tmp_path, "--demo", "karuba", "--players", "1", "--seed", "11", "--lang", "de")
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    scores = [[p["score"] for p in json.loads(run.stdout)["players"]] for run in (first, second)]
    assert scores[0] == scores[1]
    assert json.loads(second.stdout)["players"][0]["name"] == "Computer 1"


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (("--demo", "chess"), "unknown game"),
        (("--demo", "karuba", "--players", "5"), "takes 1 to 4 players"),
        (("--demo", "karuba", "--lang", "fr"), "invalid choice"),
        (
            ("--demo", "comet", "--variant", "side-c"),
            "comet has no variant 'side-c'; it offers: side-a, side-b",
        ),
    ],
)
def test_demo_errors_exit_non_zero_with_a_message(
    tmp_path: Path, arguments: tuple[str, ...], message: str
) -> None:
    done = _run(tmp_path, *arguments, timeout=60)
    assert done.returncode != 0
    assert message in done.stderr
    assert done.stdout == ""


def test_quit_when_idle_shows_the_launcher_and_exits(tmp_path: Path) -> None:
    done = _run(tmp_path, "--quit-when-idle", timeout=60)
    assert done.returncode == 0, done.stderr


def test_quit_after_first_paint_draws_the_launcher_and_exits(tmp_path: Path) -> None:
    done = _run(tmp_path, "--quit-after-first-paint", timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["painted"], "it says when the first frame is drawn"


def test_arguments() -> None:
    arguments = parse_arguments(["--demo", "karuba", "--players", "3", "--seed", "4", "--lang", "de"])
    assert (arguments.demo, arguments.players, arguments.seed, arguments.lang) == ("karuba", 3, 4, "de")
    assert not parse_arguments([]).quit_when_idle
    assert not parse_arguments([]).quit_after_first_paint
    assert parse_arguments(["--quit-after-first-paint"]).quit_after_first_paint
    assert parse_arguments(["--size", "1024x700"]).size == (1024, 700)
    assert parse_arguments([]).size is None
    with pytest.raises(SystemExit):
        parse_arguments(["--size", "big"])


def test_the_demo_window_takes_the_size_asked_for(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    picture = tmp_path / "small.png"
    done = _run(
        tmp_path, "--demo", "karuba", "--seed", "3", "--size", "1024x700", "--screenshot", str(picture),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (1024, 700)


@pytest.mark.parametrize(("players", "variant"), [(2, "side-a"), (4, "side-b")])
def test_the_comet_demo_plays_either_board_side(tmp_path: Path, players: int, variant: str) -> None:
    picture = tmp_path / "comet.png"
    done = _run(
        tmp_path, "--demo", "comet", "--players", str(players), "--seed", "7", "--variant", variant,
        "--screenshot", str(picture),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["game"] == "comet" and len(report["players"]) == players
    assert picture.stat().st_size > 10_000


def test_the_window_icon_has_every_rendered_size(qapp: object) -> None:
    from desktop.app import ICON_SIZES, app_icon

    icon = app_icon()
    assert sorted(size.width() for size in icon.availableSizes()) == sorted(ICON_SIZES)
    assert not icon.pixmap(48, 48).isNull()


def test_a_bare_variant_name_switches_on_an_option_that_is_off_or_on() -> None:
    from core.engine import registry
    from desktop.demo import DemoError, variant_options

    rules = registry.get("isla_nublar")
    assert variant_options(rules, ["patrons"]) == {"patrons": "on"}
    assert variant_options(rules, ["patrons", "individual_scoring"]) == {
        "patrons": "on",
        "individual_scoring": "on",
    }
    assert variant_options(rules, ["patrons-off", "start-first"]) == {"patrons": "off", "start": "first"}
    with pytest.raises(DemoError):
        variant_options(rules, ["start"])  # not an off/on option: its value must be named
    with pytest.raises(DemoError):
        variant_options(registry.get("comet"), ["side"])
