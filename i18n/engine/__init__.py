"""Texts every game shares: engine violations, save-file messages."""
