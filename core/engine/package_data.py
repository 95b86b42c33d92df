"""Data files shipped inside our packages (component YAML, text catalogues, translations, icons).

Every package that holds data is a regular package on the file system, from
a source checkout, an installed wheel and the desktop bundle alike (the
bundle keeps its modules as files), so a file is found beside the package's
``__init__.py``. This reads the same files ``importlib.resources`` would,
without importing it, which costs a noticeable part of the launcher's start.
"""

from __future__ import annotations

import importlib
from pathlib import Path


def data_file(package: str, name: str) -> Path:
    """The path of ``name`` in ``package`` (dotted, e.g. ``resources.icons``)."""
    module = importlib.import_module(package)
    if module.__file__ is None:
        raise FileNotFoundError(f"{package} is not a package on the file system, so it holds no {name}")
    return Path(module.__file__).parent / name
