"""Digger's launcher picture: a fan of DNA cards, one of every species, over a double helix.

Drawn with the same card art as the table; it scales to any rectangle and
keeps its proportions. The launcher paints it before any game starts, so the
species and values a card's face shows are written out here rather than read
from the component file (a test keeps them equal to the file's).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QRadialGradient

from core.games.digger.components import Components, Species
from desktop import theme
from desktop.games.digger.cards import CARD_RATIO, card_path, helix, paint_card
from desktop.scene.paint import soft_shadow

# (species, value) of the fanned cards, left to right: a low card shows the bonus strand.
COVER_CARDS = ((0, 7), (1, 2), (2, 9), (3, 4), (4, 10))
FAN_DEGREES = 13.0
# The species in the component file's order: (id, colour token, symbol).
COVER_SPECIES = (
    ("triceratops", "species_triceratops", "circle"),
    ("stegosaurus", "species_stegosaurus", "square"),
    ("brachiosaurus", "species_brachiosaurus", "triangle"),
    ("velociraptor", "species_velociraptor", "diamond"),
    ("pteranodon", "species_pteranodon", "star"),
)
COVER_LOW, COVER_HIGH, COVER_BONUS = 1, 10, frozenset({1, 2, 3})


def cover_parts() -> Components:
    """What a card's face reads (species, values, bonus values); the rules' fields stay empty."""
    species = tuple(
        Species(name, theme.colour(token).name(), symbol) for name, token, symbol in COVER_SPECIES
    )
    return Components(
        version="cover",
        species=species,
        low=COVER_LOW,
        high=COVER_HIGH,
        bonus_values=COVER_BONUS,
        hand_size=0,
        min_set=0,
        max_set=0,
        trick_types=(),
        rounds=0,
        leads_per_round={},
        tokens_per_species={},
    )


def paint_cover(painter: QPainter, rect: QRectF) -> None:
    parts = cover_parts()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect)
    glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    glow.setColorAt(0.0, theme.colour("table"))
    glow.setColorAt(1.0, theme.colour("trick_area").darker(112))
    painter.fillRect(rect, glow)
    faint = QColor(theme.colour("dna_back_helix"))
    faint.setAlphaF(0.35)
    band = QRectF(
        rect.left() - rect.width() * 0.05,
        rect.top() + rect.height() * 0.3,
        rect.width() * 1.1,
        rect.height() * 0.4,
    )
    helix(painter, band, faint, faint, rect.height() * 0.014, turns=2.5, vertical=False, rungs=20)

    width = min(rect.width() / 5.0, rect.height() / (CARD_RATIO * 1.45))
    height = width * CARD_RATIO
    radius = height * 1.9
    pivot = QPointF(rect.center().x(), rect.center().y() + radius + height * 0.04)
    middle = (len(COVER_CARDS) - 1) / 2
    for index, (species, value) in enumerate(COVER_CARDS):
        painter.save()
        painter.translate(pivot)
        painter.rotate((index - middle) * FAN_DEGREES)
        painter.translate(0, -radius)
        face = QRectF(-width / 2, -height / 2, width, height)
        soft_shadow(painter, card_path(face), QPointF(width * 0.03, width * 0.05), width * 0.05)
        paint_card(painter, face, parts, parts.card(species, value))
        painter.restore()
    painter.restore()
