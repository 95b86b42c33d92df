"""Triassic Terror's names: environments, rings, areas, habitats, tiles, periods, cards, herds
and predators, as the table and the log say them.

Each name is a catalogue text (i18n/triassic_terror/<lang>.yaml) found from the core's index or
id: area 4 is "Desert, middle ring", habitat 0 "large", tile "herd_growth" "Herd Growth".
"""

from __future__ import annotations

from core.engine.protocol import UNKNOWN, MatchConfig
from core.games.triassic_terror.components import components
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import NEUTRAL, TriassicTerrorState
from desktop.text import Texts

GAME = "triassic_terror"


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


SOFT_HYPHEN = "\u00ad"


def tile_name(texts: Texts, tile: str, breakable: bool = False) -> str:
    """'Herd Growth'. A catalogue may mark where a long word breaks with a soft hyphen: it is
    kept only for a ``breakable`` name (the tiles on the track), left out everywhere else."""
    name = texts(f"{GAME}.tile.{tile}") if tile else texts(f"{GAME}.tile.none")
    return name if breakable else name.replace(SOFT_HYPHEN, "")


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
    """'Swamp card' (a card is known by its environment); a card nobody may see is 'hidden card'."""
    environments = components().card_environments
    if card == UNKNOWN or not 0 <= card < len(environments):
        return texts(f"{GAME}.card.hidden")
    return texts(f"{GAME}.card.{components().environments[environments[card]].id}")


def player_name(config: MatchConfig | None, seat: int | None) -> str:
    if config is None or seat is None or not 0 <= seat < config.player_count:
        return ""
    return config.players[seat].name


def herd_text(texts: Texts, config: MatchConfig, state: TriassicTerrorState, area: int, seat: int) -> str:
    """'Anna's herd of 5 dinos and the T-Rex on the large habitat', or that the seat has none there."""
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


def side_note(texts: Texts, players: int) -> str:
    """'Board side for 2–4 players: the small habitats score nothing.' (the counts from the components)."""
    sides = components().side
    side = sides[players]
    counts = sorted(count for count, other in sides.items() if other == side)
    shown = f"{counts[0]}–{counts[-1]}" if len(counts) > 1 else str(counts[0])
    return texts(f"{GAME}.setup.side.{side}", counts=shown)
