"""For simulate --check tests with worker processes: importing this module (a job's "import")
registers the toy whose events leak (tests/rules/test_conformance.LeakyEventsToy) in the worker.
The test process itself registers it only for the test (monkeypatch), never by importing this."""
from rules import registry
from tests.rules.test_conformance import LeakyEventsToy

RULESET = registry.register(LeakyEventsToy())
