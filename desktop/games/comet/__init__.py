"""Comet on the desktop: its table scene, its words and its launcher picture (see PackageUI)."""

from desktop.games import PackageUI

UI = PackageUI("comet", "CometScene")
