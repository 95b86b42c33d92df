"""The PySide6 application: launcher, main window, hotseat, computer seats."""

import PySide6

from desktop import pyside_import_check

pyside_import_check.quicken()
del PySide6
