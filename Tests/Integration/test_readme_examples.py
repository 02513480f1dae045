"""The README's copy-paste examples, run: the GitHub Actions job's lint step writes the SARIF file
its upload step names, and that file is valid SARIF with the spec's findings."""
import json
import os
import pathlib
import subprocess
from urllib.parse import unquote

import jsonschema
import yaml

from conftest import BAD_SHEET, readme_example




def test_github_actions_job_uploads_what_its_lint_step_writes(cardc, tmp_path, shared_dir):
    workflow = yaml.safe_load(readme_example("github-actions"))
    job = workflow["jobs"]["cardc"]
    assert job["permissions"]["security-events"] == "write"
    steps = job["steps"]
    build = next(s for s in steps if "swift build" in s.get("run", ""))
    lint = next(s for s in steps if "cardc lint" in s.get("run", ""))
    upload = next(s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert steps.index(build) < steps.index(lint) < steps.index(upload)
    assert "libyaml-dev" in build["run"] and ".cardc/.build/release" in build["run"]
    # The upload must run when the lint step fails, which it does on errors.
    assert upload["if"].startswith("always()")

    (tmp_path / "Cards").mkdir()
    (tmp_path / "Cards" / "bad.card.yaml").write_text(BAD_SHEET)
    env = dict(os.environ, PATH=str(pathlib.Path(cardc).parent) + os.pathsep + os.environ["PATH"])
    # Actions runs `run:` with bash -e.
    proc = subprocess.run(["bash", "-e", "-c", lint["run"]], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 1, proc.stderr

    sarif = json.loads((tmp_path / upload["with"]["sarif_file"]).read_text())
    schema = json.loads((shared_dir / "vendor" / "sarif-schema-2.1.0.json").read_text())
    jsonschema.Draft4Validator(schema).validate(sarif)
    results = sarif["runs"][0]["results"]
    locations = {(unquote(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]), r["ruleId"]) for r in results}
    assert ("Cards/bad.card.yaml", "unreachable-state") in locations


def test_simulate_example_prints_what_the_readme_shows(cardc):
    block = readme_example("simulate")
    command, expected = block.split("\n", 1)
    assert command.startswith("$ cardc simulate ")
    args = command.split()[2:]
    proc = subprocess.run([cardc, *args], cwd=pathlib.Path(__file__).resolve().parents[2], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected
