"""Comet on the desktop: its words so far; the table scene follows."""
