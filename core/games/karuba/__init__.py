"""Karuba: a tile-laying race through the jungle to four temples."""

from core.engine.registry import register
from core.games.karuba.rules import KarubaRules

RULES = register(KarubaRules())
