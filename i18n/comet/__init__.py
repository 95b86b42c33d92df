"""Comet texts: rules, hints, log lines, names."""
