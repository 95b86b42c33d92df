"""Karuba components."""
