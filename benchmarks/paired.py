"""Seat-swapped pairs of two-player games: what one side scores against the other, with 95% intervals.

Both games of a pair are played on the same deal (the same match seed), the
sides swapping seats, so neither the seat nor the luck of the deal favours
one side. The unit of the statistics is the pair: a pair's win share is the
mean of its two games (1 a win, 0.5 a shared win, 0 a loss), its margin the
mean of side a's points minus side b's. Intervals are the normal
approximation over the pairs' values (mean +- 1.96 standard errors).

A run may stop early, once the interval of the win share lies wholly on one
side of a goal: looking after every pair makes that test a little too eager,
so it is allowed only after ``min_pairs`` pairs.
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Z95 = 1.96


@dataclass(frozen=True)
class GameRecord:
    """One finished game, from side a's point of view."""

    number: int
    winner: str | None  # "a", "b", or None for a shared win
    score_a: int
    score_b: int
    think_a: tuple[float, ...] = ()
    think_b: tuple[float, ...] = ()
    iterations_a: int = 0
    iterations_b: int = 0

    @property
    def share_a(self) -> float:
        return 0.5 if self.winner is None else float(self.winner == "a")

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "winner": self.winner,
            "score_a": self.score_a,
            "score_b": self.score_b,
            "think_a": [round(t, 4) for t in self.think_a],
            "think_b": [round(t, 4) for t in self.think_b],
            "iterations_a": self.iterations_a,
            "iterations_b": self.iterations_b,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        return cls(
            int(data["number"]),
            data["winner"],
            int(data["score_a"]),
            int(data["score_b"]),
            tuple(data.get("think_a", ())),
            tuple(data.get("think_b", ())),
            int(data.get("iterations_a", 0)),
            int(data.get("iterations_b", 0)),
        )


def pair_of(number: int) -> int:
    """Games 2k and 2k+1 form pair k."""
    return number // 2


def sides_of(number: int) -> tuple[str, str]:
    """The sides at seats 0 and 1: side a sits first in even games, second in odd ones."""
    return ("a", "b") if number % 2 == 0 else ("b", "a")


@dataclass(frozen=True)
class Estimate:
    mean: float
    low: float
    high: float

    def to_json(self, digits: int = 3) -> dict[str, float]:
        return {name: round(getattr(self, name), digits) for name in ("mean", "low", "high")}


def estimate(values: list[float]) -> Estimate:
    """Mean and 95% interval of independent values (no interval from fewer than two)."""
    if not values:
        return Estimate(math.nan, math.nan, math.nan)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Estimate(mean, -math.inf, math.inf)
    error = statistics.stdev(values) / math.sqrt(len(values))
    return Estimate(mean, mean - Z95 * error, mean + Z95 * error)


def complete_pairs(records: Iterable[GameRecord]) -> list[tuple[GameRecord, GameRecord]]:
    """The pairs of which both games were played, in order of their number."""
    by_number = {record.number: record for record in records}
    pairs = sorted({pair_of(number) for number in by_number})
    return [
        (by_number[2 * pair], by_number[2 * pair + 1])
        for pair in pairs
        if 2 * pair in by_number and 2 * pair + 1 in by_number
    ]


def win_share(records: Iterable[GameRecord]) -> Estimate:
    """Side a's share of the wins over the complete pairs; the interval bounded to [0, 1]."""
    found = estimate([(first.share_a + second.share_a) / 2 for first, second in complete_pairs(records)])
    return Estimate(found.mean, max(0.0, found.low), min(1.0, found.high))


def margin(records: Iterable[GameRecord]) -> Estimate:
    """Side a's points minus side b's, per game, over the complete pairs."""
    return estimate(
        [
            (first.score_a - first.score_b + second.score_a - second.score_b) / 2
            for first, second in complete_pairs(records)
        ]
    )


def decided(records: list[GameRecord], goal: float, min_pairs: int) -> bool:
    """True once enough pairs are played and the win share's interval excludes ``goal``."""
    if len(complete_pairs(records)) < min_pairs:
        return False
    share = win_share(records)
    return share.low > goal or share.high < goal


def read_log(path: Path) -> list[GameRecord]:
    """The games of a log written by ``append_log``; a later line for a game replaces an earlier one."""
    records: dict[int, GameRecord] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = GameRecord.from_json(json.loads(line))
        except (ValueError, KeyError, TypeError) as error:
            raise SystemExit(f"{path}: line {number} is not a game record: {error}") from error
        records[record.number] = record
    return [records[number] for number in sorted(records)]


def append_log(path: Path, record: GameRecord) -> None:
    with path.open("a", encoding="utf-8") as log:
        log.write(json.dumps(record.to_json()) + "\n")


def summary(records: list[GameRecord]) -> dict[str, Any]:
    """Wins, the win share and the margin with their intervals, and both sides' think times."""
    wins_a = sum(record.winner == "a" for record in records)
    wins_b = sum(record.winner == "b" for record in records)
    report: dict[str, Any] = {
        "games": len(records),
        "pairs": len(complete_pairs(records)),
        "wins_a": wins_a,
        "wins_b": wins_b,
        "draws": len(records) - wins_a - wins_b,
        "win_share_a": win_share(records).to_json(),
        "margin_a": margin(records).to_json(2),
    }
    for side in ("a", "b"):
        times = sorted(t for record in records for t in getattr(record, f"think_{side}"))
        ordered = times or [0.0]
        report[f"decisions_{side}"] = len(times)
        report[f"median_think_s_{side}"] = round(statistics.median(ordered), 4)
        report[f"p95_think_s_{side}"] = round(ordered[int(0.95 * (len(ordered) - 1))], 4)
        report[f"max_think_s_{side}"] = round(ordered[-1], 4)
        iterations = sum(getattr(record, f"iterations_{side}") for record in records)
        thought = sum(times)
        report[f"iterations_{side}"] = iterations
        report[f"iterations_per_s_{side}"] = round(iterations / thought) if thought else 0
    return report
