"""The referee's view of a Gladiator fight, for films and stills (issue 17)."""


def test_the_referees_view_shows_every_sides_life_and_a_spectators_none():
    """Films and stills show a finished fight as the referee knows it (issue 17: Gladiator's
    films showed no life); a spectator still sees no SH, a side only its own."""
    from rules import registry
    from rules.core.engine import REFEREE
    pack = registry.get("gladiator")
    st = pack.new_game({}, 3)
    with_stats = lambda seat: {f["side"] for f in pack.view(st, seat)["figures"] if "stats" in f}  # noqa: E731
    assert with_stats(REFEREE) == {"west", "east"}
    assert with_stats(None) == set() and with_stats("west") == {"west"}


def test_a_film_of_a_gladiator_fight_carries_every_figures_life():
    from scenes.timeline import load_source
    src = load_source("saves/gladiator-solo-grim.json")
    for view in [src.first_view] + [s.view for s in src.steps]:
        assert all("stats" in f for f in view["figures"])
