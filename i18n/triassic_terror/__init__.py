"""Triassic Terror texts: rules, hints, log lines, names."""
