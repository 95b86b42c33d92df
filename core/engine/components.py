"""Loading component definitions: YAML, read safely, validated before use.

Every failure becomes one ComponentError that names the file, the entry and
the field, so a broken file is fixed in a minute instead of debugged from a
traceback. A file that passed is kept in the checked cache (see
``core.engine.checked_cache``) and read back from there while its bytes and
its schema stay the same; PyYAML and jsonschema are imported only to check.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.engine import checked_cache
from core.engine.component_error import ComponentError as ComponentError
from core.engine.package_data import data_file

if TYPE_CHECKING:
    import jsonschema

MAX_COMPONENT_BYTES = 2 * 1024 * 1024
MIN_SEATS, MAX_SEATS = 1, 6
"""The player counts any game may have; a table by player count has keys among them."""


def per_player_count(value_schema: Mapping[str, Any]) -> dict[str, Any]:
    """The schema of a table by player count: keys "1" to "6", each holding a ``value_schema``.

    The schema allows every count a game may have; which ones a game needs depends on its
    player counts, so ``by_player_count`` checks that once the file is read.
    """
    return {
        "type": "object",
        "minProperties": 1,
        "additionalProperties": False,
        "patternProperties": {f"^[{MIN_SEATS}-{MAX_SEATS}]$": value_schema},
    }


def by_player_count(
    label: str, entry: str, table: Mapping[str, Any], min_players: int, max_players: int
) -> dict[int, Any]:
    """A table valid by ``per_player_count``, keyed by int; refused when it lacks a count the game plays."""
    found = {int(key): value for key, value in table.items()}
    missing = [count for count in range(min_players, max_players + 1) if count not in found]
    if missing:
        counts = ", ".join(str(count) for count in missing)
        raise ComponentError(
            label,
            entry,
            counts,
            f"no value for {counts} players (the game takes {min_players}-{max_players})",
        )
    return dict(sorted(found.items()))


def read_text(game: str, name: str) -> str:
    """The text of ``resources/games/<game>/<name>``, read through the package data."""
    return _decode(f"resources/games/{game}/{name}", read_bytes(game, name))


def read_bytes(game: str, name: str) -> bytes:
    """The bytes of ``resources/games/<game>/<name>``, read through the package data."""
    if "/" in name or "\\" in name or name.startswith("."):
        raise ComponentError(name, "", "", "only plain file names are allowed")
    if not game.isidentifier():
        raise ComponentError(name, "", "", f"{game!r} is not a game id")
    label = f"resources/games/{game}/{name}"
    try:
        data = data_file(f"resources.games.{game}", name).read_bytes()
    except (OSError, ModuleNotFoundError) as error:
        raise ComponentError(label, "", "", "the file cannot be read") from error
    if len(data) > MAX_COMPONENT_BYTES:
        raise ComponentError(label, "", "", "the file is too large")
    return data


def _decode(label: str, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ComponentError(label, "", "", f"not UTF-8 text (byte {error.start})") from error


def safe_load_yaml(text: str) -> Any:
    """YAML read with the safe loader: plain data only, never objects or code.

    The C safe loader, where PyYAML has it, accepts the same subset as the
    Python one, about ten times faster.
    """
    import yaml  # imported on first use: a start that reads its files from the cache never needs it

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def parse(label: str, text: str, schema: Mapping[str, Any]) -> Any:
    """Parse YAML ``text`` with the safe loader and validate it against ``schema``."""
    import yaml

    try:
        data = safe_load_yaml(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f"line {mark.line + 1}" if mark is not None else ""
        raise ComponentError(
            label, line, "", f"not valid YAML ({getattr(error, 'problem', error)})"
        ) from error
    except RecursionError as error:
        raise ComponentError(label, "", "", "nested too deeply") from error
    except ValueError as error:  # PyYAML's int() of a number thousands of digits long
        raise ComponentError(label, "", "", f"a value cannot be read ({error})") from error
    _check_plain(label, data, [])
    import jsonschema  # imported on first use: it costs start-up time the launcher does not need

    validator = jsonschema.Draft202012Validator(schema)
    if validator.is_valid(data):  # the usual case; the best error is looked for only when there is one
        return data
    worst = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if worst is not None:
        path = list(worst.absolute_path)
        named = _keys_in_question(worst)
        if named:  # the path ends at the map that lacks or has the named keys: that map is the entry
            entry, field = _entry_name(data, path), named
        else:
            entry, field = describe_path(data, path)
        raise ComponentError(label, entry, field, worst.message)
    return data


def _keys_in_question(error: jsonschema.exceptions.ValidationError) -> str:
    """The keys an unknown-key or missing-key error is about: its path stops at their parent."""
    instance, schema = error.instance, error.schema
    if not isinstance(instance, Mapping) or not isinstance(schema, Mapping):
        return ""
    if error.validator == "additionalProperties":
        known = set(schema.get("properties", {}))
        patterns = list(schema.get("patternProperties", {}))
        unknown = [
            str(key)
            for key in instance
            if key not in known and not any(re.search(pattern, str(key)) for pattern in patterns)
        ]
        return ", ".join(sorted(unknown))
    if error.validator == "required":
        required: list[Any] = list(error.validator_value)  # type: ignore[arg-type]
        return ", ".join(str(key) for key in required if key not in instance)
    return ""


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
    return _join(path[:-1]), str(path[-1]) if path else ""


def describe_path(data: Any, path: list[Any]) -> tuple[str, str]:
    """Split a schema error path into the entry (with its id, if any) and the field.

    The entry is the path up to the last list item that is itself a map
    (``tiles[3] (id 4)``), else up to the parent of the last key; the field is
    the rest (``exits``, ``field[1]``).
    """
    node = data
    cut = -1
    for index, key in enumerate(path):
        node = node[key]
        if isinstance(key, int) and isinstance(node, Mapping):
            cut = index
    if cut < 0:
        cut = len(path) - 2  # no list of maps on the way: the parent is the entry
    return _entry_name(data, path[: cut + 1]), _join(path[cut + 1 :])


def _entry_name(data: Any, path: list[Any]) -> str:
    """``tiles[3] (id 4)``: the path of an entry, with its id when it has one."""
    node = data
    for key in path:
        node = node[key]
    name = _join(path)
    if isinstance(node, Mapping) and "id" in node:
        name += f" (id {node['id']})"
    return name


def _join(path: list[Any]) -> str:
    return "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in path).lstrip(".")


def load(game: str, name: str, schema: Mapping[str, Any]) -> tuple[Any, str]:
    """Read, parse and validate one component file; returns the data and its text.

    The file is parsed and validated when its bytes or ``schema`` differ from the last
    ones that passed, else its data comes from the checked cache (when one is set).
    """
    return load_bytes(game, name, read_bytes(game, name), schema)


def load_bytes(game: str, name: str, raw: bytes, schema: Mapping[str, Any]) -> tuple[Any, str]:
    """What ``load`` does with the bytes ``raw`` of ``resources/games/<game>/<name>``."""
    label = f"resources/games/{game}/{name}"
    text = _decode(label, raw)
    salt = checked_cache.schema_digest(schema)
    data = checked_cache.load(f"components-{game}-{name}", raw, salt, lambda: parse(label, text, schema))
    return data, text
