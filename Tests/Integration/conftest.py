"""Shared fixtures for the integration suites: where the checkout is, and a built cardc."""
import os
import pathlib
import subprocess

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]

# A sheet whose second segment (line 6) is above every device's container: unreachable-state.
BAD_SHEET = """version: 1
name: Bad
kind: sheet
segments:
  - { name: low, height: 100 }
  - { name: high, height: 2000 }
"""


@pytest.fixture(scope="session")
def repo_root() -> pathlib.Path:
    return REPO


@pytest.fixture(scope="session")
def shared_dir() -> pathlib.Path:
    """shared/ sits beside the project root (the vendored SARIF schema is there)."""
    return REPO.parent / "shared"


@pytest.fixture(scope="session")
def cardc() -> str:
    """The debug cardc of this checkout, built incrementally once per session (CARDC overrides)."""
    if os.environ.get("CARDC"):
        return os.environ["CARDC"]
    subprocess.run(["swift", "build", "--product", "cardc"], cwd=REPO, check=True,
                   stdout=subprocess.DEVNULL)
    path = REPO / ".build" / "debug" / "cardc"
    assert path.is_file()
    return str(path)


_counts = {"passed": 0, "failed": 0, "skipped": 0}


def pytest_runtest_logreport(report):
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        if report.outcome == "passed":
            _counts["passed"] += 1
        elif report.outcome == "failed":
            _counts["failed"] += 1
        else:
            _counts["skipped"] += 1


def pytest_terminal_summary(terminalreporter):
    # The plain closing line CI reads for a suite that is not swift test.
    terminalreporter.write_line(
        f"integration: {_counts['passed']} passed, {_counts['failed']} failed, {_counts['skipped']} skipped")


def readme_example(name: str) -> str:
    """The code block of README.md between `<!-- example: NAME -->` and `<!-- /example -->`, so
    that the examples users copy are the ones the tests run."""
    text = (REPO / "README.md").read_text()
    start = text.index(f"<!-- example: {name} -->")
    end = text.index("<!-- /example -->", start)
    block = text[start:end]
    body = block[block.index("```"):]
    body = body[body.index("\n") + 1:]
    return body[:body.rindex("```")]


@pytest.fixture(scope="session")
def release(tmp_path_factory) -> pathlib.Path:
    """The folder `Scripts/release.sh` wrote, run once per session (a release build: minutes;
    CARDC_RELEASE names a folder it wrote before, for work on these tests)."""
    if os.environ.get("CARDC_RELEASE"):
        return pathlib.Path(os.environ["CARDC_RELEASE"])
    out = tmp_path_factory.mktemp("release") / "out"
    result = subprocess.run(["bash", str(REPO / "Scripts" / "release.sh"), str(out)], cwd=REPO,
                            capture_output=True, text=True, timeout=3600)
    assert result.returncode == 0, result.stdout + result.stderr[-5000:]
    return out
