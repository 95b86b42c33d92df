"""The end of a round: the period's scoring at its last round, then the next round or the end.

After the last turn of a round, a round that ends a period is scored (``scoring.score_period``,
then ``scoring.scored``), its points told area by area in the events for the log. After the
last period the game is over; otherwise the round number moves on, the start player marker
passes clockwise and the next round's track is laid (``picking.begin_round``).
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Event
from core.games.triassic_terror.components import components
from core.games.triassic_terror.picking import begin_round
from core.games.triassic_terror.scoring import Scoring, score_period, scored
from core.games.triassic_terror.state import OVER, TriassicTerrorState

FINAL_SCORING = "final_scoring"  # how a game ends: ``triassic_terror.ending.final_scoring``


def end_round(state: TriassicTerrorState) -> tuple[TriassicTerrorState, list[Event]]:
    parts = components()
    events = [Event("round_ended", None, {"round": state.round})]
    ends = parts.scoring_rounds(state.players)
    if state.round in ends:
        scoring = score_period(parts, state)
        state = scored(state, scoring)
        events += scoring_events(state, scoring)
    if state.round == ends[-1]:
        return evolve(state, step=OVER, end=FINAL_SCORING), [*events, Event("game_ended", None, {})]
    state = evolve(state, round=state.round + 1, start_player=(state.start_player + 1) % state.players)
    state, laid = begin_round(state)
    return state, events + laid


def scoring_events(state: TriassicTerrorState, scoring: Scoring) -> list[Event]:
    """The scoring for the log: each habitat that scored, each area under ash, the specials, the sums.

    ``state`` is the state after the scoring: the sums name each seat's new score.
    """
    events = [Event("period_scored", None, {"period": scoring.period, "specials": scoring.specials})]
    for area in scoring.areas:
        if area.ash:
            events.append(Event("ash_scored", None, {"area": area.area}))
        for held in area.holders:
            if held.points:
                values = {"area": area.area, "habitat": held.habitat, "points": held.points}
                events.append(Event("habitat_scored", held.seat, values))
    presence = components().special_points.presence
    events += [Event("presence_scored", seat, {"points": presence}) for seat in scoring.presence]
    for each in scoring.dominance:
        values = {"environment": each.environment, "points": each.points, "shared": len(each.leaders) > 1}
        events += [Event("dominance_scored", seat, values) for seat in each.leaders]
    for seat in range(state.players):
        values = {"points": scoring.total(seat), "score": state.seats[seat].score}
        events.append(Event("period_points", seat, values))
    return events
