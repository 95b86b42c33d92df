"""The game text catalogues: well-formed, in step between languages, and complete.

Complete means: every key the core can ask for has a text in every language.
The keys are found two ways, so a new game is covered by adding its domain to
``desktop.text.DOMAINS``: the core's source is scanned for rule ids, event
kinds, save-file messages and other key-like strings, and seeded random games
are played to collect decision kinds, event values, score parts and tie-breaks.
A text may only use placeholders its source provides. A plural text (a map of
the counted value's name and the forms "one" and "other") is checked form by
form, and a text that puts a number before a noun must be one.
"""

from __future__ import annotations

import ast
import importlib
import itertools
import random
import re
import string
from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from core.engine import registry
from core.engine.components import ComponentError
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Rules
from desktop.text import DOMAINS, LANGUAGES, PLURAL_FORMS, Text, document, is_plural

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"
I18N = ROOT / "i18n"
GAME_DOMAINS = tuple(domain for domain in DOMAINS if domain != "engine")
ENGINE_HEADS = ("engine", "save", "component")
DOCUMENTS = ("rules", "notes")
KEY_PATTERN = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+)+")
KEY_LIKE = re.compile(rf"(?:{'|'.join(ENGINE_HEADS + GAME_DOMAINS)})(?:\.[a-z0-9_]+)+")
PLAYOUT_SEEDS = range(3)


# reading the catalogues ------------------------------------------------------


class _UniqueKeyLoader(yaml.SafeLoader):
    """The safe loader, refusing a key given twice (plain safe_load keeps the last silently)."""


def _mapping_without_duplicates(loader: yaml.SafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    seen: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"key {key!r} given twice", key_node.start_mark
            )
        seen.add(key)
    return loader.construct_mapping(node)


_UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_without_duplicates)


def catalogue_path(domain: str, language: str) -> Path:
    return I18N / domain / f"{language}.yaml"


@cache
def raw_catalogue(domain: str, language: str) -> Any:
    loader = _UniqueKeyLoader(catalogue_path(domain, language).read_text("utf-8"))
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def texts(domain: str, language: str) -> Mapping[str, Text]:
    data = raw_catalogue(domain, language)
    assert isinstance(data, dict), f"{catalogue_path(domain, language)} is not a map"
    return data


def domain_of(key: str) -> str:
    """The catalogue of a key: its game's, also of a game being built and not yet listed."""
    head = key.split(".", 1)[0]
    return head if head in DOMAINS or (CORE / "games" / head).is_dir() else "engine"


def forms(text: Text) -> list[str]:
    """The texts a catalogue value can show: itself, or each form of a plural text."""
    return [text] if isinstance(text, str) else [text[form] for form in PLURAL_FORMS]


def placeholders(text: Text) -> set[str]:
    """The values a text needs; a plural text also needs the value it counts."""
    names = {name for form in forms(text) for _, name, _, _ in string.Formatter().parse(form) if name}
    return names if isinstance(text, str) else names | {text["count"]}


def all_texts() -> Iterator[tuple[str, str, str, str]]:
    """(domain, language, key, text) for every text of every catalogue, each plural form on its own."""
    for domain, language in itertools.product(DOMAINS, LANGUAGES):
        for key, text in texts(domain, language).items():
            if isinstance(text, str):
                yield domain, language, key, text
            else:
                for form in PLURAL_FORMS:
                    yield domain, language, f"{key} [{form}]", text[form]


# what the core can ask for -------------------------------------------------------


@dataclass
class KeyUse:
    """A key the core may ask for, and the placeholder values it comes with.

    ``values`` is None while no source has said which values come with the key;
    ``open`` is set when some source passes values that can't be known here,
    so the key's placeholders are not checked.
    """

    values: set[str] | None = None
    open: bool = False
    where: set[str] = field(default_factory=set)

    def add(self, values: set[str] | None, where: str, open_values: bool = False) -> None:
        if values is not None:
            self.values = values | (self.values or set())
        self.open = self.open or open_values
        self.where.add(where)


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal_keys(node: ast.expr | None) -> set[str] | None:
    """The keys of a dict literal; empty without values; None when they can't be read statically."""
    if node is None or (isinstance(node, ast.Constant) and node.value is None):
        return set()
    if isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys):
        return {str(k.value) for k in node.keys if isinstance(k, ast.Constant)}
    return None


def _argument(node: ast.Call, position: int, name: str) -> ast.expr | None:
    if len(node.args) > position:
        return node.args[position]
    return next((k.value for k in node.keywords if k.arg == name), None)


def _game_of(path: Path) -> str | None:
    parts = path.relative_to(CORE).parts
    return parts[1] if len(parts) > 2 and parts[0] == "games" else None


@cache
def static_keys() -> dict[str, KeyUse]:
    """Keys found in the core's source: rule ids, event kinds, save messages, key-like strings."""
    found: dict[str, KeyUse] = defaultdict(KeyUse)
    for path in sorted(CORE.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), filename=str(path))
        where = str(path.relative_to(ROOT))
        game = _game_of(path)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and KEY_LIKE.fullmatch(node.value)
            ):
                found[node.value].add(None, where)  # a bare string: its values are not known here
            if not isinstance(node, ast.Call) or not node.args:
                continue
            first = node.args[0]
            name = _call_name(node)
            if name == "Violation" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                values = _literal_keys(_argument(node, 1, "values"))
                found[first.value].add(values, where, open_values=values is None)
            elif name == "SaveFileError" and isinstance(first, ast.Constant):
                found[str(first.value)].add({k.arg for k in node.keywords if k.arg}, where)
            elif name == "Event" and game and isinstance(first, ast.Constant):
                values = _literal_keys(_argument(node, 2, "values"))
                seat = _argument(node, 1, "seat")
                if values is not None and seat is not None:
                    values.add("player")
                found[f"{game}.event.{first.value}"].add(values, where, open_values=values is None)
    return dict(found)


def _random_action(rules: Rules, match: Match, chooser: random.Random) -> Any:
    """A random legal action: first a kind, then one of its actions, so rare kinds come up too."""
    by_kind: dict[str, list[Any]] = defaultdict(list)
    for action in match.legal():
        by_kind[action.kind].append(action)
    kind = chooser.choice(sorted(by_kind))
    return chooser.choice(by_kind[kind])


@cache
def rules_of(game_id: str) -> Rules:
    """The registered rules; a game whose texts come before its registry entry is found in its package."""
    try:
        return registry.get(game_id)
    except KeyError:
        module = importlib.import_module(f"core.games.{game_id}.rules")
        found = [
            value
            for value in vars(module).values()
            if isinstance(value, type) and getattr(value, "game_id", None) == game_id
        ]
        assert len(found) == 1, f"core.games.{game_id}.rules must define one rules class for {game_id}"
        rules: Rules = found[0]()
        return rules


@cache
def played_keys(game_id: str) -> dict[str, KeyUse]:
    """Keys met while playing seeded random games with every player count and option value."""
    rules = rules_of(game_id)
    found: dict[str, KeyUse] = defaultdict(KeyUse)
    option_sets = [
        dict(zip(rules.options, values, strict=True)) for values in itertools.product(*rules.options.values())
    ]
    for players, options, seed in itertools.product(
        range(rules.min_players, rules.max_players + 1), option_sets, PLAYOUT_SEEDS
    ):
        where = f"{game_id} playout: {players} players, {options}, seed {seed}"
        config = MatchConfig(game_id, tuple(PlayerInfo(f"P{n}") for n in range(players)), options)
        match = Match(rules, config, seed)
        chooser = random.Random(seed)
        while (decision := match.pending()) is not None:
            values = set(decision.values) | {"player"}
            for part in ("prompt", "hint"):
                found[f"{game_id}.decision.{decision.kind}.{part}"].add(values, where)
            for event in match.apply(_random_action(rules, match, chooser)):
                seat = {"player"} if event.seat is not None else set()
                found[f"{game_id}.event.{event.kind}"].add(set(event.values) | seat, where)
        result = match.result()
        assert result is not None
        for breakdown in result.breakdown:
            for part in breakdown:
                found[f"{game_id}.score.{part}"].add(set(), where)
        if result.tiebreak:
            found[result.tiebreak].add({"values"}, where)
        if result.ending:
            found[result.ending].add({"players"}, where)
    return dict(found)


def declared_keys(rules: Rules) -> dict[str, KeyUse]:
    """Keys a game declares through its rules: basics, option labels, action labels."""
    game, where = rules.game_id, f"{rules.game_id} rules"
    found: dict[str, KeyUse] = defaultdict(KeyUse)
    for key in ("name", "tagline", "players", "credit"):
        found[f"{game}.{key}"].add(set(), where)
    for name, values in rules.options.items():
        found[f"{game}.option.{name}"].add(set(), where)
        for value in values:
            found[f"{game}.option.{name}.{value}"].add(set(), where)
        if tuple(values) == ("off", "on"):  # a switch on the setup page, explained in one line
            found[f"{game}.option.{name}.help"].add(set(), where)
    for action_type in rules.action_types:
        # An option label may name more than the action holds (a discard names its steps).
        found[f"{game}.action.{action_type.kind}"].add(None, where, open_values=True)
    return dict(found)


def karuba_keys() -> dict[str, KeyUse]:
    """Names the Karuba view needs for its components."""
    parts = registry.get("karuba").components()
    found: dict[str, KeyUse] = defaultdict(KeyUse)
    for colour in parts.colours:
        found[f"karuba.colour.{colour.id}"].add(set(), "karuba colours")
    for token in parts.token_points:
        found[f"karuba.token.{token}"].add(set(), "karuba tokens")
    for place, values in {"field": {"field"}, "beach": {"number"}, "jungle": {"number"}}.items():
        found[f"karuba.place.{place}"].add(values, "karuba places")
    found["karuba.place.temple"].add({"colour"}, "karuba places")
    return dict(found)


def digger_keys() -> dict[str, KeyUse]:
    """Names the Digger view needs: species, cards, trick types and their rules, end reasons."""
    parts = rules_of("digger").components()
    found: dict[str, KeyUse] = defaultdict(KeyUse)
    for species in parts.species:
        found[f"digger.species.{species.id}"].add(set(), "digger species")
    found["digger.card"].add({"species", "value"}, "digger cards")
    for trick in parts.trick_types:
        found[f"digger.trick_type.{trick}"].add(set(), "digger trick types")
        found[f"digger.trick_type.{trick}.rule"].add(set(), "digger trick types")
    from core.games.digger.state import ALL_SPECIES, LAST_ROUND, STACK_EMPTY

    for reason in (ALL_SPECIES, LAST_ROUND, STACK_EMPTY):
        found[f"digger.end.{reason}"].add(set(), "digger game end")
    return dict(found)


COMPONENT_KEYS = {"component.error": set(ComponentError.__init__.__code__.co_varnames[1:5])}
GAME_SPECIFIC = {"karuba": karuba_keys, "digger": digger_keys}


def required_keys() -> dict[str, KeyUse]:
    required: dict[str, KeyUse] = defaultdict(KeyUse)

    def merge(source: Mapping[str, KeyUse]) -> None:
        for key, use in source.items():
            for where in use.where:
                required[key].add(use.values, where, use.open)

    merge(static_keys())
    for game in GAME_DOMAINS:
        rules = rules_of(game)
        merge(declared_keys(rules))
        merge(played_keys(game))
        if game in GAME_SPECIFIC:
            merge(GAME_SPECIFIC[game]())
    merge({key: KeyUse(values, where={"ComponentError"}) for key, values in COMPONENT_KEYS.items()})
    return dict(required)


# the tests ---------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("domain", DOMAINS)
def test_catalogue_is_a_flat_map_of_texts(domain: str, language: str) -> None:
    data = raw_catalogue(domain, language)
    assert isinstance(data, dict) and data, f"{catalogue_path(domain, language)} must be a non-empty map"
    for key, text in data.items():
        assert isinstance(key, str) and KEY_PATTERN.fullmatch(key), f"bad key {key!r}"
        if isinstance(text, dict):
            assert is_plural(text), f"{key} in {language}: a plural text has count, one and other"
            assert text["count"] in placeholders(text["other"]), f"{key} in {language}: other shows the count"
        else:
            assert isinstance(text, str) and text.strip(), f"{key} in {language} must be a non-empty text"
        assert domain_of(key) == domain, f"{key} belongs in the {domain_of(key)} catalogue, not {domain}"


@pytest.mark.parametrize("domain", DOMAINS)
def test_languages_have_the_same_keys(domain: str) -> None:
    keys = {language: set(texts(domain, language)) for language in LANGUAGES}
    for language in LANGUAGES[1:]:
        assert keys[language] - keys[LANGUAGES[0]] == set(), f"only in {language}"
        assert keys[LANGUAGES[0]] - keys[language] == set(), f"missing in {language}"


@pytest.mark.parametrize("domain", DOMAINS)
def test_languages_use_the_same_placeholders(domain: str) -> None:
    first = texts(domain, LANGUAGES[0])
    for language in LANGUAGES[1:]:
        other = texts(domain, language)
        differ = {
            key: (placeholders(first[key]), placeholders(other[key]))
            for key in first.keys() & other.keys()
            if placeholders(first[key]) != placeholders(other[key])
        }
        assert differ == {}, f"placeholders differ between {LANGUAGES[0]} and {language}"


# A number placeholder right before a noun that changes in the plural: such a text needs plural forms.
COUNTED_NOUN = re.compile(
    r"\{(?:count|amount|points|steps|left|distance|treasure|cards|crystals)\} "
    r"(?:cards?|points?|steps?|tiles?|positions?|Karten?|Punkte?n?|Schritte?|Plätze|Platz)\b"
)


def test_a_number_before_a_noun_comes_in_plural_forms() -> None:
    single = {
        f"{key} ({domain}/{language})": text
        for domain, language, key, text in all_texts()
        if "[" not in key and COUNTED_NOUN.search(text)
    }
    assert single == {}, "make these plural texts: {count: ..., one: ..., other: ...}"


def test_plural_texts_pick_their_form_by_the_counted_value() -> None:
    from desktop.text import Texts

    english, german = Texts("en"), Texts("de")
    assert english("karuba.table.pile", left=1) == "1 tile left"
    assert english("karuba.table.pile", left=2) == "2 tiles left"
    assert english("karuba.table.pile", left=0) == "0 tiles left"
    too_close = {"jungle": 20, "beach": 10, "minimum": 3}
    assert "only 1 position from" in english("karuba.setup.too_close", distance=1, **too_close)
    assert "only 2 positions from" in english("karuba.setup.too_close", distance=2, **too_close)
    assert "nur 1 Platz von" in german("karuba.setup.too_close", distance=1, **too_close)
    assert german("comet.event.drew", player="Anna", count=1) == "Anna zieht 1 Karte."


def test_every_text_formats_with_its_placeholders() -> None:
    for domain, language, key, text in all_texts():
        where = f"{key} ({domain}/{language})"
        for _, name, spec, conversion in string.Formatter().parse(text):
            if name is None:
                continue
            assert name.isidentifier(), f"{where}: placeholder {{{name}}} must be a plain name"
            assert not spec and not conversion, f"{where}: {{{name}}} takes no format spec or conversion"
        dummy = {name: f"<{name}>" for name in placeholders(text)}
        formatted = text.format(**dummy)
        assert all(value in formatted for value in dummy.values()), where


def test_every_key_the_core_asks_for_has_a_text() -> None:
    missing = {
        f"{key} ({language})": sorted(use.where)[0]
        for key, use in required_keys().items()
        for language in LANGUAGES
        if key not in texts(domain_of(key), language)
    }
    assert missing == {}, "texts missing; key: where it is asked for"


def test_texts_use_only_the_values_they_are_given() -> None:
    wrong = {}
    for key, use in required_keys().items():
        if use.open or use.values is None:
            continue
        for language in LANGUAGES:
            text = texts(domain_of(key), language).get(key)
            if text is not None and not placeholders(text) <= use.values:
                wrong[f"{key} ({language})"] = (sorted(placeholders(text) - use.values), sorted(use.where)[0])
    assert wrong == {}, "placeholders without a value; key: (names, where it is asked for)"


def test_the_scan_finds_what_it_should() -> None:
    """Guards the scanner itself: if these disappear, the patterns above stopped matching."""
    found = required_keys()
    for key in ("engine.game_over", "engine.undo.revealed", "save.damaged", "karuba.move.too_far"):
        assert key in found
    assert found["karuba.setup.too_close"].values == {"beach", "jungle", "distance", "minimum"}
    assert found["save.unreadable"].values == {"file", "reason"}
    for kind in ("setup_beach", "setup_jungle", "reveal", "tile", "pick", "move"):
        assert f"karuba.decision.{kind}.hint" in found
    assert "karuba.tiebreak.tiles_placed" in found
    assert "karuba.event.pile_empty" in found and found["karuba.event.pile_empty"].values == set()


@pytest.mark.parametrize("name", DOCUMENTS)
@pytest.mark.parametrize("domain", GAME_DOMAINS)
def test_documents_exist_in_every_language(domain: str, name: str) -> None:
    headings = {}
    for language in LANGUAGES:
        text = document(domain, name, language)
        assert text.startswith("# "), f"{domain}/{name}.{language}.md must open with a title"
        headings[language] = [line for line in text.splitlines() if line.startswith("## ")]
        assert headings[language], f"{domain}/{name}.{language}.md has no sections"
    counts = {language: len(found) for language, found in headings.items()}
    assert len(set(counts.values())) == 1, f"{domain}/{name}: sections differ between languages {counts}"
