"""The PySide6 application: launcher, main window, hotseat, computer seats."""
