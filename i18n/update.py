"""Refresh the interface translations: ``python -m i18n.update``.

Runs Qt's lupdate over the desktop code (new and changed strings go into the
.ts files; strings no longer used are dropped), then lrelease to compile the
.qm files the application loads. Translate new strings in the German .ts
(Qt Linguist, or by hand) and run this again. The English .ts holds only the
plural forms, which Qt needs to say "1 player" and "2 players".
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "i18n"
SOURCES = ("desktop",)
LANGUAGES = ("de", "en")


def tool(name: str) -> str:
    """A Qt tool from the environment running this script, else from PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    if beside.exists():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


def ts_file(language: str) -> Path:
    return FOLDER / f"dinotable_{language}.ts"


def qm_file(language: str) -> Path:
    return FOLDER / f"dinotable_{language}.qm"


def lupdate(language: str, target: Path | None = None) -> None:
    """Extract the strings into ``target`` (default: the language's .ts in i18n/)."""
    command = [tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", "-extensions", "py"]
    command += [str(ROOT / source) for source in SOURCES]
    command += ["-source-language", "en", "-target-language", language]
    if language == "en":
        command.append("-pluralonly")
    command += ["-ts", str(target or ts_file(language))]
    subprocess.run(command, check=True, cwd=ROOT)


def lrelease(source: Path, target: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(source), "-qm", str(target)], check=True, cwd=ROOT)


def main() -> int:
    for language in LANGUAGES:
        lupdate(language)
        lrelease(ts_file(language), qm_file(language))
        print(f"updated {ts_file(language).relative_to(ROOT)} and {qm_file(language).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
