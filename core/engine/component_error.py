"""The error of a broken component file, in a module of its own.

Kept apart from the loader so that code which only names the error (the
launcher, the setup page) imports neither PyYAML nor jsonschema.
"""

from __future__ import annotations


class ComponentError(Exception):
    """A component file is missing, unreadable or breaks its schema."""

    def __init__(self, file: str, entry: str, field: str, problem: str) -> None:
        self.file, self.entry, self.field, self.problem = file, entry, field, problem
        where = ", ".join(
            part for part in (f"entry {entry}" if entry else "", f"field {field}" if field else "") if part
        )
        super().__init__(f"{file}: {where + ': ' if where else ''}{problem}")
