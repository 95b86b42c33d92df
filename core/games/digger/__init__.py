"""Digger: lead tricks of DNA cards, win species, collect all five dinosaurs."""
