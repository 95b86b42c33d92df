"""Comet components: boards, cards and heroes."""
