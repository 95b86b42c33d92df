"""Karuba texts: rules, hints, log lines, names."""
