"""Damaged save, records and component files fed to the loaders; prints one JSON object of counts.

The sources are real: a save file of every registered game in mid-game and
one of a finished game, a full personal-best table, and every game's
component file. Each is damaged many times over: truncated, bytes flipped,
invalid UTF-8 put in, and, read as data, a value of the wrong type, a key
taken out or added, a huge number, a text a megabyte long or a nesting
thousands deep; in the JSON files a number is also stretched to thousands
of digits. Every damaged file
must either load or be refused with our own error (``SaveFileError``,
``ComponentError``); anything else is counted as unhandled and shown. A save
file must also be left exactly as it was: loading never writes. The records
table is loaded as ``desktop.records.load`` does (it is plain Python, no Qt):
it never raises, and a refused table is moved aside byte for byte. Component
files are loaded as the game does, through the checked cache (in a throwaway
folder), twice each: a file that passed must come back from the cache as
the same parts.

A game's stored setup (the settings' ``setup/<game>``, as the setup page
writes it) is damaged the same way and read as the setup page reads it: it
never raises, and every value it gives back is one the game allows.

Then special files take the place of a save and of the records table: a
pipe, a link to /dev/zero, a folder, a link to nowhere and a link to itself
(POSIX only). Each must be refused within SPECIAL_TIMEOUT_S, never waited on.

    python benchmarks/mutate.py --rounds 2000 --seed 1
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import logging
import os
import platform
import random
import re
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Run as a script from a checkout: the project folder may not be installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml

from core.engine import checked_cache, registry, savefile
from core.engine.bots import EasyBot
from core.engine.components import ComponentError, load_bytes, read_text
from core.engine.config_check import MAX_NAME_LENGTH
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import records
from desktop.stored_setup import StoredSetup, checked_setup

DEEP = 5_000  # nesting depth of the deep-nesting damage
LONG_TEXT = 1_000_000  # characters of the long-text damage
LONG_DIGITS = (41, 4_301, 5_000, 50_000)  # past our limit, past Python's own, and far past both
SPECIAL_TIMEOUT_S = 5.0
HUGE = (10**400, -(10**400), 2**63, -1, 1e308, float("inf"), float("nan"))
ODD_VALUES: tuple[Any, ...] = ("", "x" * 10_000, 0, -7, 3.5, True, None, [], {}, [1, "a"], {"kind": "?"})
EXAMPLES_SHOWN = 10


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--rounds", type=int, default=2000, help="damaged copies per source file (default: 2000)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default: 1)")
    return parser.parse_args()


# --- the sources -------------------------------------------------------------------------------


def played_save(game: str, seed: int, finished: bool) -> bytes:
    """A save file of ``game`` played by Easy seats, in mid-game or finished."""
    rules = registry.get(game)
    config = MatchConfig(
        game, tuple(PlayerInfo(f"Seat {seat + 1}", computer=True, level="easy") for seat in range(2))
    )
    match = Match(rules, config, seed)
    bots = [EasyBot(seed, seat) for seat in range(2)]
    stop_at = None if finished else random.Random(seed).randrange(10, 40)
    while (decision := match.pending()) is not None and len(match.steps) != stop_at:
        view = rules.view(match.state, decision.seat)
        match.apply(bots[decision.seat].choose(rules, view, len(match.steps)))
    return json.dumps(savefile.to_json(match, version="1.0"), indent=1).encode()


def component_text(game: str) -> tuple[Any, str]:
    """A game's components module and the text of its component file."""
    module = importlib.import_module(f"core.games.{game}.components")
    return module, read_text(game, module.FILE)


# --- the damage ---------------------------------------------------------------------------------


def truncate(raw: bytes, chance: random.Random) -> tuple[bytes, str]:
    cut = chance.randrange(len(raw))
    return raw[:cut], f"truncated at byte {cut}"


def flip_bytes(raw: bytes, chance: random.Random) -> tuple[bytes, str]:
    damaged = bytearray(raw)
    places = [chance.randrange(len(raw)) for _ in range(chance.randint(1, 8))]
    for place in places:
        damaged[place] ^= 1 << chance.randrange(8)
    return bytes(damaged), f"bits flipped at bytes {places}"


def bad_utf8(raw: bytes, chance: random.Random) -> tuple[bytes, str]:
    place = chance.randrange(len(raw))
    junk = chance.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x00"))
    return raw[:place] + junk + raw[place:], f"bytes {junk!r} put in at {place}"


_NUMBER = re.compile(rb"(?<=[:\[,\s])-?\d+(?=[,\]}\s])")


def long_integer(raw: bytes, chance: random.Random) -> tuple[bytes, str]:
    """A number of the JSON text stretched to thousands of digits (too many to write from Python)."""
    numbers = list(_NUMBER.finditer(raw))
    digits = chance.choice(LONG_DIGITS)
    stretched = chance.choice((b"", b"-")) + b"9" * digits
    if not numbers:
        return stretched, f"the whole replaced by a number of {digits} digits"
    number = chance.choice(numbers)
    return raw[: number.start()] + stretched + raw[number.end() :], (
        f"number at byte {number.start()} given {digits} digits"
    )


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the data: the root, each map value and each list item."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


def _replace(node: Any, path: tuple[Any, ...], make: Callable[[Any], Any]) -> Any:
    if not path:
        return make(node)
    copy: Any = dict(node) if isinstance(node, dict) else list(node)
    copy[path[0]] = _replace(node[path[0]], path[1:], make)
    return copy


def _nested(depth: int) -> Any:
    node: Any = 1
    for _ in range(depth):
        node = [node]
    return node


def wrong_value(data: Any, chance: random.Random) -> tuple[Any, str]:
    path = chance.choice(_paths(data))
    value = chance.choice(ODD_VALUES)
    return _replace(data, path, lambda _: value), f"{_where(path)} set to {value!r:.40}"


def huge_number(data: Any, chance: random.Random) -> tuple[Any, str]:
    path = chance.choice(_paths(data))
    value = chance.choice(HUGE)
    return _replace(data, path, lambda _: value), f"{_where(path)} set to {value!r:.40}"


def long_text(data: Any, chance: random.Random) -> tuple[Any, str]:
    """A text (a player's name, a card's) a megabyte long: refused, or loaded without a freeze."""
    texts = [path for path in _paths(data) if isinstance(_at(data, path), str)]
    if not texts:
        return wrong_value(data, chance)
    path = chance.choice(texts)
    return _replace(
        data, path, lambda _: "x" * LONG_TEXT
    ), f"{_where(path)} made {LONG_TEXT:,} characters long"


def deep_nesting(data: Any, chance: random.Random) -> tuple[Any, str]:
    path = chance.choice(_paths(data))
    return _replace(data, path, lambda _: _nested(DEEP)), f"{_where(path)} nested {DEEP} deep"


def key_removed(data: Any, chance: random.Random) -> tuple[Any, str]:
    maps = [path for path in _paths(data) if isinstance(_at(data, path), dict) and _at(data, path)]
    if not maps:
        return wrong_value(data, chance)
    path = chance.choice(maps)
    key = chance.choice(list(_at(data, path)))
    return _replace(
        data, path, lambda node: {k: v for k, v in node.items() if k != key}
    ), f"{_where((*path, key))} removed"


def key_added(data: Any, chance: random.Random) -> tuple[Any, str]:
    maps = [path for path in _paths(data) if isinstance(_at(data, path), dict)]
    if not maps:
        return wrong_value(data, chance)
    path = chance.choice(maps)
    return _replace(
        data, path, lambda node: {**node, "surprise": chance.choice(ODD_VALUES)}
    ), f"{_where(path)} gained a key"


def item_dropped(data: Any, chance: random.Random) -> tuple[Any, str]:
    lists = [path for path in _paths(data) if isinstance(_at(data, path), list) and _at(data, path)]
    if not lists:
        return wrong_value(data, chance)
    path = chance.choice(lists)
    index = chance.randrange(len(_at(data, path)))
    return _replace(
        data, path, lambda node: node[:index] + node[index + 1 :]
    ), f"{_where((*path, index))} dropped"


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _where(path: tuple[Any, ...]) -> str:
    return (
        "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in path).lstrip(".") or "the whole"
    )


BYTE_DAMAGE = (truncate, flip_bytes, bad_utf8)
JSON_BYTE_DAMAGE = (*BYTE_DAMAGE, long_integer)
DATA_DAMAGE = (wrong_value, huge_number, long_text, deep_nesting, key_removed, key_added, item_dropped)


def damaged(raw: bytes, data: Any, dump: Callable[[Any], bytes], chance: random.Random) -> tuple[bytes, str]:
    byte_damage = JSON_BYTE_DAMAGE if dump is dump_json else BYTE_DAMAGE
    damage = chance.choice(byte_damage + DATA_DAMAGE)
    if damage in byte_damage:
        return damage(raw, chance)  # type: ignore[operator]
    mutated, how = damage(data, chance)  # type: ignore[operator]
    return dump(mutated), how


def dump_json(data: Any) -> bytes:
    try:
        return json.dumps(data).encode()
    except RecursionError:  # deeper than the writer goes: write the nesting by hand
        return _dump_deep(data, json.dumps).encode()


def dump_yaml(data: Any) -> bytes:
    try:
        return yaml.safe_dump(data, allow_unicode=True).encode()
    except RecursionError:
        return _dump_deep(data, lambda node: json.dumps(node)).encode()  # JSON is YAML too


def _dump_deep(data: Any, dump: Callable[[Any], str]) -> str:
    """Data with one very deep nesting in it, written without recursing into the nesting."""
    marker = "\u2063deep\u2063"

    def swap(node: Any, depth: int) -> Any:
        if depth > 100:
            return marker
        if isinstance(node, dict):
            return {key: swap(value, depth + 1) for key, value in node.items()}
        if isinstance(node, list):
            return [swap(value, depth + 1) for value in node]
        return node

    return dump(swap(data, 0)).replace(json.dumps(marker), "[" * DEEP + "1" + "]" * DEEP)


# --- the loaders ----------------------------------------------------------------------------------


class Tally:
    def __init__(self) -> None:
        self.counts = {"mutations": 0, "loaded": 0, "refused": 0, "unhandled": 0, "file_changed": 0}
        self.examples: list[dict[str, str]] = []

    def unhandled(self, source: str, how: str, error: BaseException) -> None:
        self.counts["unhandled"] += 1
        if len(self.examples) < EXAMPLES_SHOWN:
            self.examples.append(
                {"source": source, "damage": how, "error": f"{type(error).__name__}: {error}"[:300]}
            )


def try_save(raw: bytes, folder: Path, tally: Tally, source: str, how: str) -> None:
    path = folder / "damaged.dinotable"
    path.write_bytes(raw)
    try:
        savefile.read(path)
        tally.counts["loaded"] += 1
    except savefile.SaveFileError:
        tally.counts["refused"] += 1
    except Exception as error:  # the very thing this run looks for
        tally.unhandled(source, how, error)
    if path.read_bytes() != raw:
        tally.counts["file_changed"] += 1
        tally.unhandled(source, how, RuntimeError("loading changed the file"))


def records_table(seed: int) -> bytes:
    """A full personal-best table for every registered game, as ``records.add`` writes it."""
    chance = random.Random(seed)
    tables = {
        rules.game_id: [
            {"name": f"Player {n}", "score": chance.randrange(200), "date": f"2026-01-{n + 1:02d}T10:00",
             "match": f"{rules.game_id}-{n}"}
            for n in range(records.KEEP)
        ]
        for rules in registry.games()
    }  # fmt: skip
    return json.dumps(tables, indent=1).encode()


def try_records(raw: bytes, folder: Path, tally: Tally, source: str, how: str) -> None:
    """Load the damaged table as the results dialog does: a table comes back, or it is put aside intact."""
    place = folder / "records"
    shutil.rmtree(place, ignore_errors=True)
    place.mkdir()
    path = place / records.RECORDS_NAME
    path.write_bytes(raw)
    try:
        tables = records.load(path)
    except Exception as error:
        tally.unhandled(source, how, error)
        return
    aside = list(place.glob("records-damaged-*.json"))
    if path.exists() and not aside and path.read_bytes() == raw:
        tally.counts["loaded"] += 1
    elif not path.exists() and tables == {} and [kept.read_bytes() for kept in aside] == [raw]:
        tally.counts["refused"] += 1
    else:
        tally.unhandled(source, how, RuntimeError("the damaged table was not kept as it was"))


def stored_setup_text(game: str) -> tuple[str, list[str]]:
    """A game's setup as the setup page stores it in the settings, and the colours it offers."""
    entry = next(rules for rules in registry.entries() if rules.game_id == game)
    colours = ["red", "blue", "green", "yellow", "purple", "orange"][: entry.max_players]
    seats = [
        {
            "name": f"Player {seat + 1}",
            "custom": seat == 0,
            "colour": colour,
            "computer": seat > 0,
            "level": "easy",
        }
        for seat, colour in enumerate(colours)
    ]
    options = {name: values[0] for name, values in entry.options.items()}
    return json.dumps({"players": seats, "count": entry.min_players, "options": options}), colours


def try_setup(raw: bytes, game: str, colours: list[str], tally: Tally, source: str, how: str) -> None:
    """Read a damaged stored setup as the setup page does: every value comes back checked, or as None."""
    entry = next(rules for rules in registry.entries() if rules.game_id == game)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = ""  # the settings file holds text: what is no text reads as nothing stored
    try:
        setup = checked_setup(text, entry, colours, MAX_NAME_LENGTH)
    except Exception as error:  # the very thing this run looks for
        tally.unhandled(source, how, error)
        return
    wrong = [seat for seat in setup.seats if seat.colour is not None and seat.colour not in colours]
    too_long = [seat for seat in setup.seats if seat.name is not None and len(seat.name) > MAX_NAME_LENGTH]
    if (
        (setup.count is not None and not entry.min_players <= setup.count <= entry.max_players)
        or wrong
        or too_long
    ):
        tally.unhandled(source, how, RuntimeError("a stored value the game does not allow came back"))
    elif setup == StoredSetup():
        tally.counts["refused"] += 1  # nothing usable: the page shows its defaults
    else:
        tally.counts["loaded"] += 1


def try_components(module: Any, game: str, raw: bytes, tally: Tally, source: str, how: str) -> None:
    """Load the damaged bytes as the game does, through the checked cache, twice.

    The first load checks the bytes in full (the cache last held another version), the
    second of a file that passed reads it back from the cache and must give the same parts.
    """
    try:
        first = module.build(load_bytes(game, module.FILE, raw, module.SCHEMA)[0])
        again = module.build(load_bytes(game, module.FILE, raw, module.SCHEMA)[0])
        if again != first:
            raise RuntimeError("the checked cache gave other parts than the file")
        tally.counts["loaded"] += 1
    except ComponentError:
        tally.counts["refused"] += 1
    except Exception as error:
        tally.unhandled(source, how, error)


def _pipe(path: Path) -> None:
    os.mkfifo(path)


SPECIAL_FILES: dict[str, Callable[[Path], None]] = {
    "fifo": _pipe,
    "dev_zero": lambda path: path.symlink_to("/dev/zero"),
    "folder": lambda path: path.mkdir(),
    "dangling_link": lambda path: path.symlink_to(path.with_name("nowhere")),
    "link_loop": lambda path: path.symlink_to(path),
}


def _save_refused(path: Path) -> str:
    try:
        savefile.read(path)
    except savefile.SaveFileError as error:
        return error.key
    raise RuntimeError("a special file loaded as a save")


def _records_refused(path: Path) -> str:
    if records.load(path) != {}:
        raise RuntimeError("a special file loaded as a records table")
    return "empty table"


SPECIAL_READERS: dict[str, Callable[[Path], str]] = {"save": _save_refused, "records": _records_refused}


def try_special_files(folder: Path) -> dict[str, Any]:
    """Every special file in place of a save and of the records table, each with a time limit."""
    counts: dict[str, Any] = {"cases": 0, "refused": 0, "unhandled": 0, "slowest_s": 0.0, "examples": []}
    if not hasattr(os, "mkfifo"):
        return counts
    for reader_name, reader in SPECIAL_READERS.items():
        for kind, make in SPECIAL_FILES.items():
            place = folder / f"special-{reader_name}-{kind}"
            place.mkdir()
            path = place / records.RECORDS_NAME
            make(path)
            counts["cases"] += 1
            started = time.perf_counter()
            outcome = _within(SPECIAL_TIMEOUT_S, reader, path)
            counts["slowest_s"] = max(counts["slowest_s"], round(time.perf_counter() - started, 3))
            if isinstance(outcome, BaseException):
                counts["unhandled"] += 1
                if kind == "fifo":  # a writer opening and closing lets a stuck read see its end
                    with contextlib.suppress(OSError):
                        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
                counts["examples"].append(
                    {"source": f"special:{reader_name}", "damage": kind,
                     "error": f"{type(outcome).__name__}: {outcome}"[:300]}
                )  # fmt: skip
            else:
                counts["refused"] += 1
    return counts


def _within(seconds: float, reader: Callable[[Path], str], path: Path) -> str | BaseException:
    """``reader(path)``'s result or error; a TimeoutError if it is still running after ``seconds``."""
    outcome: list[str | BaseException] = []

    def run() -> None:
        try:
            outcome.append(reader(path))
        except Exception as error:  # the very thing this run looks for
            outcome.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    return outcome[0] if outcome else TimeoutError(f"still reading after {seconds} s")


def main() -> int:
    options = arguments()
    logging.getLogger(records.__name__).setLevel(logging.ERROR)  # each table put aside is counted, not logged
    chance = random.Random(options.seed)
    started = time.perf_counter()
    sources: dict[str, dict[str, int]] = {}
    examples: list[dict[str, str]] = []
    with tempfile.TemporaryDirectory() as folder:
        checked_cache.set_folder(Path(folder) / "checked")
        for rules in registry.games():
            game = rules.game_id
            for name, finished in (("mid-game", False), ("finished", True)):
                raw = played_save(game, options.seed, finished)
                data = json.loads(raw)
                tally = Tally()
                source = f"save:{game}:{name}"
                for _ in range(options.rounds):
                    mutated, how = damaged(raw, data, dump_json, chance)
                    tally.counts["mutations"] += 1
                    try_save(mutated, Path(folder), tally, source, how)
                sources[source], examples = tally.counts, examples + tally.examples
            module, text = component_text(game)
            raw = text.encode()
            data = yaml.safe_load(text)
            tally = Tally()
            source = f"components:{game}"
            for _ in range(options.rounds):
                mutated, how = damaged(raw, data, dump_yaml, chance)
                tally.counts["mutations"] += 1
                try_components(module, game, mutated, tally, source, how)
            sources[source], examples = tally.counts, examples + tally.examples
        raw = records_table(options.seed)
        data = json.loads(raw)
        tally = Tally()
        for _ in range(options.rounds):
            mutated, how = damaged(raw, data, dump_json, chance)
            tally.counts["mutations"] += 1
            try_records(mutated, Path(folder), tally, "records", how)
        sources["records"], examples = tally.counts, examples + tally.examples
        for rules in registry.games():
            text, colours = stored_setup_text(rules.game_id)
            raw, data, tally = text.encode(), json.loads(text), Tally()
            source = f"setup:{rules.game_id}"
            for _ in range(options.rounds):
                mutated, how = damaged(raw, data, dump_json, chance)
                tally.counts["mutations"] += 1
                try_setup(mutated, rules.game_id, colours, tally, source, how)
            sources[source], examples = tally.counts, examples + tally.examples
        special = try_special_files(Path(folder))
        examples += special.pop("examples")
    report = {
        "seed": options.seed,
        "rounds": options.rounds,
        "mutations": sum(counts["mutations"] for counts in sources.values()),
        "unhandled": sum(counts["unhandled"] for counts in sources.values()) + special["unhandled"],
        "sources": sources,
        "special_files": special,
        "examples": examples[:EXAMPLES_SHOWN],
        "seconds": round(time.perf_counter() - started, 1),
        "python": platform.python_version(),
    }
    print(json.dumps(report))
    return 1 if report["unhandled"] else 0


if __name__ == "__main__":
    sys.exit(main())
