"""The interface language: Qt translators for our strings and Qt's own.

Switching installs new translators; Qt then sends every widget a
LanguageChange event, and each widget retranslates itself in ``changeEvent``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from core.engine.package_data import data_file

_installed: list[QTranslator] = []


def install(language: str) -> None:
    """Replace the installed translators with those of ``language`` ("en" or "de")."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install translators after the application exists")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(language))
    ours = QTranslator(app)
    if ours.load(str(data_file("i18n", f"dinotable_{language}.qm"))):
        _installed.append(ours)
    qt_own = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != "en" and qt_own.load(f"qtbase_{language}", folder):
        _installed.append(qt_own)
    for translator in _installed:
        app.installTranslator(translator)
    # Deliver the LanguageChange now, so every widget speaks the new language when this returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def fill(text: str, *values: object) -> str:
    """Put ``values`` into the %1, %2 ... places of a translated text (Qt's convention)."""
    for number in range(len(values), 0, -1):  # %10 before %1
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


def names_listed(names: Sequence[str]) -> str:
    """``Anna``, ``Anna and Ben``, ``Anna, Ben and Cleo``, in the current language."""
    if len(names) <= 1:
        return "".join(names)
    return fill(QCoreApplication.translate("Language", "%1 and %2"), ", ".join(names[:-1]), names[-1])
