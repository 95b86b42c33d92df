"""Save files: the match record as JSON, written atomically, verified on load.

A save file holds the format version, the game id, the component-set
version, the config, the seed and the actions, plus a digest of the final
state; a guided game adds its prepared deal and the step it stands at.
Loading checks the config against what this version knows (its computer
levels, name lengths, the game's seats and options), then replays every
action through the rules and compares the digest, so a file edited by
hand, damaged or written by a newer version is refused, never half-loaded.
Writing goes to a temporary file that is flushed and renamed over the
target, so an interrupted write never destroys the previous save.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.engine import json_files, registry
from core.engine.config_check import ConfigError, check_config
from core.engine.deals import DealError
from core.engine.json_files import Reason
from core.engine.match import Match, ReplayError, TutorialMark
from core.engine.protocol import MatchConfig, Violation
from core.engine.serial import ActionFormatError, action_from_json, digest
from core.version import app_version

FORMAT = "dinotable-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024


class SaveFileError(Exception):
    """A save file cannot be loaded. ``key`` names the message text; ``values`` fill it.

    For a move the rules refuse, ``refusal`` holds the config, the state the move was
    tried in and the violation, so the message can say the rule in words; the rule id
    in ``values`` is for logs and tests, never for a player.
    """

    def __init__(self, key: str, refusal: Refusal | None = None, **values: Any) -> None:
        super().__init__(f"{key} {values}")
        self.key = key
        self.values = values
        self.refusal = refusal


@dataclass(frozen=True)
class Refusal:
    config: MatchConfig
    state: Any
    violation: Violation


def to_json(match: Match, version: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": version if version is not None else app_version(),
        "game": match.rules.game_id,
        "component_version": match.rules.component_version(),
        "config": match.config.to_json(),
        "seed": match.seed,
        "actions": [action.to_json() for action in match.actions],
        # How many actions each operation (one click) took: undo and the last-move marks
        # treat them as one after a load. Files without it read as one action each.
        "operations": match.operation_sizes(),
        "digest": digest(match.state),
    }
    if match.deal is not None:  # a guided game: its prepared deal, and the step it stands at
        data["deal"] = dict(match.deal)
    if match.tutorial is not None:
        mark = match.tutorial
        data["tutorial"] = {"id": mark.tutorial, "version": mark.version, "step": mark.step}
    return data


def write(path: Path, match: Match, version: str | None = None) -> None:
    """Write ``match`` to ``path`` atomically: the old file survives any interruption."""
    write_json_atomic(path, to_json(match, version))


def write_json_atomic(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def read(path: Path) -> Match:
    """Load and verify a save file; raises SaveFileError and never changes the file.

    Only a regular file is read (see ``json_files``): a pipe, device or folder in its
    place, too many bytes, too deep a nesting or an outsized number is refused by name.
    """
    try:
        data = json_files.read(path, MAX_SAVE_BYTES)
    except json_files.JsonFileError as error:
        raise _refused(error, path.name) from error
    return from_json(data, path.name)


def _refused(error: json_files.JsonFileError, name: str) -> SaveFileError:
    """The message for a file the reader refused, with the values its text names."""
    match error.reason:
        case Reason.NOT_A_FILE:
            return SaveFileError("save.not_a_file", file=name)
        case Reason.UNREADABLE:
            return SaveFileError("save.unreadable", file=name, reason=error.detail)
        case Reason.TOO_LARGE:
            return SaveFileError("save.too_large", file=name)
        case Reason.TOO_DEEP:
            return SaveFileError("save.too_deep", file=name, limit=json_files.MAX_DEPTH)
        case Reason.NUMBER_TOO_LARGE:
            return SaveFileError("save.number_too_large", file=name, number=error.detail)
        case Reason.NOT_A_NUMBER:
            return SaveFileError("save.not_a_number", file=name, value=error.detail)
        case _:
            return SaveFileError("save.not_json", file=name)


def from_json(data: Any, name: str = "") -> Match:
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise SaveFileError("save.not_a_save", file=name)
    version = data.get("format_version")
    if type(version) is not int:
        raise SaveFileError("save.damaged", file=name, field="format_version")
    if version > FORMAT_VERSION:
        raise SaveFileError("save.newer_version", file=name, version=version)
    game_id = data.get("game")
    try:
        rules = registry.get(game_id) if isinstance(game_id, str) else None
    except KeyError:
        rules = None
    if rules is None:
        raise SaveFileError("save.unknown_game", file=name, game=str(game_id))
    if data.get("component_version") != rules.component_version():
        raise SaveFileError("save.components_changed", file=name, game=rules.game_id)
    try:
        config = MatchConfig.from_json(data["config"])
        seed = data["seed"]
        if type(seed) is not int or config.game != rules.game_id:
            raise TypeError("seed or game")
        if len(data["actions"]) > rules.max_actions:  # before replaying them: that would take minutes
            raise SaveFileError("save.too_many_actions", file=name, limit=rules.max_actions)
        actions = [action_from_json(rules.action_types, item) for item in data["actions"]]
        sizes = data.get("operations", [1] * len(actions))
        if not isinstance(sizes, list) or not all(type(size) is int and size > 0 for size in sizes):
            raise TypeError("operations")
        if sum(sizes) != len(actions):
            raise ValueError("operations")
        stored_digest = data["digest"]
        deal = data.get("deal")
        if deal is not None and not isinstance(deal, Mapping):
            raise TypeError("deal")
        tutorial = _tutorial_mark(data.get("tutorial"))
    except (KeyError, TypeError, ValueError, AttributeError, ActionFormatError) as error:
        raise SaveFileError("save.damaged", file=name, field=str(error)) from error
    try:
        check_config(rules, config)  # before the replay: a match this version cannot play is never made
    except ConfigError as error:
        raise SaveFileError(error.key, file=name, **error.values) from error
    try:
        match = Match.replay(rules, config, seed, actions, sizes, deal)
    except DealError as error:
        raise SaveFileError("save.damaged", file=name, field="deal") from error
    except ReplayError as error:
        refusal = Refusal(config, error.state, error.violation)
        raise SaveFileError("save.illegal_action", refusal, file=name, rule=error.violation.rule) from error
    except ValueError as error:
        raise SaveFileError("save.damaged", file=name, field="config") from error
    if digest(match.state) != stored_digest:
        raise SaveFileError("save.digest_mismatch", file=name)
    match.tutorial = tutorial
    return match


def _tutorial_mark(data: Any) -> TutorialMark | None:
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise TypeError("tutorial")
    tutorial, version, step = data["id"], data["version"], data["step"]
    if not isinstance(tutorial, str) or type(version) is not int or type(step) is not int or step < 0:
        raise TypeError("tutorial")
    return TutorialMark(tutorial, version, step)
