"""Digger texts: rules, hints, log lines, names."""
