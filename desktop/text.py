"""Game texts in the player's language, from the YAML catalogues under i18n/.

Qt's .ts/.qm files carry the interface (menus, buttons); these catalogues
carry what the games say: rule texts keyed by rule id, decision prompts and
hints, log lines, names. Each catalogue is a flat map ``key: text`` with
``{name}`` placeholders filled by ``str.format``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from core.engine import registry
from core.engine.components import safe_load_yaml

LANGUAGES = ("en", "de")
# The engine's texts and one domain per listed game, named by its id (i18n/<game id>/).
DOMAINS = ("engine", *(entry.game_id for entry in registry.entries()))

log = logging.getLogger(__name__)


@cache
def catalogue(domain: str, language: str) -> Mapping[str, str]:
    """The texts of one domain (``engine`` or a game id) in one language."""
    data = resources.files(f"i18n.{domain}").joinpath(f"{language}.yaml").read_text("utf-8")
    texts = safe_load_yaml(data) or {}
    if not isinstance(texts, dict) or not all(isinstance(v, str) for v in texts.values()):
        raise ValueError(f"i18n/{domain}/{language}.yaml must map keys to texts")
    return texts


@cache
def document(domain: str, name: str, language: str) -> str:
    """A longer text (``rules``, ``notes``) of a domain, as Markdown."""
    return resources.files(f"i18n.{domain}").joinpath(f"{name}.{language}.md").read_text("utf-8")


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
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            log.warning("text %s lacks values %s", key, sorted(values))
            return text


def _domain(key: str) -> str:
    head = key.split(".", 1)[0]
    return head if head in DOMAINS else "engine"
