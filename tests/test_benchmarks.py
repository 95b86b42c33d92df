"""The benchmark scripts still run and print their one JSON object (figures are not judged)."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from core.engine import registry
from core.engine.invariants import InvariantError, invariants_for

ROOT = Path(__file__).resolve().parent.parent


def run_benchmark(script: str, *arguments: str, timeout: float = 300) -> dict[str, object]:
    completed = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *arguments],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    lines = completed.stdout.strip().splitlines()
    assert len(lines) == 1, completed.stdout
    return json.loads(lines[0])


def test_playouts_reports_every_figure() -> None:
    report = run_benchmark("playouts.py", "--game", "karuba", "--games", "4", "--seed", "5")
    assert report["games"] == 4
    assert report["unfinished_games"] == 0
    assert isinstance(report["actions"], int) and report["actions"] > 0
    for figure in ("games_per_second", "median_us_per_decision", "p95_us_per_decision", "python"):
        assert report[figure], figure


@pytest.mark.skipif(importlib.util.find_spec("chess") is None, reason="the bench extra is not installed")
def test_playouts_time_the_chess_anchor_in_the_same_run() -> None:
    arguments = ("--game", "karuba", "--games", "2", "--seed", "5")
    plain = run_benchmark("playouts.py", *arguments)
    report = run_benchmark("playouts.py", *arguments, "--anchor", "chess")
    assert report["actions"] == plain["actions"]  # the anchor leaves our games alone
    assert report["anchor"] == "chess" and report["anchor_games"] == 2
    assert report["anchor_decisions"] > 0 and report["anchor_median_us_per_decision"] > 0
    ratio = report["median_us_per_decision"] / report["anchor_median_us_per_decision"]
    assert report["ratio"] == pytest.approx(ratio, abs=0.01)
    assert report["p95_ratio"] > 0 and report["goal_ratio"] == 0.5


def test_digests_compare_equal_with_themselves(tmp_path: Path) -> None:
    report = run_benchmark("digests.py", "--games", "1", "--seed", "4")
    from core.engine import registry

    games = {key.split("/")[0] for key in report["games"]}
    assert games == {entry.game_id for entry in registry.entries()}
    earlier = tmp_path / "before.json"
    earlier.write_text(json.dumps(report), encoding="utf-8")
    compared = run_benchmark("digests.py", "--games", "1", "--seed", "4", "--compare", str(earlier))
    assert compared["different"] == 0 and compared["same"] == len(report["games"])


def test_playouts_are_the_same_for_the_same_seed() -> None:
    first = run_benchmark("playouts.py", "--games", "3", "--seed", "9", "--players", "2")
    second = run_benchmark("playouts.py", "--games", "3", "--seed", "9", "--players", "2")
    assert first["actions"] == second["actions"]
    assert first["player_counts"] == {"2": 3}


def test_balance_reports_every_player_count() -> None:
    report = run_benchmark("balance.py", "--game", "comet", "--games", "1", "--option", "side=b")
    assert report["options"] == {"side": "b"}
    for players in (2, 3, 4):
        line = report[f"{players}_players"]
        assert len(line["wins_by_seat"]) == players and line["mean_decisions"] > 0
        assert sum(line["share_by_ending"].values()) == 1 and all(key for key in line["share_by_ending"])


@pytest.mark.skipif(not (ROOT / "desktop" / "app.py").exists(), reason="the application module is not there")
def test_startup_reports_both_medians_and_the_ratio() -> None:
    report = run_benchmark("startup.py", "--runs", "1")
    assert report["bare_window_median_s"] > 0
    assert report["dinotable_median_s"] > 0
    assert report["ratio"] > 0
    assert report["bare_window_first_paint_median_s"] > 0
    assert report["dinotable_first_paint_median_s"] > 0
    assert report["first_paint_ratio"] > 0


@pytest.mark.skipif(sys.platform not in ("linux", "darwin"), reason="peak memory is read with wait4")
def test_memory_reports_the_launcher_and_every_games_table_against_the_bare_window() -> None:
    report = run_benchmark("memory.py", "--runs", "1")
    assert report["bare_window_median_mib"] > 0
    assert report["launcher_ratio"] > 0 and report["launcher_median_mib"] > 0
    tables = report["tables"]
    assert isinstance(tables, dict)
    assert set(tables) == {entry.game_id for entry in registry.entries()}
    assert report["worst_table_ratio"] == max(table["ratio"] for table in tables.values())


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_bots_reports_wins_and_think_times(jobs: str) -> None:
    report = run_benchmark(
        "bots.py", "--game", "digger", "--a", "easy", "--b", "random", "--games", "2", "--jobs", jobs
    )
    assert report["wins_a"] + report["wins_b"] + report["draws"] == 2
    for side in ("a", "b"):
        assert report[f"decisions_{side}"] > 0
        assert 0 <= report[f"median_think_s_{side}"] <= report[f"max_think_s_{side}"]


def test_bots_play_seat_swapped_pairs_and_sum_up_their_logs(tmp_path: Path) -> None:
    log = tmp_path / "games.jsonl"
    report = run_benchmark(
        "bots.py", "--game", "karuba", "--a", "greedy", "--b", "easy", "--games", "4", "--log", str(log)
    )
    assert report["games"] == 4 and report["pairs"] == 2
    share = report["win_share_a"]
    assert isinstance(share, dict) and 0 <= share["low"] <= share["mean"] <= share["high"] <= 1
    more = run_benchmark(
        "bots.py", "--game", "karuba", "--a", "greedy", "--b", "easy", "--games", "2", "--first", "4",
        "--log", str(log),
    )  # fmt: skip
    assert more["games"] == 2
    merged = run_benchmark("bots.py", "--merge", str(log), "--game", "karuba", "--a", "greedy", "--b", "easy")
    assert merged["games"] == 6 and merged["pairs"] == 3
    assert merged["wins_a"] == report["wins_a"] + more["wins_a"]


def test_bots_stop_once_the_win_share_is_decided() -> None:
    report = run_benchmark(
        "bots.py", "--game", "karuba", "--a", "greedy", "--b", "random", "--games", "40",
        "--stop-at", "0.5", "--min-pairs", "3",
    )  # fmt: skip
    assert report["games"] < 40 and report["pairs"] >= 3


def test_the_omniscient_reference_level_plays_on_the_true_state() -> None:
    report = run_benchmark(
        "bots.py", "--game", "digger", "--a", "omniscient", "--b", "random", "--games", "2",
        "--iterations-only", "--iterations", "20",
    )  # fmt: skip
    assert report["games"] == 2 and report["decisions_a"] > 0


def test_the_hands_reference_level_sees_every_hand_but_not_the_cards_to_come() -> None:
    report = run_benchmark(
        "bots.py", "--game", "digger", "--a", "hands", "--b", "random", "--games", "2",
        "--iterations-only", "--iterations", "20",
    )  # fmt: skip
    assert report["games"] == 2 and report["decisions_a"] > 0


def test_digger_piles_shuffled_keeps_every_hand_and_what_was_seen() -> None:
    import random

    from core.engine.match import Match
    from core.engine.protocol import MatchConfig, PlayerInfo
    from core.games.digger.ai import AI

    rules = registry.get("digger")
    config = MatchConfig("digger", (PlayerInfo("a"), PlayerInfo("b")))
    match = Match(rules, config, 5)
    for _ in range(12):
        match.apply(match.legal()[0])
    state = match.state
    shuffled = AI.piles_shuffled(rules, state, 0, random.Random(1))
    assert shuffled.hands == state.hands and shuffled.won == state.won
    assert sorted(shuffled.deck + shuffled.discard) == sorted(state.deck + state.discard)
    assert shuffled.discard[: len(state.public_discard)] == state.public_discard


def test_tune_plays_a_changed_tuning_against_the_shipped_one() -> None:
    report = run_benchmark(
        "tune.py", "--game", "karuba", "--set", "turn_discount=0.3", "--games", "4", "--full"
    )
    assert report["games"] == 4 and report["set"] == ["turn_discount=0.3"]


def test_bots_measure_a_search_held_by_its_time_budget_alone() -> None:
    report = run_benchmark(
        "bots.py", "--game", "digger", "--a", "normal", "--b", "random", "--games", "1",
        "--iterations", "1000000000", "--time-budget", "0.01",
    )  # fmt: skip
    assert report["time_budget"] == 0.01 and report["iterations"] == 10**9
    assert report["decisions_a"] > 0
    assert 0 < report["median_think_s_a"] <= report["max_think_s_a"]


def test_responsiveness_reports_the_gaps_while_a_computer_thinks() -> None:
    report = run_benchmark("responsiveness.py", "--game", "digger", "--level", "normal", "--moves", "3")
    assert report["moves"] >= 3 and report["players"] == 2
    assert report["median_gap_ms"] <= report["max_gap_ms"]
    assert report["syncs"] > 0 and report["median_sync_ms"] <= report["max_sync_ms"]
    assert isinstance(report["stop_ms"], float), "a search was under way when the match stopped"


def test_frames_reports_a_ratio_for_every_registered_game() -> None:
    report = run_benchmark("frames.py", "--repeat", "1")
    games = report["games"]
    assert isinstance(games, dict)
    assert set(games) == {entry.game_id for entry in registry.entries()}
    for game, figures in games.items():
        assert figures["median_ms"] > 0 and figures["bare_median_ms"] > 0, game
        assert figures["ratio"] > 0 and figures["items"] > 0 and figures["decisions_played"] > 0, game
    assert report["worst_ratio"] == max(figures["ratio"] for figures in games.values())


def test_legibility_reports_the_smallest_words_of_every_game_at_each_size() -> None:
    report = run_benchmark("legibility.py", "--moves", "6", "--sizes", "1024x700,1280x800")
    games = report["games"]
    assert isinstance(games, dict)
    assert set(games) == {entry.game_id for entry in registry.entries()}
    for measured in games.values():
        for size in ("1024x700", "1280x800"):
            assert measured[size]["smallest_px"] > 0 and measured[size]["text"], size
            assert isinstance(measured[size]["met"], bool)


def test_fuzz_plays_every_registered_game_without_a_failure() -> None:
    # 50 games a game: with each game's own random-game tests that is a few hundred per game in
    # every run, and about a minute and a half on two free cores (the suite shares them).
    report = run_benchmark("fuzz.py", "--games", "50", "--seed", "7", "--jobs", "2", timeout=900)
    results = report["results"]
    assert isinstance(results, dict)
    assert set(results) == {rules.game_id for rules in registry.games()}
    for game, result in results.items():
        assert result["games"] == 50 and result["actions"] > 0, game
        assert result["failures"] == [], game


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_fuzz_names_the_game_and_action_of_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    fuzz = load_script("fuzz")
    real = invariants_for("digger")

    class BreaksAtTheFifthAction:
        thinkable = real.thinkable
        check_state = real.check_state

        def __init__(self) -> None:
            self.seen = 0

        def check_transition(self, before: object, after: object, events: object) -> None:
            self.seen += 1
            if self.seen == 5:
                raise InvariantError("a card went missing")

    monkeypatch.setattr(fuzz, "invariants_for", lambda game: BreaksAtTheFifthAction())
    actions, failure = fuzz.play("digger", 3, 11)
    assert failure is not None
    assert failure["action_index"] == actions == 5
    assert failure["number"] == 11 and failure["run_seed"] == 3 and failure["game"] == "digger"
    assert failure["problem"] == "InvariantError: a card went missing"
    config, seed, _ = fuzz.game_plan(registry.get("digger"), 3, 11)
    assert failure["match_seed"] == seed and len(failure["players"]) == config.player_count


def test_mutate_finds_no_unhandled_damage() -> None:
    report = run_benchmark("mutate.py", "--rounds", "40", "--seed", "3")
    assert report["unhandled"] == 0, report["examples"]
    games = [rules.game_id for rules in registry.games()]
    assert set(report["sources"]) == {
        f"{kind}:{game}{part}"
        for game in games
        for kind, part in (("save", ":mid-game"), ("save", ":finished"), ("components", ""), ("setup", ""))
    } | {"records"}
    assert report["mutations"] == 40 * (4 * len(games) + 1)
    special = report["special_files"]
    assert special["refused"] == special["cases"] == (10 if sys.platform != "win32" else 0)


def test_mutate_counts_an_error_of_the_wrong_kind(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    mutate = load_script("mutate")

    def careless(path: Path) -> None:
        raise KeyError("digest")

    monkeypatch.setattr(mutate.savefile, "read", careless)
    tally = mutate.Tally()
    mutate.try_save(b"{}", tmp_path, tally, "save:test", "emptied")
    assert tally.counts["unhandled"] == 1
    assert tally.examples == [{"source": "save:test", "damage": "emptied", "error": "KeyError: 'digest'"}]


@pytest.mark.skipif(sys.platform == "win32", reason="pipes are POSIX")
def test_mutate_counts_a_special_file_that_is_waited_on(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    mutate = load_script("mutate")
    monkeypatch.setattr(mutate, "SPECIAL_TIMEOUT_S", 0.2)

    def waits_on_a_pipe(path: Path) -> str:
        with path.open("rb") as stream:  # a pipe without a writer blocks right here
            return repr(stream.read(1))

    monkeypatch.setitem(mutate.SPECIAL_READERS, "save", waits_on_a_pipe)
    counts = mutate.try_special_files(tmp_path)
    hung = {"source": "special:save", "damage": "fifo", "error": "TimeoutError: still reading after 0.2 s"}
    assert hung in counts["examples"] and counts["unhandled"] >= 1


def test_mutate_stretches_a_number_of_a_json_file_past_every_limit() -> None:
    mutate = load_script("mutate")
    stretched, how = mutate.long_integer(b'{"seed": 12, "digest": "ab12"}', random.Random(2))
    assert b'"digest": "ab12"' in stretched and "given" in how
    digits = int(how.split(" given ")[1].split()[0])
    assert digits > 40 and stretched.count(b"9") >= digits


def test_mutate_writes_nesting_deeper_than_the_readers_take() -> None:
    mutate = load_script("mutate")
    text = mutate.dump_json({"a": [1, {"b": mutate._nested(mutate.DEEP)}]}).decode()
    assert text.count("[") > mutate.DEEP
    with pytest.raises(RecursionError):
        json.loads(text)
