"""Setup options given to a benchmark on its command line, as ``--option NAME=VALUE``."""

from __future__ import annotations

from core.engine.protocol import Rules


def options_from(rules: Rules, given: list[str]) -> dict[str, str]:
    """The options named, each checked against those the game offers."""
    options: dict[str, str] = {}
    for item in given:
        name, _, value = item.partition("=")
        if value not in rules.options.get(name, ()):
            raise SystemExit(f"{rules.game_id} has no option {item!r}; it offers {dict(rules.options)}")
        options[name] = value
    return options
