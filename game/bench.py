"""`main.py bench [--quick] [--only NAME]`: speed, as ratios against a reference measured in the
same run (never absolute times: machines differ, ratios travel).

A suite is a function `suite(quick: bool) -> [(label, value, reference_value, unit), ...]`
registered by name; `value / reference_value` is printed as the ratio, so both should be rates
of the same unit (higher is faster). Register with the decorator:

    from game.bench import suite, rate

    @suite("ninja-ai")
    def _ai(quick):
        n = 20 if quick else 500
        return [("plans per second vs random plans", rate(plan_once, n), rate(random_plan, n), "plans/s")]

Suites outside game/ live in the modules listed in OPTIONAL_SUITE_MODULES, imported only when the
bench command runs (a module not written yet is passed over; one that fails to import is
reported). scenes.bench is named here only as a string: game/ never imports scenes itself.
"""
from __future__ import annotations

import importlib
import importlib.util
import random
import sys
import time
from typing import Callable

from game.errors import UserError

Result = tuple[str, float, float, str]            # (label, value, reference_value, unit)
Suite = Callable[[bool], list[Result]]

SUITES: dict[str, Suite] = {}
OPTIONAL_SUITE_MODULES = ("rules.ninja_arena.bench", "game.ai.bench", "scenes.bench")


def suite(name: str) -> Callable[[Suite], Suite]:
    def register(fn: Suite) -> Suite:
        SUITES[name] = fn
        return fn
    return register


def rate(fn: Callable[[], object], count: int, repeat: int = 3) -> float:
    """Calls per second of fn(), best of `repeat` runs of `count` calls."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(count):
            fn()
        best = min(best, time.perf_counter() - start)
    return count / max(best, 1e-9)


def load_optional_suites() -> list[str]:
    """Import the suite modules that exist; one line per module that fails to import."""
    problems = []
    for name in OPTIONAL_SUITE_MODULES:
        try:
            if importlib.util.find_spec(name) is None:
                continue
        except ModuleNotFoundError:          # its package is not there yet
            continue
        try:
            importlib.import_module(name)
        except Exception as e:  # a broken suite must not hide the others' figures
            problems.append(f"bench: suite module {name} failed to import ({type(e).__name__}: {e})")
    return problems


# ----------------------------------------------------------------------------- built-in suites

@suite("dice")
def _dice(quick: bool) -> list[Result]:
    """Our PCG64 d6 (rules/core/dice.py) against the standard library's randint."""
    from rules.core.dice import Dice

    n = 2_000 if quick else 200_000
    dice, ref = Dice.from_seed(1), random.Random(1)
    return [("Dice.die() vs random.randint(1, 6)", rate(dice.die, n), rate(lambda: ref.randint(1, 6), n), "rolls/s")]


def _available_packs() -> list:
    from rules import registry

    packs = []
    for pack_id in registry.all_ids():
        try:
            packs.append(registry.get(pack_id))
        except (KeyError, ImportError):
            continue  # registered but not written yet
    return packs


def _plain_dict_step(state: dict) -> dict:
    """The reference: what an action costs as bare dict work (copy the state, move a figure,
    note an event), with no rules at all."""
    new = {k: dict(v) for k, v in state.items()}
    fig = new["figures"]
    fig["x"] = (fig["x"] + 1) % 8
    new["log"] = {"last": ("moved", fig["x"])}
    return new


@suite("packs")
def _packs(quick: bool) -> list[Result]:
    """Random-game actions per second through a Session, for every available pack, against
    the plain dict loop."""
    from game.session import Session

    results = []
    n_ref = 2_000 if quick else 100_000
    ref_state = {"figures": {"x": 0, "y": 0, "life": 5}, "dice": {"state": 1}, "log": {}}
    reference = rate(lambda: _plain_dict_step(ref_state), n_ref)
    for pack in _available_packs():
        setups = pack.example_setups() if hasattr(pack, "example_setups") else [pack.setup_model().model_dump(mode="json")]
        target = 200 if quick else 5_000
        rng = random.Random(7)
        done, elapsed, seed = 0, 0.0, 0
        while done < target:
            session = Session(pack, setups[0], seed)
            seed += 1
            start = time.perf_counter()
            while not session.finished and done < target:
                seat = rng.choice(sorted(session.to_act()))
                session.act(seat, rng.choice(session.legal_actions(seat)))
                done += 1
            elapsed += time.perf_counter() - start
        results.append((f"{pack.id}: random-game actions vs plain dict steps",
                        done / max(elapsed, 1e-9), reference, "actions/s"))
    return results


# ----------------------------------------------------------------------------- the command

def _num(v: float) -> str:
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}"


def format_result(suite_name: str, result: Result) -> str:
    label, value, reference, unit = result
    ratio = value / reference if reference else float("nan")
    return (f"{suite_name}: {label}: {_num(value)} {unit}, reference {_num(reference)} {unit}, "
            f"ratio {ratio:.3f}")


def run_suites(names: list[str], quick: bool, out=print) -> int:
    count = 0
    for name in names:
        results = SUITES[name](quick)
        if not results:
            out(f"{name}: nothing to measure yet")
        for result in results:
            out(format_result(name, result))
            count += 1
    return count


def run(args) -> int:
    problems = load_optional_suites()
    for line in problems:
        print(line, file=sys.stderr)
    if args.only and args.only not in SUITES:
        raise UserError(f"bench: no suite named {args.only!r} (known: {', '.join(sorted(SUITES))})")
    names = [args.only] if args.only else sorted(SUITES)
    run_suites(names, args.quick)
    return 1 if problems else 0
