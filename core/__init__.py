"""Dinotable's rules core: pure Python, never imports Qt."""
