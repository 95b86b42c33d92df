"""Triassic Terror's components, read from resources/games/triassic_terror/components.yaml.

The board is four environments in a circle, each of three areas (one per ring), each area
with three habitats; links name the adjacent areas. Everything the rules count with (points,
rounds, the track, the actions' numbers, the material, the start table) is read from the file,
so the rules name no number of the printed game. Areas, environments and periods are indices
into the tuples here, in the file's order; the state keeps those indices.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from core.engine.components import ComponentError, by_player_count, load
from core.games.triassic_terror import ENTRY
from core.games.triassic_terror.schema import HABITATS, RINGS
from core.games.triassic_terror.schema import SCHEMA as SCHEMA  # a game's FILE, SCHEMA and build live here

FILE = "components.yaml"
LABEL = f"resources/games/triassic_terror/{FILE}"


@dataclass(frozen=True)
class Environment:
    index: int
    id: str
    bonus: tuple[int, ...]  # added to each habitat's points of its areas, large first


@dataclass(frozen=True)
class Area:
    index: int
    id: str
    environment: int
    ring: str
    points: Mapping[str, tuple[int, ...]]  # per board side, each habitat's points, large first


@dataclass(frozen=True)
class FixedTile:
    """A tile that lies on a set space with white dinos in round 1; the others are shuffled."""

    tile: str
    space: int  # 1 acts first
    white_dinos: int


@dataclass(frozen=True)
class ActionTrack:
    spaces: int
    fixed: tuple[FixedTile, ...]
    idle_white_dinos: int  # what a tile nobody picked gains at the start of the next round


@dataclass(frozen=True)
class Actions:
    new_environment_dinos: int
    growth_dinos: tuple[int, int]  # to one herd, then to a different one
    hatch_dinos: int
    pterodactyl_reach: int  # areas it may move
    pterodactyl_removes: int
    migrating_herds: int
    crossing_loss: int  # what a group pays entering another environment
    capture: int  # taken from each opposing herd in the area a migrating herd leaves
    t_rex_reach: int
    t_rex_eats: tuple[int, ...]  # the most it eats after moving 1, 2, ... areas
    t_rex_strength: int  # the dinos it counts as for its owner's herd
    raptor_reach: int
    raptor_bite: int


@dataclass(frozen=True)
class Deck:
    cards: tuple[int, ...]  # cards of each environment, by environment index
    face_up: int
    dinos: int  # what a played card brings into its environment


@dataclass(frozen=True)
class Material:
    """What each player takes at the start."""

    dinos: int
    discs: int
    hatch_counters: int
    volcano_counters: int


@dataclass(frozen=True)
class Counters:
    hatch_dinos: int
    volcano_loss: int
    volcano_periods: tuple[int, ...]  # period indices in which the Volcano may be used
    volcano_spared: tuple[int, ...]  # environment indices it may not hit


@dataclass(frozen=True)
class SpecialPoints:
    presence: int
    dominance: int
    dominance_shared: int


@dataclass(frozen=True)
class Predators:
    t_rex: int  # the neutral T-Rex's start area
    pterodactyl: int
    raptors: tuple[int, ...]


@dataclass(frozen=True)
class Components:
    version: str
    environments: tuple[Environment, ...]  # in their circle: each neighbours the next, the last the first
    areas: tuple[Area, ...]
    neighbours: tuple[tuple[int, ...], ...]  # per area, its adjacent areas in ascending order
    side: Mapping[int, str]  # the board side by player count
    score_start: int
    score_spaces: int
    periods: tuple[str, ...]
    rounds: Mapping[int, tuple[int, ...]]  # by player count, each period's rounds
    special_rounds: Mapping[int, tuple[int, ...]]  # by player count, rounds whose scoring adds the specials
    special_points: SpecialPoints
    action_track: ActionTrack
    actions: Actions
    deck: Deck
    white_dinos: int
    disc_dinos: int
    material: Mapping[int, Material]  # by player count
    counters: Counters
    start_herd_dinos: int
    start_areas: Mapping[int, tuple[int, ...]]  # by player count, each seat's area from seat 1
    predators: Predators

    def area(self, area_id: str) -> Area:
        return next(area for area in self.areas if area.id == area_id)

    def environment(self, environment_id: str) -> Environment:
        return next(environment for environment in self.environments if environment.id == environment_id)

    def areas_of(self, environment: int) -> tuple[int, ...]:
        return tuple(area.index for area in self.areas if area.environment == environment)

    def scoring_rounds(self, players: int) -> tuple[int, ...]:
        """The rounds, counted from 1, after which a scoring ends a period."""
        ends, total = [], 0
        for length in self.rounds[players]:
            total += length
            ends.append(total)
        return tuple(ends)

    def opens_period(self, players: int, round_: int) -> bool:
        """Whether the round, counted from 1, is the first of its period (cards are taken in it)."""
        return round_ == 1 or round_ - 1 in self.scoring_rounds(players)

    @cached_property
    def card_environments(self) -> tuple[int, ...]:
        """The environment of each card of the deck: a card is its index here."""
        return tuple(environment for environment, count in enumerate(self.deck.cards) for _ in range(count))

    def supply_dinos(self, players: int) -> int:
        """A player's whole supply at the start, before the start herd: singles and discs."""
        material = self.material[players]
        return material.dinos + material.discs * self.disc_dinos


def _indices(ids: list[str]) -> dict[str, int]:
    return {item: index for index, item in enumerate(ids)}


def _unique_ids(entry: str, items: list[dict[str, Any]]) -> dict[str, int]:
    found: dict[str, int] = {}
    for index, item in enumerate(items):
        if item["id"] in found:
            raise ComponentError(LABEL, f"{entry}[{index}] (id {item['id']})", "id", "used twice")
        found[item["id"]] = index
    return found


def _known(known: Mapping[str, int], item: str, entry: str, field: str, what: str) -> int:
    if item not in known:
        raise ComponentError(LABEL, entry, field, f"{item!r} is not {what}")
    return known[item]


def _table(data: dict[str, Any], name: str) -> dict[int, Any]:
    return by_player_count(LABEL, name, data[name], ENTRY.min_players, ENTRY.max_players)


def _areas(data: dict[str, Any], environments: dict[str, int]) -> list[dict[str, Any]]:
    """The areas' data, checked: each environment has exactly one area per ring."""
    _unique_ids("areas", data["areas"])
    seen: dict[tuple[int, str], str] = {}
    for index, item in enumerate(data["areas"]):
        entry = f"areas[{index}] (id {item['id']})"
        environment = _known(environments, item["environment"], entry, "environment", "an environment")
        if (environment, item["ring"]) in seen:
            other = seen[(environment, item["ring"])]
            raise ComponentError(LABEL, entry, "ring", f"{item['ring']} is also the ring of {other}")
        seen[(environment, item["ring"])] = item["id"]
    for name, index in environments.items():
        missing = [ring for ring in RINGS if (index, ring) not in seen]
        if missing:
            raise ComponentError(LABEL, "areas", name, f"no area in the ring {', '.join(missing)}")
    return list(data["areas"])


def _neighbours(data: dict[str, Any], areas: dict[str, int]) -> tuple[tuple[int, ...], ...]:
    linked: list[set[int]] = [set() for _ in areas]
    for index, (first, second) in enumerate(data["links"]):
        entry = f"links[{index}]"
        a = _known(areas, first, entry, "0", "an area")
        b = _known(areas, second, entry, "1", "an area")
        if a == b:
            raise ComponentError(LABEL, entry, "1", f"{first} is linked to itself")
        if b in linked[a]:
            raise ComponentError(LABEL, entry, "", f"{first} and {second} are linked twice")
        linked[a].add(b)
        linked[b].add(a)
    reached, frontier = {0}, [0]
    while frontier:
        for there in linked[frontier.pop()] - reached:
            reached.add(there)
            frontier.append(there)
    if len(reached) < len(areas):
        cut_off = sorted(name for name, index in areas.items() if index not in reached)
        raise ComponentError(LABEL, "links", "", f"no way to {', '.join(cut_off)}")
    return tuple(tuple(sorted(there)) for there in linked)


def _points(data: dict[str, Any], environment: Environment, ring: str) -> dict[str, tuple[int, ...]]:
    return {
        side: tuple(base + bonus for base, bonus in zip(table[ring], environment.bonus, strict=True))
        for side, table in data["sides"].items()
    }


def _rounds(
    data: dict[str, Any], periods: int
) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    rounds = {players: tuple(lengths) for players, lengths in _table(data, "rounds").items()}
    specials = _table(data, "special_scorings")
    special: dict[int, tuple[int, ...]] = {}
    for players, lengths in rounds.items():
        if len(lengths) != periods:
            raise ComponentError(LABEL, f"rounds.{players}", "", f"{len(lengths)} periods, not {periods}")
        ends = {sum(lengths[: period + 1]) for period in range(len(lengths))}
        chosen = specials[players]
        for index, after in enumerate(chosen):
            if after not in ends:
                raise ComponentError(
                    LABEL, f"special_scorings.{players}", str(index), f"round {after} ends no period"
                )
        special[players] = tuple(chosen)
    return rounds, special


def _track(data: dict[str, Any]) -> ActionTrack:
    track = data["action_track"]
    tiles: set[str] = set()
    spaces: set[int] = set()
    fixed = []
    for index, item in enumerate(track["fixed"]):
        entry = f"action_track.fixed[{index}]"
        if item["tile"] in tiles:
            raise ComponentError(LABEL, entry, "tile", f"{item['tile']} is fixed twice")
        if item["space"] > track["spaces"] or item["space"] in spaces:
            raise ComponentError(
                LABEL, entry, "space", f"space {item['space']} is not a free space of the track"
            )
        tiles.add(item["tile"])
        spaces.add(item["space"])
        fixed.append(FixedTile(item["tile"], item["space"], item["white_dinos"]))
    on_the_track = sum(tile.white_dinos for tile in fixed)
    if on_the_track > data["white_dinos"]:
        raise ComponentError(
            LABEL, "action_track.fixed", "white_dinos", f"{on_the_track} of {data['white_dinos']}"
        )
    return ActionTrack(track["spaces"], tuple(fixed), track["idle_white_dinos"])


def _actions(data: dict[str, Any]) -> Actions:
    actions = data["actions"]
    growth = actions["herd_growth"]["dinos"]
    hatch, migration, t_rex = actions["hatch"], actions["herd_migration"], actions["t_rex"]
    if len(t_rex["eats"]) != t_rex["reach"]:
        raise ComponentError(
            LABEL, "actions.t_rex", "eats", f"{len(t_rex['eats'])} limits for a reach of {t_rex['reach']}"
        )
    return Actions(
        new_environment_dinos=actions["new_environment"]["dinos"],
        growth_dinos=(growth[0], growth[1]),
        hatch_dinos=hatch["dinos"],
        pterodactyl_reach=hatch["pterodactyl_reach"],
        pterodactyl_removes=hatch["pterodactyl_removes"],
        migrating_herds=migration["herds"],
        crossing_loss=migration["crossing_loss"],
        capture=migration["capture"],
        t_rex_reach=t_rex["reach"],
        t_rex_eats=tuple(t_rex["eats"]),
        t_rex_strength=t_rex["strength"],
        raptor_reach=actions["raptors"]["reach"],
        raptor_bite=actions["raptors"]["bite"],
    )


def _deck(data: dict[str, Any], environments: dict[str, int], players: int) -> Deck:
    deck = data["environment_deck"]
    for name in deck["cards"]:
        _known(environments, name, "environment_deck.cards", name, "an environment")
    missing = [name for name in environments if name not in deck["cards"]]
    if missing:
        raise ComponentError(LABEL, "environment_deck.cards", ", ".join(missing), "no cards given")
    cards = tuple(deck["cards"][name] for name in environments)
    # Every player takes one card per period and a taken face-up card is replaced at once, so
    # the deck must hold that many and the face-up ones besides: it is never reshuffled (TT-D6).
    needed = players * len(data["periods"]) + deck["face_up"]
    if sum(cards) < needed:
        raise ComponentError(LABEL, "environment_deck.cards", "", f"{sum(cards)} cards, {needed} are needed")
    return Deck(cards, deck["face_up"], deck["dinos"])


def _counters(data: dict[str, Any], environments: dict[str, int], periods: dict[str, int]) -> Counters:
    volcano = data["counters"]["volcano"]
    entry = "counters.volcano"
    return Counters(
        hatch_dinos=data["counters"]["hatch"]["dinos"],
        volcano_loss=volcano["loss"],
        volcano_periods=tuple(
            _known(periods, name, entry, "periods", "a period") for name in volcano["periods"]
        ),
        volcano_spared=tuple(
            _known(environments, name, entry, "spared", "an environment") for name in volcano["spared"]
        ),
    )


def _start_areas(data: dict[str, Any], areas: dict[str, int]) -> dict[int, tuple[int, ...]]:
    table = by_player_count(
        LABEL, "start_herds.areas", data["start_herds"]["areas"], ENTRY.min_players, ENTRY.max_players
    )
    found = {}
    for players, names in table.items():
        entry = f"start_herds.areas.{players}"
        if len(names) != players:
            raise ComponentError(LABEL, entry, "", f"{len(names)} areas for {players} seats")
        found[players] = tuple(
            _known(areas, name, entry, str(seat), "an area") for seat, name in enumerate(names)
        )
    return found


def _predators(data: dict[str, Any], areas: dict[str, int]) -> Predators:
    predators = data["predators"]
    return Predators(
        t_rex=_known(areas, predators["t_rex"], "predators", "t_rex", "an area"),
        pterodactyl=_known(areas, predators["pterodactyl"], "predators", "pterodactyl", "an area"),
        raptors=tuple(
            _known(areas, name, "predators", f"raptors[{index}]", "an area")
            for index, name in enumerate(predators["raptors"])
        ),
    )


def build(data: dict[str, Any]) -> Components:
    """Turn validated YAML data into components, checking what a schema cannot."""
    environment_ids = _unique_ids("environments", data["environments"])
    environments = tuple(
        Environment(index, item["id"], tuple(item.get("bonus", (0,) * len(HABITATS))))
        for index, item in enumerate(data["environments"])
    )
    area_data = _areas(data, environment_ids)
    area_ids = {item["id"]: index for index, item in enumerate(area_data)}
    areas = tuple(
        Area(
            index,
            item["id"],
            environment_ids[item["environment"]],
            item["ring"],
            _points(data, environments[environment_ids[item["environment"]]], item["ring"]),
        )
        for index, item in enumerate(area_data)
    )
    side = _table(data, "side")
    for players, name in side.items():
        if name not in data["sides"]:
            raise ComponentError(LABEL, "side", str(players), f"{name!r} is not a board side")
    if len(set(data["periods"])) != len(data["periods"]):
        raise ComponentError(LABEL, "periods", "", "a period is named twice")
    rounds, special = _rounds(data, len(data["periods"]))
    points = data["special_points"]
    track = data["score_track"]
    return Components(
        version=data["version"],
        environments=environments,
        areas=areas,
        neighbours=_neighbours(data, area_ids),
        side=side,
        score_start=track["start"],
        score_spaces=track["spaces"],
        periods=tuple(data["periods"]),
        rounds=rounds,
        special_rounds=special,
        special_points=SpecialPoints(points["presence"], points["dominance"], points["dominance_shared"]),
        action_track=_track(data),
        actions=_actions(data),
        deck=_deck(data, environment_ids, ENTRY.max_players),
        white_dinos=data["white_dinos"],
        disc_dinos=data["disc_dinos"],
        material={players: Material(**item) for players, item in _table(data, "supply").items()},
        counters=_counters(data, environment_ids, _indices(data["periods"])),
        start_herd_dinos=data["start_herds"]["dinos"],
        start_areas=_start_areas(data, area_ids),
        predators=_predators(data, area_ids),
    )


@cache
def components() -> Components:
    data, _ = load("triassic_terror", FILE, SCHEMA)
    return build(data)
