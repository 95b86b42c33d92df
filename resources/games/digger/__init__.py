"""Digger components."""
