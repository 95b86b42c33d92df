"""Choosing among options valued on the same samples: keep the default unless another clearly wins.

A game's own deliberation (Hard's ``deliberate``) may value a few options on
each of a number of guessed states, every option on every state. The
differences to the default option on the same state then show how surely an
option is better, with the luck of the state taken out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def keep_unless_beaten(rows: Sequence[Sequence[float]], default: int, errors: float = 2.0) -> int:
    """The option with the best mean whose lead over ``default`` exceeds ``errors`` standard errors.

    ``rows`` holds one row per sample, one value per option. With fewer than
    two samples, or no option clearly ahead, ``default`` stands; ties go to
    the earlier option.
    """
    if len(rows) < 2:
        return default
    count = len(rows)
    best, best_mean = default, 0.0
    for option in range(len(rows[0])):
        if option == default:
            continue
        differences = [row[option] - row[default] for row in rows]
        mean = sum(differences) / count
        spread = math.sqrt(sum((value - mean) ** 2 for value in differences) / (count - 1))
        if mean > errors * spread / math.sqrt(count) and mean > best_mean:
            best, best_mean = option, mean
    return best
