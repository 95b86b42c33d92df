"""Game texts in the player's language, from the YAML catalogues under i18n/.

Qt's .ts/.qm files carry the interface (menus, buttons); these catalogues
carry what the games say: rule texts keyed by rule id, decision prompts and
hints, log lines, names. Each catalogue is a flat map ``key: text`` with
``{name}`` placeholders filled by ``str.format``.

A text with a number before a noun is a plural text instead: a map naming
the value that counts and a form for each case (German and English share
the rule: "one" for 1, "other" for every other number)::

    <game>.table.pile:
      count: left
      one: "1 tile left"
      other: "{left} tiles left"
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeAlias

from core.engine import checked_cache, registry
from core.engine.package_data import data_file

LANGUAGES = ("en", "de")
# The engine's texts and one domain per listed game, named by its id (i18n/<game id>/).
DOMAINS = ("engine", *(entry.game_id for entry in registry.entries()))

CHECK = "texts-1"  # names the catalogue check in the checked cache: change it when the check changes
PLURAL_FORMS = ("one", "other")
PLURAL_KEYS = frozenset({"count", *PLURAL_FORMS})
# A catalogue value: a text, or a plural text (see the module's docstring).
Text: TypeAlias = str | Mapping[str, str]

log = logging.getLogger(__name__)


def is_plural(text: object) -> bool:
    """Whether ``text`` is a well-formed plural text: the counted value's name and both forms."""
    return (
        isinstance(text, Mapping)
        and set(text) == PLURAL_KEYS
        and all(isinstance(value, str) and value for value in text.values())
    )


def plural_form(count: object) -> str:
    """Which form a number takes in English and German ("one" only for exactly 1)."""
    return "one" if count == 1 else "other"


@cache
def catalogue(domain: str, language: str) -> Mapping[str, Text]:
    """The texts of one domain (``engine`` or a game id) in one language."""
    raw = data_file(f"i18n.{domain}", f"{language}.yaml").read_bytes()

    def parse_and_check() -> Mapping[str, Text]:
        from core.engine.components import safe_load_yaml  # only when the file is new or changed

        texts = safe_load_yaml(raw.decode("utf-8")) or {}
        if not isinstance(texts, dict) or not all(isinstance(v, str) or is_plural(v) for v in texts.values()):
            raise ValueError(f"i18n/{domain}/{language}.yaml must map keys to texts or plural texts")
        return texts

    # Read back from the checked cache while the file stays the same: no YAML on the way to the launcher.
    texts: Mapping[str, Text] = checked_cache.load(f"texts-{domain}-{language}", raw, CHECK, parse_and_check)
    return texts


@cache
def document(domain: str, name: str, language: str) -> str:
    """A longer text (``rules``, ``notes``) of a domain, as Markdown."""
    return data_file(f"i18n.{domain}", f"{name}.{language}.md").read_text("utf-8")


class Texts:
    """Looks keys up in the current language, falling back to English, then to the key."""

    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"

    def has(self, key: str) -> bool:
        return key in catalogue(_domain(key), self.language)

    def __call__(self, key: str, /, **values: Any) -> str:
        domain = _domain(key)
        text = catalogue(domain, self.language).get(key)
        if text is None:
            text = catalogue(domain, "en").get(key)
            log.warning("text %s missing in %s", key, self.language)
        if text is None:
            return key
        if not isinstance(text, str):
            counted = text["count"]
            if counted not in values:
                log.warning("text %s lacks its count %s", key, counted)
            text = text[plural_form(values.get(counted))]
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            log.warning("text %s lacks values %s", key, sorted(values))
            return text

    def refusal(self, rule: str, text: str) -> str:
        """``text`` (a rule in words), or a plain sentence when it would show the rule's id itself.

        A rule without a text in the catalogues is a mistake the catalogue tests catch;
        should one slip through, the player still reads words, never a code.
        """
        return self("engine.refused") if not text or rule in text else text

    def listing(self, items: list[str]) -> str:
        """Names in a sentence: "Anna", "Anna and Ben", "Anna, Ben and Carl"."""
        if len(items) < 2:
            return "".join(items)
        return self("engine.list.and", items=", ".join(items[:-1]), last=items[-1])


def _domain(key: str) -> str:
    head = key.split(".", 1)[0]
    return head if head in DOMAINS else "engine"
