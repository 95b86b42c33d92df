"""Simple dinosaur silhouettes for the card faces, one per species, all facing right.

Each outline is a list of points in a unit box (x to the right, y down); a
point marked sharp keeps its corner (horns, plates, claws), the others are
rounded off, so a few numbers give an organic shape.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

Point = tuple[float, float, bool]  # x, y, sharp
S, R = True, False

OUTLINES: dict[str, tuple[Point, ...]] = {
    "triceratops": (
        (0.00, 0.52, S),
        (0.15, 0.42, R),
        (0.30, 0.33, R),
        (0.48, 0.30, R),
        (0.60, 0.33, R),
        (0.64, 0.16, S),
        (0.76, 0.13, R),
        (0.80, 0.23, R),
        (0.97, 0.14, S),
        (0.85, 0.30, R),
        (0.93, 0.38, R),
        (0.99, 0.32, S),
        (0.98, 0.47, S),
        (0.86, 0.52, R),
        (0.74, 0.56, R),
        (0.73, 0.74, R),
        (0.73, 0.80, S),
        (0.64, 0.80, S),
        (0.63, 0.64, R),
        (0.50, 0.62, R),
        (0.42, 0.66, R),
        (0.42, 0.80, S),
        (0.33, 0.80, S),
        (0.31, 0.62, R),
        (0.18, 0.55, R),
    ),
    "stegosaurus": (
        (0.00, 0.50, S),
        (0.04, 0.36, S),
        (0.10, 0.45, R),
        (0.12, 0.33, S),
        (0.17, 0.43, R),
        (0.22, 0.38, R),
        (0.25, 0.22, S),
        (0.31, 0.32, R),
        (0.36, 0.12, S),
        (0.42, 0.28, R),
        (0.48, 0.10, S),
        (0.54, 0.28, R),
        (0.60, 0.16, S),
        (0.65, 0.34, R),
        (0.70, 0.28, S),
        (0.74, 0.42, R),
        (0.84, 0.50, R),
        (0.93, 0.51, R),
        (0.99, 0.58, S),
        (0.92, 0.64, R),
        (0.80, 0.62, R),
        (0.75, 0.66, R),
        (0.76, 0.82, S),
        (0.67, 0.82, S),
        (0.66, 0.67, R),
        (0.52, 0.67, R),
        (0.45, 0.66, R),
        (0.46, 0.82, S),
        (0.36, 0.82, S),
        (0.33, 0.62, R),
        (0.20, 0.55, R),
        (0.08, 0.53, R),
    ),
    "brachiosaurus": (
        (0.00, 0.64, S),
        (0.15, 0.55, R),
        (0.32, 0.44, R),
        (0.48, 0.40, R),
        (0.60, 0.36, R),
        (0.70, 0.22, R),
        (0.75, 0.08, R),
        (0.82, 0.02, R),
        (0.90, 0.03, R),
        (0.98, 0.08, S),
        (0.90, 0.12, R),
        (0.83, 0.13, R),
        (0.79, 0.26, R),
        (0.73, 0.42, R),
        (0.71, 0.52, R),
        (0.71, 0.82, S),
        (0.62, 0.82, S),
        (0.61, 0.62, R),
        (0.48, 0.61, R),
        (0.42, 0.61, R),
        (0.42, 0.82, S),
        (0.33, 0.82, S),
        (0.30, 0.63, R),
        (0.15, 0.63, R),
    ),
    "velociraptor": (
        (0.00, 0.30, S),
        (0.18, 0.30, R),
        (0.38, 0.32, R),
        (0.48, 0.30, R),
        (0.60, 0.30, R),
        (0.68, 0.20, R),
        (0.74, 0.10, R),
        (0.84, 0.08, R),
        (0.98, 0.14, S),
        (0.86, 0.19, R),
        (0.80, 0.22, R),
        (0.74, 0.30, R),
        (0.70, 0.40, R),
        (0.74, 0.44, R),
        (0.80, 0.52, S),
        (0.70, 0.48, R),
        (0.62, 0.50, R),
        (0.60, 0.58, R),
        (0.62, 0.66, R),
        (0.58, 0.78, R),
        (0.68, 0.84, S),
        (0.52, 0.84, S),
        (0.51, 0.76, R),
        (0.52, 0.66, R),
        (0.44, 0.52, R),
        (0.30, 0.40, R),
        (0.12, 0.34, R),
    ),
    "pteranodon": (
        (0.00, 0.34, S),
        (0.22, 0.30, R),
        (0.40, 0.37, R),
        (0.46, 0.34, R),
        (0.38, 0.16, S),
        (0.52, 0.23, R),
        (0.76, 0.18, S),
        (0.56, 0.32, R),
        (0.60, 0.38, R),
        (0.78, 0.30, R),
        (1.00, 0.34, S),
        (0.80, 0.45, R),
        (0.66, 0.50, R),
        (0.58, 0.56, R),
        (0.53, 0.70, S),
        (0.46, 0.56, R),
        (0.34, 0.50, R),
        (0.20, 0.45, R),
    ),
}


# Where each species' eye sits, in the same unit box.
EYES: dict[str, tuple[float, float]] = {
    "triceratops": (0.87, 0.33),
    "stegosaurus": (0.92, 0.55),
    "brachiosaurus": (0.87, 0.065),
    "velociraptor": (0.84, 0.125),
    "pteranodon": (0.54, 0.265),
}


def has_silhouette(species_id: str) -> bool:
    return species_id in OUTLINES


def silhouette(species_id: str, rect: QRectF) -> QPainterPath:
    """The species' outline fitted (proportions kept) and centred in ``rect``."""
    return _fit(species_id, rect).map(_unit_path(species_id))


def eye(species_id: str, rect: QRectF) -> QPointF | None:
    """Where the eye of the outline fitted into ``rect`` is (None when the species has none)."""
    if species_id not in EYES:
        return None
    return _fit(species_id, rect).map(QPointF(*EYES[species_id]))


def _fit(species_id: str, rect: QRectF) -> QTransform:
    bounds = _unit_path(species_id).boundingRect()
    scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
    transform = QTransform()
    transform.translate(rect.center().x(), rect.center().y())
    transform.scale(scale, scale)
    transform.translate(-bounds.center().x(), -bounds.center().y())
    return transform


@cache
def _unit_path(species_id: str) -> QPainterPath:
    points = OUTLINES[species_id]
    count = len(points)

    def at(index: int) -> QPointF:
        x, y, _ = points[index % count]
        return QPointF(x, y)

    def middle(index: int) -> QPointF:
        return (at(index) + at(index + 1)) / 2

    path = QPainterPath(middle(count - 1))
    for index, (_, _, sharp) in enumerate(points):
        if sharp:
            path.lineTo(at(index))
            path.lineTo(middle(index))
        else:
            path.quadTo(at(index), middle(index))
    path.closeSubpath()
    return path
