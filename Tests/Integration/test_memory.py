"""cardc under valgrind's memcheck: no memory read outside what was allocated, and nothing lost,
on inputs that take the decoder's and reader's rarer paths (unknown and misspelt keys, keys before
`kind`, anchors, a syntax error that leaves libyaml's parser mid-document before the next file).
Memory that grows with the input is what a pre-commit run over a large repository or the language
server would pay for; a read past an allocation can crash on another machine."""
import re
import shutil
import subprocess

import pytest

from conftest import REPO

SPECS = {
    # keys before `kind` wait for it; one is unknown to the kind, one misspelt
    "early.card.yaml": """version: 1
name: Early
segmnts: [{ name: a, height: 10 }]
header: { height: 40 }
kind: sheet
segments:
  - { name: low, height: 100 }
  - { name: high, height: 50% }
initial: hgh
""",
    # unknown and misspelt keys in nested mappings, an alias read twice
    "nested.card.yaml": """version: 1
name: Nested
kind: stack
base: &b { cornerRadius: 4, shadw: { opacity: 0.5 } }
appearance: *b
cards:
  - { name: one, hieght: 30 }
  - { name: two, height: 40, colour: red }
collapsed: { visble: 2 }
""",
    # no kind at all: the keys that waited are judged unknown
    "nokind.card.yaml": """version: 1
name: NoKind
segments: [{ name: a, height: 10 }]
thresholds: { upward: 40 }
""",
    # a syntax error inside a flow mapping: libyaml stops with tokens queued, then the
    # parser is reused for the next file
    "broken.card.yaml": """version: 1
name: Broken
kind: deck
cards: [{ name: a, height: 10 }, { name: b
swipe: { left: dismiss
""",
    # a stream of documents, one with a repeated key and an unknown kind
    "stream.card.yaml": """version: 1
name: First
kind: carousel
pages: [{ name: p1 }, { name: p2 }]
pges: 3
---
version: 1
name: Second
name: Again
kind: shelf
---
version: 1
name: Third
kind: sheet
segments: [{ name: only, height: 100 }]
""",
}


def test_lint_neither_loses_memory_nor_reads_outside_it(cardc, tmp_path):
    if shutil.which("valgrind") is None:
        pytest.fail("valgrind is not installed (.ci/run installs it)")
    folder = tmp_path / "specs"
    folder.mkdir()
    for name, text in SPECS.items():
        (folder / name).write_text(text)
    for example in sorted((REPO / "examples").glob("*.card.yaml")):
        shutil.copy(example, folder / example.name)
    plain = subprocess.run([cardc, "lint", "--format", "json", "specs"], cwd=tmp_path, capture_output=True, timeout=120)
    assert plain.returncode == 1, plain.stderr.decode()
    checked = subprocess.run(
        ["valgrind", "--leak-check=full", "--num-callers=60", "--show-leak-kinds=definite,indirect",
         "--errors-for-leak-kinds=definite,indirect", "--error-exitcode=99",
         f"--suppressions={REPO / 'Tests/Sanitizers/memcheck.supp'}",
         cardc, "lint", "--format", "json", "specs"],
        cwd=tmp_path, capture_output=True, timeout=900)
    log = checked.stderr.decode(errors="replace")
    assert checked.returncode == 1, log[-6000:]
    assert re.search(r"ERROR SUMMARY: 0 errors", log), log[-6000:]
    # memcheck changes nothing cardc says
    assert checked.stdout == plain.stdout
