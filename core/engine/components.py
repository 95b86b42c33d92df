"""Loading component definitions: YAML, read safely, validated before use.

Every failure becomes one ComponentError that names the file, the entry and
the field, so a broken file is fixed in a minute instead of debugged from a
traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources
from typing import Any

import jsonschema
import yaml

MAX_COMPONENT_BYTES = 2 * 1024 * 1024


class ComponentError(Exception):
    """A component file is missing, unreadable or breaks its schema."""

    def __init__(self, file: str, entry: str, field: str, problem: str) -> None:
        self.file, self.entry, self.field, self.problem = file, entry, field, problem
        where = ", ".join(
            part for part in (f"entry {entry}" if entry else "", f"field {field}" if field else "") if part
        )
        super().__init__(f"{file}: {where + ': ' if where else ''}{problem}")


def read_text(game: str, name: str) -> str:
    """The text of ``resources/games/<game>/<name>``, read through the package data."""
    if "/" in name or "\\" in name or name.startswith("."):
        raise ComponentError(name, "", "", "only plain file names are allowed")
    label = f"resources/games/{game}/{name}"
    try:
        data = resources.files(f"resources.games.{game}").joinpath(name).read_bytes()
    except (OSError, ModuleNotFoundError) as error:
        raise ComponentError(label, "", "", "the file cannot be read") from error
    if len(data) > MAX_COMPONENT_BYTES:
        raise ComponentError(label, "", "", "the file is too large")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ComponentError(label, "", "", f"not UTF-8 text (byte {error.start})") from error


def parse(label: str, text: str, schema: Mapping[str, Any]) -> Any:
    """Parse YAML ``text`` with the safe loader and validate it against ``schema``."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f"line {mark.line + 1}" if mark is not None else ""
        raise ComponentError(
            label, line, "", f"not valid YAML ({getattr(error, 'problem', error)})"
        ) from error
    except RecursionError as error:
        raise ComponentError(label, "", "", "nested too deeply") from error
    _check_plain(label, data, [])
    validator = jsonschema.Draft202012Validator(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        entry, field = describe_path(data, list(error.absolute_path))
        raise ComponentError(label, entry, field, error.message)
    return data


_PLAIN = (str, int, float, bool, type(None))


def _check_plain(label: str, node: Any, path: list[Any]) -> None:
    """Refuse what JSON cannot hold (non-text keys, dates, sets) before the schema sees it."""
    if len(path) > 40:
        raise ComponentError(label, *_split(path), "nested too deeply")
    if isinstance(node, dict):
        for key, value in node.items():
            if not isinstance(key, str):
                raise ComponentError(
                    label, *_split(path + [str(key)]), "keys must be text (put them in quotes)"
                )
            _check_plain(label, value, path + [key])
    elif isinstance(node, list):
        for index, value in enumerate(node):
            _check_plain(label, value, path + [index])
    elif not isinstance(node, _PLAIN):
        raise ComponentError(label, *_split(path), f"unsupported value {type(node).__name__}")


def _split(path: list[Any]) -> tuple[str, str]:
    return ".".join(str(k) for k in path[:-1]), str(path[-1]) if path else ""


def describe_path(data: Any, path: list[Any]) -> tuple[str, str]:
    """Split a schema error path into the entry (with its id, if any) and the field.

    The entry is the path up to the last list index (``tiles[3] (id 4)``); the
    field is the rest (``exits``).
    """
    cut = max((i for i, key in enumerate(path) if isinstance(key, int)), default=-1)
    if cut < 0:
        return ("", ".".join(str(key) for key in path))
    node = data
    entry = ""
    for key in path[: cut + 1]:
        node = node[key]
        entry += f"[{key}]" if isinstance(key, int) else f".{key}"
    entry = entry.lstrip(".")
    if isinstance(node, Mapping) and "id" in node:
        entry += f" (id {node['id']})"
    return entry, ".".join(str(key) for key in path[cut + 1 :])


def load(game: str, name: str, schema: Mapping[str, Any]) -> tuple[Any, str]:
    """Read, parse and validate one component file; returns the data and its text."""
    text = read_text(game, name)
    return parse(f"resources/games/{game}/{name}", text, schema), text
