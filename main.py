"""Arena Table: a 3D tabletop for arena-combat board games, with the rules enforced.

    python main.py [play|simulate|render|record|validate|bench] ...    (play is the default)
    python main.py COMMAND --help

Set up and start with `bash .ci/play` (it makes .venv on Python 3.12 and installs everything).
Each command lives in its own module and is imported only when used, so a command whose module
has not landed yet says so in one line. Mistakes (a bad file, an illegal action, a bad setup)
are one line on stderr and exit status 2, never a traceback.

ARENA_PACKS=mod1,mod2 imports extra rule-pack modules first (packs in development, the tests'
toy pack) so every command can use them.

This file must stay parseable by old Pythons (no match, no walrus) so that the version check
below can run and explain itself.
"""
import argparse
import importlib
import importlib.util
import os
import re
import sys

NEEDED = (3, 12)

# command -> (module, handler function); each handler is run(args) -> exit status
HANDLERS = {
    "play": ("scenes.app", "run"),
    "simulate": ("game.simulate", "run"),
    "render": ("scenes.capture", "run_render"),
    "record": ("scenes.capture", "run_record"),
    "validate": ("game.validate", "run"),
    "bench": ("game.bench", "run"),
    "edit": ("scenes.workshop.editor", "run"),
}


def python_problem(version_info):
    """One line saying what to do when this is not Python 3.12, else None."""
    if tuple(version_info[:2]) == NEEDED:
        return None
    return ("Arena Table needs Python %d.%d (this is %d.%d): run `bash .ci/play`, which sets up "
            ".venv with Python 3.12 and everything else, then starts the table"
            % (NEEDED + tuple(version_info[:2])))


# ----------------------------------------------------------------------------- argument types

class At(tuple):
    """--at ROUND[.ACTION]: `round` (0 = the set-up, before round 1) and `action` (the Nth
    action of that round, None: the end of the round)."""

    def __new__(cls, round_, action=None):
        return tuple.__new__(cls, (round_, action))

    @property
    def round(self):
        return self[0]

    @property
    def action(self):
        return self[1]

    def __repr__(self):
        return "At(round=%r, action=%r)" % self


def size_type(text):
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", text)
    if not m or not (16 <= int(m.group(1)) <= 8192 and 16 <= int(m.group(2)) <= 8192):
        raise argparse.ArgumentTypeError(
            "%r is not a size: use WxH with whole numbers from 16 to 8192, e.g. 1280x720" % text)
    return (int(m.group(1)), int(m.group(2)))


def at_type(text):
    m = re.fullmatch(r"(\d+)(?:\.(\d+))?", text.strip())
    if not m:
        raise argparse.ArgumentTypeError(
            "%r is not a position: use ROUND or ROUND.ACTION, e.g. 3 or 3.2" % text)
    return At(int(m.group(1)), int(m.group(2)) if m.group(2) is not None else None)


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError("%r is not a whole number of at least 1" % text)
    return value


def speed_type(text):
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0.25 <= value <= 8:
        raise argparse.ArgumentTypeError("%r is not a speed from 0.25 to 8 (1 is the game's own pace)" % text)
    return value


def seed_type(text):
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a whole number" % text)


def seats_type(text):
    """'ai:hard,ai:easy' -> ['ai:hard', 'ai:easy']; each seat is KIND or KIND:LEVEL."""
    seats = [s.strip() for s in text.split(",")]
    for s in seats:
        if not re.fullmatch(r"[a-z][a-z0-9_-]*(:[a-z0-9_.-]+)?", s):
            raise argparse.ArgumentTypeError(
                "%r is not a seat list: use KIND[:LEVEL] separated by commas, e.g. ai:hard,ai:easy"
                % text)
    return seats


# ----------------------------------------------------------------------------- the parser

def _picture_options(p) -> None:
    """What `render` and `record` both choose: whose view, the look, the side panels."""
    p.add_argument("--view", metavar="SEAT", help="what one seat saw (its secrets, not the others'), "
                   "not the referee's whole view")
    p.add_argument("--quality", choices=("fast", "high"), default=None,
                   help="high: cast shadows and multisampling (slower; default fast, the table's look)")
    p.add_argument("--hud", choices=("full", "compact", "none"), default=None,
                   help="the side panels: full, compact (names and life, large: the default "
                        "below 500 pixels high) or none")


def build_parser():
    p = argparse.ArgumentParser(
        prog="main.py",
        description="Arena Table: a 3D tabletop for arena-combat board games, rules enforced. "
                    "With no command, `play` opens the table.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the 3D table (the default)",
                          description="Open the 3D table: menus, hot-seat play, computer players.")
    play.add_argument("--load", metavar="SAVE", help="continue a saved game")
    play.add_argument("--arena", metavar="NAME", help="start a new game in this arena")
    play.add_argument("--ruleset", metavar="ID", help="the game: ninja-arena (default), morituri, "
                      "chaos-arena, gladiator or ceremony")
    play.add_argument("--seats", type=seats_type, metavar="KIND:LEVEL,...",
                      help="who sits where, e.g. human,ai:hard (default: you against ai:normal)")
    play.add_argument("--setup", metavar="JSON",
                      help="with --ruleset: the game's set-up as a JSON object or file, e.g. "
                           "'{\"mode\": \"master\"}' for the Master of Ceremonies")
    play.add_argument("--roster", metavar="NAME",
                      help="Gladiator: your characters from saves/rosters/NAME.json (a solo game "
                           "against the computer's creatures); their experience is written back")
    play.add_argument("--guide", action="store_true",
                      help="the guided first game of --ruleset (or Ninja Arena): you against the "
                           "easy computer, prompts walking through the key actions (--setup keys "
                           "are added to its set-up, e.g. a round limit)")
    play.add_argument("--size", type=size_type, metavar="WxH", help="window size, e.g. 1280x720")
    play.add_argument("--offscreen", action="store_true", help="render without a window (tests)")
    play.add_argument("--quit-after-frames", type=positive_int, metavar="N",
                      help="quit after N frames (tests)")

    sim = sub.add_parser(
        "simulate", help="run a staged fight, or many computer-vs-computer games",
        description="Either run one staged fight (STAGE.json) and print its events, or play "
                    "--games N games between computer seats.",
        epilog="examples: simulate saves/stage.json --json;  simulate --ruleset ninja-arena "
               "--arena castle --seats ai:hard,ai:easy --games 20 --seed 1")
    sim.add_argument("stage", nargs="?", metavar="STAGE.json", help="a staged fight or save")
    sim.add_argument("--json", action="store_true", help="print events as JSON lines")
    sim.add_argument("--out", metavar="SAVE", help="write the finished game as a save")
    sim.add_argument("--ruleset", metavar="ID", help="rule pack id, e.g. ninja-arena")
    sim.add_argument("--arena", metavar="NAME", help="arena to play in")
    sim.add_argument("--seats", type=seats_type, metavar="KIND:LEVEL,...",
                     help="one entry per seat, e.g. ai:hard,ai:easy")
    sim.add_argument("--games", type=positive_int, metavar="N", help="number of games")
    sim.add_argument("--seed", type=seed_type, metavar="S", help="seed of the first game")
    sim.add_argument("--setup", metavar="JSON",
                     help="with --games: keys over the game's own set-up as a JSON object or file, "
                          "e.g. '{\"rounds\": 6}' or the Master of Ceremonies' gladiators")
    sim.add_argument("--save-dir", metavar="DIR", help="write every game's save here")
    sim.add_argument("--workers", type=positive_int, metavar="N", help="processes to use")
    sim.add_argument("--check", action="store_true",
                     help="with --games: check the conformance invariants at every action "
                          "(views and events keep secrets, legal actions apply, saves reload); "
                          "the first violation is one line and exit status 1")
    sim.add_argument("--league", action="store_true",
                     help="every computer level against every other (random, easy, normal, "
                          "hard), --games N a pairing: the table and an Elo-like rating")
    sim.add_argument("--bridge", metavar="A,B/C,D",
                     help="Morituri tournament on the narrow bridge: each side's fighters in "
                          "order, sides split by '/', e.g. killer,swordswoman/barbarian,goblins")
    sim.add_argument("--carry", action="store_true",
                     help="with --bridge: survivors keep their Condition and used cards "
                          "(default: fresh for every fight)")

    ren = sub.add_parser("render", help="take a picture of a moment of a game (headless)",
                         description="Render one moment of a save or staged fight to a PNG.")
    ren.add_argument("source", metavar="SAVE_OR_STAGE")
    ren.add_argument("--at", type=at_type, required=True, metavar="ROUND[.ACTION]",
                     help="the moment: a round, or an action within it (e.g. 3 or 3.2)")
    ren.add_argument("--out", required=True, metavar="PNG")
    ren.add_argument("--size", type=size_type, default=(1280, 720), metavar="WxH",
                     help="picture size (default 1280x720)")
    ren.add_argument("--camera", metavar="NAME", help="auto (the default: the moment's figures framed), "
                     "a named view (default, top, close, side), or eye:FIGURE (through a figure's eyes)")
    _picture_options(ren)

    rec = sub.add_parser("record", help="film a game to MP4 or GIF (headless)",
                         description="Play a save or staged fight through and encode an MP4 "
                                     "(or, with --gif, an animated GIF).")
    rec.add_argument("source", metavar="SAVE_OR_STAGE")
    rec.add_argument("--out", required=True, metavar="MP4_OR_GIF")
    rec.add_argument("--gif", action="store_true",
                     help="write an animated GIF (--out NAME.gif; 15 frames/s unless --fps)")
    rec.add_argument("--fps", type=positive_int, default=None, metavar="N",
                     help="frames per second (default 30, a GIF 15)")
    rec.add_argument("--size", type=size_type, default=(1280, 720), metavar="WxH",
                     help="video size (default 1280x720)")
    rec.add_argument("--camera", metavar="NAME", help="auto (the default: a shot for every event) or a "
                     "named view kept still (default, top, close, side)")
    rec.add_argument("--from", dest="first", type=int, metavar="R", help="film from round R")
    rec.add_argument("--to", dest="last", type=int, metavar="R", help="film to round R (its end)")
    rec.add_argument("--highlights", action="store_true",
                     help="only the blows, shots, spells, falls, defeats and the end, under a minute")
    rec.add_argument("--speed", type=speed_type, default=None, metavar="X",
                     help="the game's pace: 2 plays twice as fast, 0.5 at half speed (0.25 to 8)")
    _picture_options(rec)

    val = sub.add_parser("validate", help="check save files",
                         description="Check save files: format, schema, replay, snapshot.")
    val.add_argument("saves", nargs="+", metavar="SAVE")

    ed = sub.add_parser("edit", help="the arena workshop: build and check an arena",
                        description="Edit an arena (a name in saves/arenas/ or shipped, or a "
                                    "board file), or a blank one, for a game; the game says what "
                                    "is wrong with it; Ctrl+S saves to saves/arenas/NAME.json.")
    ed.add_argument("arena", nargs="?", metavar="ARENA", help="the arena to edit (default: a blank one)")
    ed.add_argument("--ruleset", metavar="ID", help="the game: ninja-arena (default), gladiator, "
                    "chaos-arena or ceremony")
    ed.add_argument("--new", action="store_true", help="start blank and save under ARENA's name")
    ed.add_argument("--random", type=int, metavar="SEED", help="start from a random arena")
    ed.add_argument("--symmetry", type=int, choices=(1, 2, 4), help="mirror symmetry while painting")
    ed.add_argument("--stage", action="store_true",
                    help="start by placing figures for a staged fight (the arena is saved first)")
    ed.add_argument("--size", type=size_type, metavar="WxH", help="window size, e.g. 1280x720")
    ed.add_argument("--shot", metavar="PNG", help="write a picture of the editor and quit (no window)")

    ben = sub.add_parser("bench", help="measure speed as ratios to a reference",
                         description="Run the benchmark suites; each figure is given as a "
                                     "ratio to a reference measured in the same run.")
    ben.add_argument("--quick", action="store_true", help="small sizes (tests, a quick look)")
    ben.add_argument("--only", metavar="NAME", help="run one suite")
    return p


def normalise(argv):
    """No command (or only options) means play."""
    argv = list(argv)
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        return ["play"] + argv
    return argv


# ----------------------------------------------------------------------------- dispatch

def find_handler(command):
    """The handler function, or a one-line reason it cannot run (str)."""
    module_name, func_name = HANDLERS[command]
    missing = "%s: not available yet (%s %s() has not landed)" % (
        command, module_name.replace(".", "/") + ".py", func_name)
    try:
        spec = importlib.util.find_spec(module_name)
    except ModuleNotFoundError:
        spec = None
    if spec is None:
        return missing
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        if getattr(e, "name", None) == module_name:
            return missing
        hint = " (run `bash .ci/play` to set up)" if isinstance(e, ModuleNotFoundError) else ""
        return "%s: cannot load %s: %s: %s%s" % (command, module_name, type(e).__name__, e, hint)
    handler = getattr(module, func_name, None)
    if not callable(handler):
        return missing
    return handler


def load_extra_packs():
    """Import the modules named in ARENA_PACKS; a one-line problem (str) or None."""
    for name in filter(None, (n.strip() for n in os.environ.get("ARENA_PACKS", "").split(","))):
        try:
            importlib.import_module(name)
        except ImportError as e:
            return "ARENA_PACKS: cannot import %s (%s)" % (name, e)
    return None


def _one_line(e):
    """A user-facing exception as one line."""
    try:
        from pydantic import ValidationError
    except ImportError:  # pragma: no cover - only outside the venv
        ValidationError = ()
    if ValidationError and isinstance(e, ValidationError):
        err = e.errors()[0]
        where = ".".join(str(x) for x in err.get("loc", ()))
        more = " (and %d more)" % (e.error_count() - 1) if e.error_count() > 1 else ""
        text = "%s: %s%s%s" % (e.title, where + ": " if where else "", err["msg"], more)
    elif isinstance(e, OSError) and e.filename:
        text = "%s: %s" % (e.filename, e.strerror or e)
    else:
        text = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
    try:  # never a whole 10 MB value echoed from a file
        from rules.core.jsonfile import one_line
    except ImportError:  # pragma: no cover - only outside the venv
        return " ".join(text.split()) or type(e).__name__
    return one_line(text) or type(e).__name__


def _user_error_types():
    """The exceptions that are the user's mistake: printed as one line, exit 2."""
    types = []
    for module, names in (("game.errors", ["UserError"]),
                          ("rules.core.jsonfile", ["FileProblem"]),
                          ("rules.core.engine", ["IllegalAction", "BadSetup"]),
                          ("pydantic", ["ValidationError"])):
        try:
            mod = importlib.import_module(module)
        except ImportError:
            continue
        types += [getattr(mod, n) for n in names]
    return tuple(types)


def _is_registry_key_error(e):
    # The registry's "unknown ruleset 'x' (known: ...)" is a sentence; a bare KeyError('x')
    # from a bug is not, and keeps its traceback.
    return isinstance(e, KeyError) and e.args and isinstance(e.args[0], str) and " " in e.args[0]


def main(argv=None):
    problem = python_problem(sys.version_info)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    args = build_parser().parse_args(normalise(sys.argv[1:] if argv is None else argv))
    from game.startup import quiet_collector
    with quiet_collector():          # the imports: no collector passes over them (start-up)
        user_errors = _user_error_types()
    try:
        with quiet_collector():
            handler = load_extra_packs() or find_handler(args.command)
        if isinstance(handler, str):
            print(handler, file=sys.stderr)
            return 1
        return int(handler(args) or 0)
    except KeyboardInterrupt:
        print("%s: interrupted" % args.command, file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except user_errors + (OSError,) as e:
        if isinstance(e, OSError) and not e.filename:
            raise
        print(_one_line(e), file=sys.stderr)
        return 2
    except KeyError as e:
        if not _is_registry_key_error(e):
            raise
        print(_one_line(e), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
