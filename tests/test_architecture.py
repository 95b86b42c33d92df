"""The shape of the code base: the rules core stays free of Qt, nothing runs
untrusted data as code, and every registered game is complete on both sides.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "core"
UI_MODULES = ("PySide6", "shiboken6", "desktop")
UNSAFE_SCAN_FOLDERS = ("core", "desktop", "benchmarks", "i18n", "resources", "tests", "packaging")
SAFE_YAML_LOADERS = {"SafeLoader", "CSafeLoader", "BaseLoader", "CBaseLoader"}
PICKLING_MODULES = {"pickle", "cPickle", "_pickle", "shelve", "dill", "cloudpickle"}


def python_files(*folders: str) -> list[Path]:
    files: list[Path] = []
    for folder in folders:
        files.extend(
            path for path in sorted((ROOT / folder).rglob("*.py")) if "__pycache__" not in path.parts
        )
    return files


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text("utf-8"), filename=str(path))


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"


def top_package(module: str) -> str:
    return module.split(".", 1)[0]


def imported_modules(tree: ast.Module) -> Iterator[tuple[ast.AST, str]]:
    """Every module an AST imports, including ``importlib.import_module("...")`` with a literal name."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node, alias.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node, node.module
        elif isinstance(node, ast.Call) and _called_name(node) in {"import_module", "__import__"}:
            name = node.args[0] if node.args else None
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                yield node, name.value


def _called_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


# --- the rules core never imports the user interface ------------------------------


def test_core_has_python_modules() -> None:
    assert len(python_files("core")) > 5


@pytest.mark.parametrize("path", python_files("core"), ids=lambda p: str(p.relative_to(ROOT)))
def test_core_module_imports_no_ui(path: Path) -> None:
    offending = [
        f"{where(path, node)} imports {module}"
        for node, module in imported_modules(parse(path))
        if top_package(module) in UI_MODULES
    ]
    assert not offending, "core/ must not import Qt or desktop: " + "; ".join(offending)


def test_importing_every_core_module_loads_no_ui() -> None:
    # A fresh interpreter, so modules imported by other tests cannot hide a leak.
    script = """
import importlib, json, pkgutil, sys
import core
from core.engine import registry
names = [m.name for m in pkgutil.walk_packages(core.__path__, "core.")]
for name in names:
    importlib.import_module(name)
registry.games()
loaded = sorted(m for m in sys.modules if m.split(".", 1)[0] in ("PySide6", "shiboken6", "desktop"))
print(json.dumps({"modules": names, "ui": loaded}))
"""
    completed = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert completed.returncode == 0, completed.stderr
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert "core.engine.match" in report["modules"]
    assert report["ui"] == [], f"importing core loaded {report['ui']}"


# --- no code from data: no unsafe YAML, no pickles, no eval/exec ------------------------


def unsafe_uses(tree: ast.Module, name: str) -> Iterator[str]:
    for node, module in imported_modules(tree):
        if top_package(module) in PICKLING_MODULES:
            yield f"{name}:{node.lineno} imports {module}"
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id in {"eval", "exec"}:
            yield f"{name}:{node.lineno} calls {func.id}()"
        elif isinstance(func, ast.Attribute):
            owner = func.value.id if isinstance(func.value, ast.Name) else None
            if owner == "builtins" and func.attr in {"eval", "exec"}:
                yield f"{name}:{node.lineno} calls builtins.{func.attr}()"
            elif owner == "yaml" and func.attr in {"load", "load_all"} and not _has_safe_loader(node):
                yield f"{name}:{node.lineno} calls yaml.{func.attr}() without a safe loader"
            elif owner == "yaml" and func.attr in {
                "unsafe_load",
                "unsafe_load_all",
                "full_load",
                "full_load_all",
            }:
                yield f"{name}:{node.lineno} calls yaml.{func.attr}()"


def _has_safe_loader(call: ast.Call) -> bool:
    loaders = [keyword.value for keyword in call.keywords if keyword.arg == "Loader"]
    if len(call.args) >= 2:
        loaders.append(call.args[1])
    for loader in loaders:
        name = loader.attr if isinstance(loader, ast.Attribute) else getattr(loader, "id", None)
        if name in SAFE_YAML_LOADERS:
            return True
    return False


@pytest.mark.parametrize("path", python_files(*UNSAFE_SCAN_FOLDERS), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_code_is_run_from_data(path: Path) -> None:
    found = list(unsafe_uses(parse(path), str(path.relative_to(ROOT))))
    assert not found, "; ".join(found)


def test_the_unsafe_scan_catches_what_it_should() -> None:
    sample = ast.parse(
        "import pickle\nimport yaml\n"
        "yaml.load(text)\nyaml.load(text, Loader=yaml.FullLoader)\nyaml.unsafe_load(text)\n"
        "eval('1')\nexec('x = 1')\n"
        "yaml.load(text, Loader=yaml.SafeLoader)\nyaml.safe_load(text)\ndialog.exec()\napp.exec()\n"
    )
    assert sorted(unsafe_uses(sample, "sample")) == [
        "sample:1 imports pickle",
        "sample:3 calls yaml.load() without a safe loader",
        "sample:4 calls yaml.load() without a safe loader",
        "sample:5 calls yaml.unsafe_load()",
        "sample:6 calls eval()",
        "sample:7 calls exec()",
    ]


# --- every registered game is complete on every side ----------------------------------


def registered_games() -> list[str]:
    from core.engine import registry

    return [rules.game_id for rules in registry.games()]


def test_at_least_one_game_is_registered() -> None:
    assert registered_games()


@pytest.mark.parametrize("game", registered_games())
def test_game_has_a_desktop_ui(game: str) -> None:
    from desktop.games import has_ui, ui_for

    assert has_ui(game), f"desktop/games/{game}/ is missing"
    assert ui_for(game).game_id == game


@pytest.mark.parametrize("game", registered_games())
def test_game_has_resources(game: str) -> None:
    folder = ROOT / "resources" / "games" / game
    assert folder.is_dir(), f"resources/games/{game}/ is missing"
    assert any(folder.glob("*.yaml")), f"resources/games/{game}/ has no YAML component file"


@pytest.mark.parametrize("game", registered_games())
def test_game_has_an_i18n_domain(game: str) -> None:
    from desktop.text import DOMAINS, LANGUAGES

    assert game in DOMAINS, f"desktop.text.DOMAINS lacks {game}"
    for language in LANGUAGES:
        assert (ROOT / "i18n" / game / f"{language}.yaml").is_file(), (
            f"i18n/{game}/{language}.yaml is missing"
        )


@pytest.mark.parametrize("game", registered_games())
def test_game_has_a_rules_page(game: str) -> None:
    page = ROOT / "docs" / "rules" / f"{game}.md"
    assert page.is_file(), f"docs/rules/{game}.md is missing"
    assert page.read_text("utf-8").strip()


@pytest.mark.parametrize("game", registered_games())
def test_a_game_is_named_in_at_most_one_module_outside_its_own_folders(game: str) -> None:
    own = (
        ROOT / "core" / "games" / game,
        ROOT / "desktop" / "games" / game,
        ROOT / "i18n" / game,
    )
    word = re.compile(rf"\b{re.escape(game)}\b", re.IGNORECASE)
    naming = sorted(
        str(path.relative_to(ROOT))
        for top in ("core", "desktop", "i18n")
        for path in (ROOT / top).rglob("*.py")
        if not any(path.is_relative_to(folder) for folder in own) and word.search(path.read_text("utf-8"))
    )
    assert len(naming) <= 1, f"{game} is named outside its folders in {naming} (the registry's line only)"


def test_every_colour_token_a_module_uses_is_the_theme_s_or_its_own_game_s() -> None:
    from desktop import theme
    from desktop.games import ui_for

    shared = set(theme.TOKENS) - {
        token for game in registered_games() for token in type(ui_for(game)).palette
    }
    used = re.compile(r"""(?<![a-z_])(?:colour\(|TOKENS\[)["']([a-z_]+)["']""")
    missing = []
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        parts = path.relative_to(ROOT / "desktop").parts
        game = parts[1] if parts[0] == "games" and len(parts) > 2 else None
        own = set(type(ui_for(game)).palette) if game in registered_games() else set()
        for token in used.findall(path.read_text("utf-8")):
            if token not in shared | own:
                missing.append(f"{path.relative_to(ROOT)}: {token}")
    assert not missing, f"colour tokens that are neither shared nor the game's own: {missing}"
