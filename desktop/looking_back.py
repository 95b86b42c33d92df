"""After the game, a look back: what decided it, and the people's moves worth trying again.

``LookBack`` reads the finished match once (``core.engine.review``), when the
results open, and gives the results page its lines in whichever language it
asks for. "Try again from here" rebuilds the match before one of those moves
(``again``); the guide's box then shows the move that was played, and the
move the computer's judgement prefers only when the person asks for it
(``desktop.guided``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.engine import review
from core.engine.match import Match
from core.engine.review import CostlyMove
from desktop.text import Texts


@dataclass(frozen=True)
class MomentLine:
    number: int  # the move's number in the game, from 1
    kind: str  # "lead" or "gain" (core.engine.review.Moment)
    player: str
    points: int
    what: str  # what the move did, as the log said it


@dataclass(frozen=True)
class CostlyLine:
    index: int  # the move's place in the record: "Try again from here" goes back to it
    number: int
    player: str
    what: str  # the move played


@dataclass(frozen=True)
class Lines:
    moments: tuple[MomentLine, ...]
    costly: tuple[CostlyLine, ...]
    judged: tuple[str, ...]  # the people whose moves were judged, those without a costly one too


class LookBack:
    def __init__(self, ui: Any, match: Match) -> None:
        self.ui = ui
        self.match = match
        self.moments = review.moments(match)
        people = [seat for seat, player in enumerate(match.config.players) if not player.computer]
        self.people = people
        self.costly = [move for seat in people for move in review.costly_moves(match, seat)]

    def lines(self, texts: Texts) -> Lines:
        match, config = self.match, self.match.config
        moments = tuple(
            MomentLine(
                moment.index + 1,
                moment.kind,
                config.players[moment.seat].name,
                moment.points,
                self._what_happened(texts, moment.index),
            )
            for moment in self.moments
        )
        costly = tuple(
            CostlyLine(
                move.index,
                move.index + 1,
                config.players[move.seat].name,
                self.ui.action_text(texts, review.state_before(match, move.index), move.played),
            )
            for move in self.costly
        )
        return Lines(moments, costly, tuple(config.players[seat].name for seat in self.people))

    def _what_happened(self, texts: Texts, index: int) -> str:
        step = self.match.steps[index]
        said = [
            line
            for event in step.events
            if (line := self.ui.event_text(texts, self.match.config, step.state_after, event))
        ]
        if said:
            return " ".join(said)
        return str(self.ui.action_text(texts, review.state_before(self.match, index), step.action))

    def again(self, index: int) -> tuple[Match, CostlyMove]:
        """The match before the costly move at ``index``, and that move, to be tried again."""
        move = next(move for move in self.costly if move.index == index)
        return review.replayed(self.match, index), move
