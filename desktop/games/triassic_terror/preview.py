"""What an option would change on the board, and what the last scoring won, as marks.

A preview applies the option (and what it stands for, as a group's leaving) to the state
with the rules' own ``apply``, which is pure, and compares each herd before and after: its
gain or loss, or a cross where it would die or leave. Nothing here knows a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from core.engine.protocol import Action, Event, Rules
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import TriassicTerrorState
from desktop import theme
from desktop.games.triassic_terror import drafts, layout

Mark = tuple[QPointF, str, QColor]  # where, the words, their plaque's colour


def _gain() -> QColor:
    return theme.colour("accent_soft")


def _loss() -> QColor:
    return theme.colour("plaque")


def _gone() -> QColor:
    return theme.colour("illegal")


def _scored() -> QColor:
    return theme.colour("tt_scored")


def _herds(state: TriassicTerrorState) -> dict[tuple[int, int], tuple[int, int]]:
    """Per (area, seat), the herd's habitat and its dinos."""
    return {
        (area, herd.owner): (habitat, herd.dinos)
        for area, herds in enumerate(state.herds)
        for habitat, herd in enumerate(herds)
    }


def after(rules: Rules, state: TriassicTerrorState, plan: list[Action]) -> TriassicTerrorState:
    """The state once the plan's actions are taken, as far as each is allowed then."""
    for action in plan:
        if rules.check(state, action) is not None:
            break
        state, _events = rules.apply(state, action)
    return state


def change_marks(
    rules: Rules, state: TriassicTerrorState, plan: list[Action], seat_colour: list[QColor]
) -> list[Mark]:
    """Each herd's change over the herd: a gain, a loss, a cross where it dies or leaves; a herd
    that would form is marked in its owner's colour where it would stand."""
    parts = components()
    before, later = _herds(state), _herds(after(rules, state, plan))
    marks: list[Mark] = []
    for key in sorted(set(before) | set(later)):
        area, seat = key
        # Over the herd where it stands now (it slides once the change is made); a new herd
        # where it would stand.
        habitat = before[key][0] if key in before else later[key][0]
        dinos = later[key][1] if key in later else 0
        centre = layout.habitat_centre(parts.areas[area], parts, habitat)
        spot = QPointF(centre.x(), centre.y() - layout.HERD_RADIUS * 1.2)
        if key not in later:
            marks.append((spot, "✕", _gone()))
            continue
        if key not in before:
            marks.append((spot, f"+{dinos}", seat_colour[seat]))
            continue
        change = dinos - before[key][1]
        if change:
            marks.append(
                (spot, f"+{change}" if change > 0 else f"−{-change}", _gain() if change > 0 else _loss())
            )
    return marks


def scored_areas(events: list[Event]) -> list[int]:
    """The areas whose habitats won points at the scoring among ``events``, in scoring order."""
    found: list[int] = []
    for event in events:
        if event.kind == "habitat_scored" and event.values["area"] not in found:
            found.append(event.values["area"])
    return found


def scoring_marks(events: list[Event], shown: int | None = None) -> list[Mark]:
    """The points each habitat won at the scoring among ``events``, beside it; with ``shown``,
    only in the first that many areas to score."""
    parts = components()
    areas = scored_areas(events)
    areas = areas if shown is None else areas[:shown]
    marks: list[Mark] = []
    for event in events:
        if event.kind == "habitat_scored" and event.values["area"] in areas:
            area = parts.areas[event.values["area"]]
            centre = layout.points_centre(area, parts, event.values["habitat"])
            marks.append((centre, f"+{event.values['points']}", _scored()))
    return marks


def special_marks(events: list[Event], seat_colour: list[QColor], seat_place: list[QPointF]) -> list[Mark]:
    """The specials of the scoring among ``events``, each in its seat's colour: the dominance
    points beside the environment's name, the presence points in the seat's place."""
    environments = len(components().environments)
    marks: list[Mark] = []
    leaders: dict[int, int] = {}
    for event in events:
        if event.seat is None:
            continue
        if event.kind == "dominance_scored":
            environment = event.values["environment"]
            label = layout.environment_label(environment, environments)
            beside = leaders.get(environment, 0)
            leaders[environment] = beside + 1
            towards = 1 if label.top() < 0 else -1  # below a name at the top, above one at the bottom
            step = 1 if label.left() < 0 else -1
            x = label.center().x() + step * (beside * layout.TEXT * 2.4 - label.width() * 0.3)
            where = QPointF(x, label.center().y() + towards * layout.TEXT * 1.6)
            marks.append((where, f"+{event.values['points']}", seat_colour[event.seat]))
        elif event.kind == "presence_scored":
            marks.append((seat_place[event.seat], f"+{event.values['points']}", seat_colour[event.seat]))
    return marks


def draft_marks(state: TriassicTerrorState, counts: tuple[int, ...]) -> list[Mark]:
    """A draft's dinos so far: each area's dinos to place ("+2"), each herd's victims ("−1")."""
    parts = components()
    marks: list[Mark] = []
    for slot, count in enumerate(counts):
        if not count:
            continue
        area, habitat = drafts.place_of(state, slot)
        centre = layout.habitat_centre(parts.areas[area], parts, habitat)
        spot = QPointF(centre.x(), centre.y() - layout.HERD_RADIUS * 1.2)
        placing = drafts.adds(state)
        marks.append((spot, f"+{count}" if placing else f"−{count}", _gain() if placing else _loss()))
    return marks
