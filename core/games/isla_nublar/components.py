"""Isla Nublar's components, read from resources/games/isla_nublar/components.yaml.

The island is a list of hex spaces (volcanoes among them) in offset coordinates; each land
space has a landscape and an area, and knows its neighbours, whether the river runs along
one of its edges, and the space one step ahead in each direction a dinosaur may walk. Cards
are numbered once for the whole game: every seat's starting deck (room for the most seats),
then the market stacks, the dinosaur deck and the scoring cards, so a card in the state is an
index into ``Components.cards``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from core.engine import hexgrid
from core.engine.components import ComponentError, by_player_count, load
from core.engine.hexgrid import Hex, Offset
from core.games.isla_nublar import ENTRY
from core.games.isla_nublar.schema import (
    ACTIONS,
    BLUE,
    COUNTED,
    DINOSAURS,
    FINAL,
    LANDSCAPES,
    POINTS,
    RED,
    STAGE_A,
    STAGE_B,
    VOLCANO,
    WITH_LANDSCAPE,
)
from core.games.isla_nublar.schema import SCHEMA as SCHEMA  # a game's FILE, SCHEMA and build live here

FILE = "components.yaml"
LABEL = f"resources/games/isla_nublar/{FILE}"
OFFSET = Offset.ODD_Q

# The directions a dinosaur may walk, away from the volcanoes (IN-D13), as hexgrid numbers
# them on flat-top hexes; the state and the actions name them by their position here.
WALKS = ("s", "sw", "se")
_WALK_DIRECTIONS = (5, 4, 0)
OFF_ISLAND = -1  # no space that way: the sea
NO_AREA = -1  # a volcano's area


@dataclass(frozen=True)
class Space:
    index: int
    column: int
    row: int
    cell: Hex
    volcano: bool
    landscape: str  # "" on a volcano
    area: int  # index into Components.areas, NO_AREA on a volcano
    river: bool  # one of its edges is a river edge (IN-D38)
    neighbours: tuple[int, ...]  # every adjacent space, volcanoes too, ascending
    ahead: tuple[int, ...]  # per walk direction (WALKS), the next space or OFF_ISLAND


@dataclass(frozen=True)
class Area:
    index: int
    id: str
    points: int  # for every camp built in it (IN-D11)
    exit: bool  # a dinosaur may walk off the island from here


@dataclass(frozen=True)
class CardAction:
    kind: str  # one of schema.ACTIONS
    amount: int  # the number for amber, crates and draw; 1 for the others


@dataclass(frozen=True)
class Scoring:
    """What a scoring card counts, and its points (IN-D30 to IN-D39)."""

    kind: str  # one of schema.SCORINGS
    landscape: str  # the pictured landscape of a landscape or neighbour card, else ""
    camp: int  # points per counted camp (or group, stack, border, column, landscape)
    crate: int  # points per space with own crates and no own top camp; 0 where crates do not count


@dataclass(frozen=True)
class CardType:
    id: str
    colour: str  # BLUE or RED; a scoring card is neither and has ``scoring``
    price: int  # 0 for start and dinosaur cards (IN-D26)
    patron: str  # "" for cards that show none
    actions: tuple[CardAction, ...]  # a blue card's alternatives
    egg: bool = False
    dinosaur: int = -1  # a dinosaur card: the index of the dinosaur it moves
    scoring: Scoring | None = None


@dataclass(frozen=True)
class Tile:
    """A development tile of the patrons variant (IN-D42)."""

    id: str
    stage: str  # schema.STAGE_A, STAGE_B or FINAL
    reward: CardAction  # kind: one of schema.REWARDS
    patron: str  # a final tile's patron, "" for the others


@dataclass(frozen=True)
class Dinosaur:
    index: int
    id: str
    volcano: int  # the space it stands on at the start


@dataclass(frozen=True)
class Material:
    camps: int  # in the personal supply at the start
    crates: int
    general_camps: int  # each player's camps put into the general supply at the start (IN-D2)


@dataclass(frozen=True)
class Components:
    version: str
    columns: int
    spaces: tuple[Space, ...]
    areas: tuple[Area, ...]
    river: tuple[tuple[int, int], ...]  # the river's edges, each the two spaces it lies between
    dinosaurs: tuple[Dinosaur, ...]
    dinosaur_steps: int
    card_types: tuple[CardType, ...]
    cards: tuple[int, ...]  # per card, the index of its type in card_types
    start_deck: tuple[int, ...]  # the card types of one starting deck, in the file's order
    market: tuple[tuple[int, ...], ...]  # per stack, its cards in the file's order (shuffled at setup)
    dinosaur_deck: tuple[int, ...]  # its cards, unshuffled
    scoring_cards: tuple[int, ...]  # the scoring cards, in the file's order
    patrons: tuple[str, ...]
    tiles: tuple[Tile, ...]
    row_a: int  # A tiles in each patron's row ...
    row_b: int  # ... then B tiles, then the patron's final tile
    scoring_row: int
    active_scorings: int
    hand_size: int
    camp_cost: int
    material: Mapping[int, Material]  # by player count
    score_track: int

    def __hash__(self) -> int:
        # The generated hash fails on the material table. Equal components share their
        # version, which is all a cache of what follows from the board needs to find them.
        return hash(self.version)

    def card(self, card: int) -> CardType:
        return self.card_types[self.cards[card]]

    def start_cards(self, seat: int) -> tuple[int, ...]:
        """The cards of the seat's starting deck."""
        size = len(self.start_deck)
        return tuple(range(seat * size, (seat + 1) * size))

    def price(self, card: int) -> int:
        return self.card(card).price

    def tiles_of(self, stage: str) -> tuple[int, ...]:
        """The indices of the development tiles of one stage, in the file's order."""
        return tuple(index for index, tile in enumerate(self.tiles) if tile.stage == stage)

    def final_tile(self, patron: int) -> int:
        """The index of the patron's final tile."""
        name = self.patrons[patron]
        return next(index for index, tile in enumerate(self.tiles) if tile.patron == name)

    @property
    def row_length(self) -> int:
        return self.row_a + self.row_b + 1

    @cached_property
    def volcanoes(self) -> tuple[int, ...]:
        return tuple(space.index for space in self.spaces if space.volcano)

    @cached_property
    def land(self) -> tuple[int, ...]:
        return tuple(space.index for space in self.spaces if not space.volcano)

    @cached_property
    def type_index(self) -> Mapping[str, int]:
        return {kind.id: index for index, kind in enumerate(self.card_types)}

    def space_at(self, column: int, row: int) -> int:
        """The index of the space at (column, row); KeyError when there is none."""
        return self._by_place[(column, row)]

    @cached_property
    def _by_place(self) -> Mapping[tuple[int, int], int]:
        return {(space.column, space.row): space.index for space in self.spaces}


def _spaces(board: dict[str, Any], areas: Mapping[str, int]) -> list[dict[str, Any]]:
    """Each space's data, checked: one per place, an area on land and none on a volcano."""
    seen: dict[tuple[int, int], int] = {}
    found = []
    for index, item in enumerate(board["spaces"]):
        entry = f"board.spaces[{index}]"
        column, row, landscape = item[0], item[1], item[2]
        if column >= board["columns"]:
            raise ComponentError(LABEL, entry, "0", f"column {column} is not one of the {board['columns']}")
        if (column, row) in seen:
            raise ComponentError(
                LABEL, entry, "", f"[{column}, {row}] is also board.spaces[{seen[column, row]}]"
            )
        seen[(column, row)] = index
        volcano = landscape == VOLCANO
        if volcano and len(item) > 3:
            raise ComponentError(LABEL, entry, "3", "a volcano lies in no area")
        if not volcano and len(item) < 4:
            raise ComponentError(LABEL, entry, "3", "a land space needs its area")
        area = NO_AREA
        if not volcano:
            if item[3] not in areas:
                raise ComponentError(LABEL, entry, "3", f"{item[3]!r} is not an area")
            area = areas[item[3]]
        found.append(
            {
                "column": column,
                "row": row,
                "volcano": volcano,
                "landscape": "" if volcano else landscape,
                "area": area,
            }
        )
    return found


def _place(places: Mapping[tuple[int, int], int], at: list[int], entry: str, field: str) -> int:
    if (at[0], at[1]) not in places:
        raise ComponentError(LABEL, entry, field, f"[{at[0]}, {at[1]}] is no space of the board")
    return places[(at[0], at[1])]


def _river(
    board: dict[str, Any], places: Mapping[tuple[int, int], int], cells: list[Hex]
) -> tuple[tuple[int, int], ...]:
    edges: list[tuple[int, int]] = []
    for index, (first, second) in enumerate(board["river"]):
        entry = f"board.river[{index}]"
        a = _place(places, first, entry, "0")
        b = _place(places, second, entry, "1")
        if hexgrid.direction_between(cells[a], cells[b]) is None or hexgrid.distance(cells[a], cells[b]) != 1:
            raise ComponentError(LABEL, entry, "", f"{first} and {second} are not neighbours")
        if (min(a, b), max(a, b)) in edges:
            raise ComponentError(LABEL, entry, "", "this edge is named twice")
        if edges and not _meet(edges[-1], (a, b), cells):
            raise ComponentError(LABEL, entry, "", f"does not go on from board.river[{index - 1}]")
        edges.append((min(a, b), max(a, b)))
    return tuple(edges)


def _meet(before: tuple[int, int], after: tuple[int, int], cells: list[Hex]) -> bool:
    """Whether two river edges follow each other: they meet at a corner of a space they share.

    The corner is where the shared space touches both other spaces, so those two are neighbours.
    """
    shared = set(before) & set(after)
    if len(shared) != 1:
        return False
    (first,) = set(before) - shared
    (second,) = set(after) - shared
    return hexgrid.distance(cells[first], cells[second]) == 1


def _board(data: dict[str, Any]) -> tuple[tuple[Space, ...], tuple[Area, ...], tuple[tuple[int, int], ...]]:
    board = data["board"]
    area_ids: dict[str, int] = {}
    for index, item in enumerate(board["areas"]):
        if item["id"] in area_ids:
            raise ComponentError(LABEL, f"board.areas[{index}] (id {item['id']})", "id", "used twice")
        area_ids[item["id"]] = index
    areas = tuple(
        Area(index, item["id"], item["points"], item.get("exit", False))
        for index, item in enumerate(board["areas"])
    )
    raw = _spaces(board, area_ids)
    places = {(item["column"], item["row"]): index for index, item in enumerate(raw)}
    cells = [hexgrid.from_offset(item["column"], item["row"], OFFSET) for item in raw]
    by_cell = {cell: index for index, cell in enumerate(cells)}
    river = _river(board, places, cells)
    on_river = {space for edge in river for space in edge}
    spaces = tuple(
        Space(
            index=index,
            column=item["column"],
            row=item["row"],
            cell=cells[index],
            volcano=item["volcano"],
            landscape=item["landscape"],
            area=item["area"],
            river=index in on_river and not item["volcano"],
            neighbours=tuple(
                sorted(by_cell[cell] for cell in hexgrid.neighbours(cells[index]) if cell in by_cell)
            ),
            ahead=tuple(
                by_cell.get(hexgrid.neighbour(cells[index], direction), OFF_ISLAND)
                for direction in _WALK_DIRECTIONS
            ),
        )
        for index, item in enumerate(raw)
    )
    for area in areas:
        present = {space.landscape for space in spaces if space.area == area.index}
        missing = [landscape for landscape in LANDSCAPES if landscape not in present]
        if missing:
            raise ComponentError(
                LABEL, f"board.areas (id {area.id})", "", f"no space of {', '.join(missing)}"
            )
    if not any(space.volcano for space in spaces):
        raise ComponentError(LABEL, "board.spaces", "", "no volcano")
    return spaces, areas, river


def _card_types(
    data: dict[str, Any], patrons: tuple[str, ...], dinosaurs: Mapping[str, int]
) -> tuple[CardType, ...]:
    found: dict[str, int] = {}
    types = []
    for index, item in enumerate(data["cards"]):
        entry = f"cards[{index}] (id {item['id']})"
        if item["id"] in found:
            raise ComponentError(LABEL, entry, "id", "used twice")
        found[item["id"]] = index
        patron = item.get("patron", "")
        if patron and patron not in patrons:
            raise ComponentError(LABEL, entry, "patron", f"{patron!r} is not one of the patrons")
        actions = tuple(
            CardAction(kind, amount) for action in item.get("actions", ()) for kind, amount in action.items()
        )
        for action in actions:
            if action.kind not in COUNTED and action.amount != 1:
                raise ComponentError(LABEL, entry, "actions", f"{action.kind} takes no number but 1")
        egg, dinosaur = item.get("egg", False), item.get("dinosaur", "")
        if item["colour"] == BLUE and (not actions or egg or dinosaur):
            raise ComponentError(
                LABEL, entry, "actions", "a blue card has one or two actions and nothing red"
            )
        if item["colour"] == RED and (actions or egg == bool(dinosaur)):
            raise ComponentError(LABEL, entry, "colour", "a red card is either the egg or moves a dinosaur")
        types.append(
            CardType(
                id=item["id"],
                colour=item["colour"],
                price=item.get("price", 0),
                patron=patron,
                actions=actions,
                egg=egg,
                dinosaur=dinosaurs[dinosaur] if dinosaur else -1,
            )
        )
    return tuple(types)


def _scoring_types(data: dict[str, Any], known: set[str]) -> tuple[CardType, ...]:
    types = []
    for index, item in enumerate(data["scoring_cards"]):
        entry = f"scoring_cards[{index}] (id {item['id']})"
        if item["id"] in known:
            raise ComponentError(LABEL, entry, "id", "is also the id of another card")
        known.add(item["id"])
        pictured = item["kind"] in WITH_LANDSCAPE
        if pictured != ("landscape" in item):
            raise ComponentError(
                LABEL,
                entry,
                "landscape",
                f"a {item['kind']} card {'needs' if pictured else 'shows no'} landscape",
            )
        if "crate" in item and not pictured:
            raise ComponentError(LABEL, entry, "crate", f"crates do not count on a {item['kind']} card")
        scoring = Scoring(item["kind"], item.get("landscape", ""), item["camp"], item.get("crate", 0))
        types.append(CardType(item["id"], "", item["price"], "", (), scoring=scoring))
    return tuple(types)


def _tiles(data: dict[str, Any], patrons: tuple[str, ...]) -> tuple[Tile, ...]:
    """The development tiles, checked: enough A and B tiles for every row, one final tile per
    patron, and a final tile gives points."""
    tiles = []
    seen: set[str] = set()
    for index, item in enumerate(data["development_tiles"]):
        entry = f"development_tiles[{index}] (id {item['id']})"
        if item["id"] in seen:
            raise ComponentError(LABEL, entry, "id", "used twice")
        seen.add(item["id"])
        ((kind, amount),) = item["reward"].items()
        final = item["stage"] == FINAL
        patron = item.get("patron", "")
        if final != bool(patron):
            raise ComponentError(LABEL, entry, "patron", "a final tile names its patron, no other tile does")
        if patron and patron not in patrons:
            raise ComponentError(LABEL, entry, "patron", f"{patron!r} is not one of the patrons")
        if final and kind != POINTS:
            raise ComponentError(LABEL, entry, "reward", "a final tile gives points")
        if kind not in COUNTED and kind != POINTS and amount != 1:
            raise ComponentError(LABEL, entry, "reward", f"{kind} takes no number but 1")
        tiles.append(Tile(item["id"], item["stage"], CardAction(kind, amount), patron))
    row = data["patron_row"]
    for stage, wanted in ((STAGE_A, row["a"]), (STAGE_B, row["b"])):
        count = sum(tile.stage == stage for tile in tiles)
        if count < wanted * len(patrons):
            raise ComponentError(
                LABEL,
                "development_tiles",
                "",
                f"{count} {stage.upper()} tiles; {len(patrons)} rows need {wanted * len(patrons)}",
            )
    finals = [tile.patron for tile in tiles if tile.stage == FINAL]
    for patron in patrons:
        if finals.count(patron) != 1:
            raise ComponentError(
                LABEL, "development_tiles", "", f"{patron} has {finals.count(patron)} final tiles, not 1"
            )
    return tuple(tiles)


def _tally(tally: Mapping[str, int], types: Mapping[str, int], entry: str, allowed: Any) -> tuple[int, ...]:
    """The card types of a ``{card: count}`` table, each as often as its count."""
    found = []
    for name, count in tally.items():
        if name not in types:
            raise ComponentError(LABEL, entry, name, "is not a card")
        if not allowed(types[name]):
            raise ComponentError(LABEL, entry, name, "does not belong here")
        found.extend([types[name]] * count)
    return tuple(found)


def build(data: dict[str, Any]) -> Components:
    """Turn validated YAML data into components, checking what a schema cannot."""
    spaces, areas, river = _board(data)
    places = {(space.column, space.row): space.index for space in spaces}
    dinosaurs: list[Dinosaur] = []
    for index, item in enumerate(data["dinosaurs"]):
        entry = f"dinosaurs[{index}] (id {item['id']})"
        volcano = _place(places, item["volcano"], entry, "volcano")
        if not spaces[volcano].volcano:
            raise ComponentError(LABEL, entry, "volcano", f"{item['volcano']} is no volcano")
        if item["id"] in (other.id for other in dinosaurs) or volcano in (
            other.volcano for other in dinosaurs
        ):
            raise ComponentError(LABEL, entry, "", "a dinosaur or its volcano is named twice")
        dinosaurs.append(Dinosaur(index, item["id"], volcano))
    patrons = tuple(data["patrons"])
    dinosaur_index = {dinosaur.id: dinosaur.index for dinosaur in dinosaurs}
    for index, item in enumerate(data["cards"]):
        if item.get("dinosaur", DINOSAURS[0]) not in dinosaur_index:
            raise ComponentError(
                LABEL, f"cards[{index}] (id {item['id']})", "dinosaur", "is not on the board"
            )
    types = _card_types(data, patrons, dinosaur_index)
    type_ids = {kind.id: index for index, kind in enumerate(types)}
    scoring_types = _scoring_types(data, set(type_ids))
    all_types = types + scoring_types

    start = _tally(
        data["start_deck"],
        type_ids,
        "start_deck",
        lambda kind: not types[kind].price and not types[kind].patron and types[kind].dinosaur < 0,
    )
    if sum(types[kind].egg for kind in start) != 1:
        raise ComponentError(LABEL, "start_deck", "dinosaur_egg", "a starting deck holds exactly one egg")
    market = tuple(
        _tally(
            stack,
            type_ids,
            f"market[{index}]",
            lambda kind: types[kind].colour == BLUE and bool(types[kind].patron),
        )
        for index, stack in enumerate(data["market"])
    )
    dino_deck = _tally(
        data["dinosaur_deck"], type_ids, "dinosaur_deck", lambda kind: types[kind].dinosaur >= 0
    )
    used = {action.kind for stack in market for kind in stack for action in types[kind].actions}
    unused = [action for action in ACTIONS if action not in used]
    if unused:
        raise ComponentError(LABEL, "market", "", f"no card offers {', '.join(unused)}")

    cards: list[int] = []
    for _ in range(ENTRY.max_players):
        cards.extend(start)
    market_cards = []
    for stack in market:
        market_cards.append(tuple(range(len(cards), len(cards) + len(stack))))
        cards.extend(stack)
    dino_cards = tuple(range(len(cards), len(cards) + len(dino_deck)))
    cards.extend(dino_deck)
    scoring_cards = tuple(range(len(cards), len(cards) + len(scoring_types)))
    cards.extend(range(len(types), len(all_types)))

    row = data["scoring_row"]
    if row["active"] > row["cards"] or row["cards"] > len(scoring_cards):
        raise ComponentError(
            LABEL,
            "scoring_row",
            "",
            f"{row['active']} active of {row['cards']} of {len(scoring_cards)} cards",
        )
    material = by_player_count(LABEL, "material", data["material"], ENTRY.min_players, ENTRY.max_players)
    return Components(
        version=data["version"],
        columns=data["board"]["columns"],
        spaces=spaces,
        areas=areas,
        river=river,
        dinosaurs=tuple(dinosaurs),
        dinosaur_steps=data["dinosaur_steps"],
        card_types=all_types,
        cards=tuple(cards),
        start_deck=start,
        market=tuple(market_cards),
        dinosaur_deck=dino_cards,
        scoring_cards=scoring_cards,
        patrons=patrons,
        tiles=_tiles(data, patrons),
        row_a=data["patron_row"]["a"],
        row_b=data["patron_row"]["b"],
        scoring_row=row["cards"],
        active_scorings=row["active"],
        hand_size=data["hand_size"],
        camp_cost=data["camp_cost"],
        material={players: Material(**item) for players, item in material.items()},
        score_track=data["score_track"],
    )


@cache
def components() -> Components:
    data, _ = load("isla_nublar", FILE, SCHEMA)
    return build(data)
