"""Triassic Terror in words: environments, areas, habitats, tiles, cards and herds, as a player reads them.

The catalogues (i18n/triassic_terror/<lang>.yaml) hold the sentences; this module only turns the
core's numbers into words: area 4 is "Desert, middle ring", habitat 0 is "large", tile
"herd_growth" is "Herd Growth", seat 2 is the player's name, and a predator's take given per
habitat is said by whose herds lose how many.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.engine.protocol import UNKNOWN, Action, Decision, Event, MatchConfig, Violation
from core.games.triassic_terror.actions import (
    GiveCapture,
    Hatch,
    HerdGrowth,
    Migrate,
    NewEnvironment,
    PickTile,
    PlaceDinos,
    PlaceWhiteDino,
    PterodactylRemoves,
    RaptorAttacks,
    ScatterSurvivors,
    SendGroup,
    SendPterodactyl,
    SendRaptor,
    SendTRex,
    TakeFaceUpCard,
    TRexEats,
    UseHatchCounter,
    UseVolcanoCounter,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.scoring import SOURCES
from core.games.triassic_terror.state import MIGRATE, NEUTRAL, NO_AREA, TURN, TriassicTerrorState
from desktop.games import ScoreSource
from desktop.text import Texts

GAME = "triassic_terror"
# Values of decisions, events and refusals that name an area, and those that name a seat.
AREA_VALUES = ("area", "from", "start", "three", "two", "raptor_area")
SEAT_VALUES = ("by", "seat", "actor")


# names ------------------------------------------------------------------------------------


def environment_name(texts: Texts, environment: int) -> str:
    """'Swamp'."""
    parts = components()
    if not 0 <= environment < len(parts.environments):
        return str(environment)
    return texts(f"{GAME}.environment.{parts.environments[environment].id}")


def ring_name(texts: Texts, ring: str) -> str:
    """'outer ring'."""
    return texts(f"{GAME}.ring.{ring}")


def area_name(texts: Texts, area: int) -> str:
    """'Swamp, outer ring': an area is named by its environment and its ring."""
    parts = components()
    if not 0 <= area < len(parts.areas):
        return texts(f"{GAME}.area_name.none")
    found = parts.areas[area]
    return texts(
        f"{GAME}.area_name",
        environment=environment_name(texts, found.environment),
        ring=ring_name(texts, found.ring),
    )


def habitat_name(texts: Texts, habitat: int) -> str:
    """'large', 'medium' or 'small' (the habitat's place in its area, 0 holding the largest herd)."""
    if not 0 <= habitat < len(HABITATS):
        return str(habitat)
    return texts(f"{GAME}.habitat.{HABITATS[habitat]}")


def tile_name(texts: Texts, tile: str) -> str:
    """'Herd Growth'."""
    return texts(f"{GAME}.tile.{tile}") if tile else texts(f"{GAME}.tile.none")


def tile_rule(texts: Texts, tile: str) -> str:
    """What a tile's action does, in one or two sentences for a newcomer, its numbers from the components."""
    if not tile:
        return ""
    actions = components().actions
    big, small = actions.growth_dinos
    reaches = {"hatch": actions.pterodactyl_reach, "t_rex": actions.t_rex_reach}
    near, far = (actions.t_rex_eats + (0, 0))[:2]
    return texts(
        f"{GAME}.tile.{tile}.rule",
        dinos=actions.hatch_dinos if tile == "hatch" else actions.new_environment_dinos,
        big=big,
        small=small,
        reach=reaches.get(tile, actions.raptor_reach),
        removes=actions.pterodactyl_removes,
        herds=actions.migrating_herds,
        loss=actions.crossing_loss,
        near=near,
        far=far,
        strength=actions.t_rex_strength,
        bite=actions.raptor_bite,
    )


def habitat_place(texts: Texts, habitat: int) -> str:
    """'on the large habitat': where a herd stands, for sentences."""
    if not 0 <= habitat < len(HABITATS):
        return str(habitat)
    return texts(f"{GAME}.habitat_place.{HABITATS[habitat]}")


def period_name(texts: Texts, period: int) -> str:
    """'Triassic'."""
    periods = components().periods
    if not 0 <= period < len(periods):
        return str(period)
    return texts(f"{GAME}.period.{periods[period]}")


def card_name(texts: Texts, card: int) -> str:
    """'Swamp card' (a card is known by its environment); a card nobody may see is 'a hidden card'."""
    environments = components().card_environments
    if card == UNKNOWN or not 0 <= card < len(environments):
        return texts(f"{GAME}.card.hidden")
    return texts(f"{GAME}.card.{components().environments[environments[card]].id}")


def player_name(config: MatchConfig | None, seat: int | None) -> str:
    if config is None or seat is None or not 0 <= seat < config.player_count:
        return ""
    return config.players[seat].name


def herd_text(texts: Texts, config: MatchConfig, state: TriassicTerrorState, area: int, seat: int) -> str:
    """'Anna's herd of 5 dinos and her T-Rex on the large habitat', or that the seat has none there."""
    player = player_name(config, seat)
    herd = state.herd(area, seat)
    if herd is None:
        return texts(f"{GAME}.herd_text.none", player=player, area=area_name(texts, area))
    habitat = habitat_place(texts, state.herds[area].index(herd))
    with_t_rex = state.t_rex == area and state.t_rex_owner == seat
    key = f"{GAME}.herd_text.t_rex" if with_t_rex else f"{GAME}.herd_text"
    return texts(key, player=player, dinos=herd.dinos, habitat=habitat)


def raptor_name(texts: Texts, state: TriassicTerrorState | None, raptor: int) -> str:
    """'the raptor in Forest, outer ring' (the two raptors look alike: where one stands names it)."""
    if state is None or not 0 <= raptor < len(state.raptors):
        return texts(f"{GAME}.raptor_name.any")
    return texts(f"{GAME}.raptor_name", area=area_name(texts, state.raptors[raptor]))


def t_rex_owner_name(texts: Texts, config: MatchConfig | None, owner: int) -> str:
    """'the neutral T-Rex' or 'Ben's T-Rex'."""
    if owner == NEUTRAL:
        return texts(f"{GAME}.t_rex.neutral")
    return texts(f"{GAME}.t_rex.of", player=player_name(config, owner))


# values in words -----------------------------------------------------------------------------


def readable_values(
    texts: Texts, config: MatchConfig | None, state: TriassicTerrorState | None, values: Mapping[str, Any]
) -> dict[str, Any]:
    """The core's values in words: areas, environments, habitats, tiles, cards, periods, seats."""
    result: dict[str, Any] = dict(values)
    for key in AREA_VALUES:
        if isinstance(values.get(key), int):
            result[key] = area_name(texts, values[key])
    for key in SEAT_VALUES:
        if isinstance(values.get(key), int):
            result[key] = player_name(config, values[key])
    if isinstance(values.get("environment"), int):
        result["environment"] = environment_name(texts, values["environment"])
    if isinstance(values.get("habitat"), int):
        result["habitat"] = habitat_place(texts, values["habitat"])
    for key in ("tile", "held"):
        if isinstance(values.get(key), str):
            result[key] = tile_name(texts, values[key])
    if isinstance(values.get("card"), int):
        result["card"] = card_name(texts, values["card"])
    if isinstance(values.get("period"), int):
        result["period"] = period_name(texts, values["period"])
    if isinstance(values.get("raptor"), int):
        result["raptor"] = raptor_name(texts, state, values["raptor"])
    if isinstance(values.get("replaced"), int):
        result["replaced"] = t_rex_owner_name(texts, config, values["replaced"])
    return result


def taken_text(
    texts: Texts,
    state: TriassicTerrorState | None,
    area: int,
    dinos: Sequence[int],
    config: MatchConfig | None = None,
) -> str:
    """Dinos a predator takes, given per habitat of the area, said herd by herd: '2 of Anna's
    dinos, 1 of Ben's', or without the players' names '2 from the herd of 5 on the large habitat'."""
    if state is None or not 0 <= area < len(state.herds):
        return texts(f"{GAME}.take.count", dinos=sum(dinos))
    herds = state.herds[area]
    items = []
    for position, count in enumerate(dinos):
        if not count or position >= len(herds):
            continue
        herd = herds[position]
        if config is not None:
            items.append(texts(f"{GAME}.take.of_player", dinos=count, player=player_name(config, herd.owner)))
        else:
            habitat = habitat_place(texts, position)
            items.append(texts(f"{GAME}.take.from_herd", dinos=count, size=herd.dinos, habitat=habitat))
    return texts.listing(items) if items else texts(f"{GAME}.take.nothing")


def placing_text(texts: Texts, state: TriassicTerrorState | None, dinos: Sequence[int]) -> str:
    """A card's dinos per area of its environment: '2 in the outer ring, 1 in the middle ring'."""
    parts = components()
    environment = state.placing if state is not None else NO_AREA
    areas = parts.areas_of(environment) if 0 <= environment < len(parts.environments) else ()
    items = [
        texts(f"{GAME}.place.item", ring=texts(f"{GAME}.ring_place.{parts.areas[area].ring}"), dinos=count)
        for area, count in zip(areas, dinos, strict=False)
        if count
    ]
    return ", ".join(items) if items else texts(f"{GAME}.take.count", dinos=sum(dinos))


# what the shell asks for -------------------------------------------------------------------------


def action_text(
    texts: Texts, state: TriassicTerrorState | None, action: Action, config: MatchConfig | None = None
) -> str:
    """One option in words. With ``config`` (the table has it) a predator's prey is named by owner."""
    key = f"{GAME}.action.{action.kind}"
    if isinstance(action, TakeFaceUpCard):
        return texts(key, card=card_name(texts, action.card))
    if isinstance(action, PickTile):
        return tile_option(texts, state, action.tile)
    if isinstance(action, NewEnvironment):
        return texts(key, environment=environment_name(texts, action.environment))
    if isinstance(action, PlaceDinos):
        return texts(key, dinos=placing_text(texts, state, action.dinos))
    if isinstance(action, HerdGrowth):
        big, small = components().actions.growth_dinos
        if action.three == NO_AREA:
            return texts(f"{key}.no_herd")
        three = area_name(texts, action.three)
        if action.two == NO_AREA:
            return texts(f"{key}.one_herd", three=three, big=big)
        return texts(key, three=three, two=area_name(texts, action.two), big=big, small=small)
    if isinstance(action, Hatch):
        if action.area == NO_AREA:
            return texts(f"{key}.no_herd")
        return texts(key, area=area_name(texts, action.area), dinos=components().actions.hatch_dinos)
    if isinstance(action, Migrate | PlaceWhiteDino | UseHatchCounter | UseVolcanoCounter | GiveCapture):
        return texts(key, area=area_name(texts, action.area))
    if isinstance(action, SendGroup | ScatterSurvivors):
        return texts(key, area=area_name(texts, action.area), dinos=action.dinos)
    if isinstance(action, SendTRex):
        return texts(key, area=area_name(texts, action.area), steps=action.steps)
    if isinstance(action, TRexEats):
        area = state.t_rex if state is not None else NO_AREA
        return texts(key, dinos=taken_text(texts, state, area, action.dinos, config))
    if isinstance(action, PterodactylRemoves):
        area = state.pterodactyl if state is not None else NO_AREA
        return texts(key, dinos=taken_text(texts, state, area, action.dinos, config))
    if isinstance(action, SendPterodactyl):
        if state is not None and state.pterodactyl == action.area:
            return texts(f"{key}.stay", area=area_name(texts, action.area))
        return texts(key, area=area_name(texts, action.area))
    if isinstance(action, SendRaptor):
        start = state.raptors[action.raptor] if state is not None else NO_AREA
        if start == action.area:
            return texts(f"{key}.stay", area=area_name(texts, action.area))
        return texts(key, start=area_name(texts, start), area=area_name(texts, action.area))
    if isinstance(action, RaptorAttacks):
        return texts(key, herd=attacked_herd(texts, state, action.seat, config))
    return texts(key)


def tile_option(texts: Texts, state: TriassicTerrorState | None, tile: str) -> str:
    """'Choose Hatch (space 3, with 2 white dinos)': where the tile lies tells when its picker acts."""
    key = f"{GAME}.action.pick_tile"
    if state is None or tile not in state.track:
        return tile_name(texts, tile)
    space = state.track.index(tile)
    white = state.track_white_dinos[space]
    values = {"tile": tile_name(texts, tile), "space": space + 1, "white_dinos": white}
    return texts(f"{key}.white" if white else key, **values)


def attacked_herd(
    texts: Texts, state: TriassicTerrorState | None, seat: int, config: MatchConfig | None
) -> str:
    """The herd a raptor may attack: by its owner when the names are known, else by size and habitat."""
    area = state.raptors[state.hunt.raptor] if state is not None and state.hunt.raptor >= 0 else NO_AREA
    herd = state.herd(area, seat) if state is not None and area != NO_AREA else None
    if herd is None or state is None:
        return player_name(config, seat) or texts(f"{GAME}.herd_text.any")
    if config is not None:
        return herd_text(texts, config, state, area, seat)
    habitat = habitat_place(texts, state.herds[area].index(herd))
    return texts(f"{GAME}.herd_text.unnamed", dinos=herd.dinos, habitat=habitat)


def decision_text(
    texts: Texts, config: MatchConfig, state: TriassicTerrorState | None, decision: Decision
) -> tuple[str, str]:
    """The prompt and the rule for it. A turn's hint starts with what the seat's tile does;
    Herd Migration asks for its herd, its groups or its captured dinos in turn."""
    values = readable_values(texts, config, state, decision.values)
    values["player"] = player_name(config, decision.seat)
    base = f"{GAME}.decision.{decision.kind}"
    if decision.kind == MIGRATE:
        phase = str(decision.values.get("phase", ""))
        values["dinos"] = decision.values.get("captured", 0)
        if not decision.values.get("migrated") and phase == "choose":
            phase = "first"
        if texts.has(f"{base}.{phase}.prompt"):
            base = f"{base}.{phase}"
    prompt, hint = texts(f"{base}.prompt", **values), texts(f"{base}.hint", **values)
    if decision.kind == TURN:
        tile = str(decision.values.get("tile", ""))
        hint = " ".join(part for part in (tile_rule(texts, tile), hint) if part)
    return prompt, hint


def event_text(
    texts: Texts, config: MatchConfig, state: TriassicTerrorState | None, event: Event
) -> str | None:
    values = readable_values(texts, config, state, event.values)
    values["player"] = player_name(config, event.seat)
    key = f"{GAME}.event.{event.kind}"
    if event.kind == "herds_grown" and event.values.get("two") == NO_AREA:
        key = f"{key}.one_herd"
    elif event.kind == "t_rex_sent" and event.values.get("replaced") == event.seat:
        key = f"{key}.own"
    elif event.kind in ("raptor_sent", "pterodactyl_sent") and event.values.get("start") == event.values.get(
        "area"
    ):
        key = f"{key}.stay"
    elif event.kind == "tile_taken" and not event.values.get("white_dinos"):
        key = f"{key}.alone"
    elif event.kind == "dominance_scored" and event.values.get("shared"):
        key = f"{key}.shared"
    elif event.kind == "period_scored" and event.values.get("specials"):
        key = f"{key}.specials"
    return texts(key, **values)


def violation_text(
    texts: Texts, config: MatchConfig, state: TriassicTerrorState | None, violation: Violation
) -> str:
    """The rule that refused an action, with its values in words."""
    return texts(violation.rule, **readable_values(texts, config, state, violation.values))


def suggestion_reason(
    texts: Texts, config: MatchConfig, state: TriassicTerrorState | None, decision: Decision, action: Action
) -> str:
    """A herd action without a herd has its own line; every other option has its kind's."""
    without_herd = (isinstance(action, HerdGrowth) and action.three == NO_AREA) or (
        isinstance(action, Hatch) and action.area == NO_AREA
    )
    return texts(f"{GAME}.suggest.no_herd") if without_herd else ""


def score_sources(texts: Texts, config: MatchConfig, state: TriassicTerrorState) -> list[ScoreSource]:
    """Points per source (habitats, presence, dominance) over the three scorings, as the core counts them."""
    return [
        ScoreSource(texts(f"{GAME}.score.{source}"), tuple(seat.earned[index] for seat in state.seats))
        for index, source in enumerate(SOURCES)
    ]
