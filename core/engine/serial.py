"""Plain-JSON forms of states and actions, and the state digest."""

from __future__ import annotations

import dataclasses
import enum
import json
from collections.abc import Mapping, Sequence
from typing import Any

from core.engine.hashes import sha256
from core.engine.protocol import Action


class ActionFormatError(ValueError):
    """A stored action does not describe any action of the game."""


def to_plain(value: Any, for_digest: bool = False) -> Any:
    """Turn a state (nested frozen dataclasses, tuples, maps) into plain JSON data.

    ``for_digest`` leaves out dataclass fields marked ``metadata={"digest": False}``:
    bookkeeping that follows from the moves and was added after save files
    recorded digests without it.
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_plain(getattr(value, f.name), for_digest)
            for f in dataclasses.fields(value)
            if not for_digest or f.metadata.get("digest", True)
        }
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Mapping):
        return {str(k): to_plain(v, for_digest) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (frozenset, set)):
        return sorted(to_plain(v, for_digest) for v in value)
    if isinstance(value, (list, tuple)):
        return [to_plain(v, for_digest) for v in value]
    return value


def digest(state: Any) -> str:
    """A short fingerprint of a state, stored in save files and checked on load."""
    text = json.dumps(to_plain(state, for_digest=True), sort_keys=True, separators=(",", ":"))
    return sha256(text.encode()).hexdigest()


def action_from_json(action_types: Sequence[type[Action]], data: Any) -> Action:
    """Rebuild an action from its JSON form, checking every field's type."""
    if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
        raise ActionFormatError("an action must be an object with a 'kind'")
    by_kind = {cls.kind: cls for cls in action_types}
    cls = by_kind.get(data["kind"])
    if cls is None:
        raise ActionFormatError(f"unknown action kind {data['kind']!r}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(data) - set(fields) - {"kind"}
    if extra:
        raise ActionFormatError(f"unknown fields {sorted(extra)} in {cls.kind!r}")
    values: dict[str, Any] = {}
    for name, spec in fields.items():
        if name not in data:
            raise ActionFormatError(f"field {name!r} missing in {cls.kind!r}")
        values[name] = _typed(data[name], spec.type, f"{cls.kind}.{name}")
    return cls(**values)


def _typed(value: Any, annotation: Any, where: str) -> Any:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    if text == "int":
        if type(value) is not int:
            raise ActionFormatError(f"{where} must be a whole number")
        return value
    if text == "str":
        if not isinstance(value, str):
            raise ActionFormatError(f"{where} must be text")
        return value
    if text.startswith("tuple[int"):
        if not isinstance(value, list) or any(type(v) is not int for v in value):
            raise ActionFormatError(f"{where} must be a list of whole numbers")
        return tuple(value)
    raise ActionFormatError(f"{where} has an unsupported type {text}")
