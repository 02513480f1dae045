"""File names given on cardc's command line, as a shell passes them: bytes. A name that is not
UTF-8 names its file (not a U+FFFD-repaired name that names nothing), and a name holding a line
break or a terminal escape never prints a line of its own on standard error."""
import json
import os
import subprocess

from conftest import BAD_SHEET

GOOD = b"""version: 1
name: Good
kind: sheet
segments:
  - { name: low, height: 100 }
  - { name: high, height: 50% }
"""


def run(cardc, *args, cwd):
    """cardc with each argument passed as the bytes given."""
    return subprocess.run([os.fsencode(cardc), *args], cwd=cwd, capture_output=True)


def test_a_spec_named_in_bytes_that_are_not_utf8_is_read(cardc, tmp_path):
    name = b"caf\xe9\xff.card.yaml"
    (tmp_path / os.fsdecode(name)).write_bytes(BAD_SHEET.encode())
    text = run(cardc, b"lint", name, cwd=tmp_path)
    assert text.returncode == 1, text.stderr
    lines = text.stdout.decode().splitlines()
    assert lines and all(line.startswith("caf\\xE9\\xFF.card.yaml:") for line in lines), lines
    assert b"cannot read" not in text.stderr
    report = json.loads(run(cardc, b"lint", b"--format", b"json", name, cwd=tmp_path).stdout)
    assert report and {d["file"] for d in report} == {"caf\\xE9\\xFF.card.yaml"}


def fix_misspelt_spec(cardc, tmp_path, name: bytes):
    """`lint --fix` of a spec named `name` whose `segments` is misspelt: it exits 0 and leaves
    the spec corrected. The run, for what it printed."""
    (tmp_path / os.fsdecode(name)).write_bytes(GOOD.replace(b"segments:", b"segmnts:"))
    fixed = run(cardc, b"lint", b"--fix", name, cwd=tmp_path)
    assert fixed.returncode == 0, fixed.stderr
    assert (tmp_path / os.fsdecode(name)).read_bytes() == GOOD
    return fixed


def test_generate_and_fix_take_such_a_name_too(cardc, tmp_path):
    name = b"g\xfe.card.yaml"
    fix_misspelt_spec(cardc, tmp_path, name)
    generated = run(cardc, b"generate", b"--output", b"out", name, cwd=tmp_path)
    assert generated.returncode == 0, generated.stderr
    assert (tmp_path / "out" / "Good.swift").is_file()


def test_fix_names_a_file_with_a_line_break_as_lint_does(cardc, tmp_path):
    # Shown with a space, `a b.card.yaml` would be another file: the break is `\u{A}`, as in
    # lint's own lines.
    fixed = fix_misspelt_spec(cardc, tmp_path, b"a\nb.card.yaml")
    lines = fixed.stderr.decode().splitlines()
    assert any(line.startswith("cardc: fixed 1 problem in a\\u{A}b.card.yaml: ") for line in lines), lines
    assert not any("a b.card.yaml" in line for line in lines), lines


def test_a_file_named_like_standard_input_is_named_by_its_path(cardc, tmp_path):
    (tmp_path / "<stdin>").write_text(BAD_SHEET)
    named = run(cardc, b"lint", b"<stdin>", cwd=tmp_path)
    assert named.returncode == 1, named.stderr
    lines = named.stdout.decode().splitlines()
    assert lines and all(line.startswith("./<stdin>:") for line in lines), lines
    piped = subprocess.run([cardc, "lint", "-"], cwd=tmp_path, input=BAD_SHEET.encode(), capture_output=True)
    assert piped.returncode == 1 and piped.stdout.decode().startswith("<stdin>:"), piped.stdout


def test_a_missing_name_with_a_line_break_is_one_line_on_standard_error(cardc, tmp_path):
    forged = b"cardc: 0 files, 0 cards: 0 errors, 0 warnings"
    for name in (b"x\n" + forged, b"x\r" + forged, b"x\x1b[2K" + forged, b"x\xff\n" + forged):
        result = run(cardc, b"lint", name, cwd=tmp_path)
        assert result.returncode == 2
        lines = result.stderr.split(b"\n")
        assert lines[-1] == b"", result.stderr
        assert not any(line.startswith(b"cardc: 0 files") for line in lines), result.stderr
        assert all(b"\r" not in line and b"\x1b" not in line and b"\xff" not in line for line in lines), result.stderr
        assert result.stderr.startswith(b"cardc: error: cannot read x"), result.stderr


def lines_of(stream: bytes):
    """Each line, with the check that the stream ends in a line break."""
    assert stream == b"" or stream.endswith(b"\n"), stream
    return stream.split(b"\n")[:-1]


def assert_visible(stream: bytes):
    """No raw control character, escape or non-UTF-8 byte reaches the terminal."""
    for line in lines_of(stream):
        assert not any(b < 0x20 and b != 0x09 for b in line), stream
        line.decode("utf-8")  # raises on bytes that are not UTF-8
        assert "\u202e" not in line.decode() and "\U0010ffff" not in line.decode(), stream


HOSTILE = b"N\n\x1b[31mINJ\xff"


def test_an_option_written_with_equals_is_shown_visibly(cardc, tmp_path):
    for option in (b"--format=", b"--max-depth=", b"--x\x1b\nINJ="):
        result = run(cardc, b"lint", option + HOSTILE, b"x.card.yaml", cwd=tmp_path)
        assert result.returncode == 2
        assert_visible(result.stderr)
        assert not any(line.startswith(b"\x1b") or line.startswith(b"INJ") for line in lines_of(result.stderr)), result.stderr


def test_generate_and_preview_show_a_hostile_output_folder_on_one_line(cardc, tmp_path):
    (tmp_path / "ok.card.yaml").write_bytes(GOOD)
    folder = tmp_path / os.fsdecode(HOSTILE)
    preview = run(cardc, b"preview", b"-o", HOSTILE, b"ok.card.yaml", cwd=tmp_path)
    assert preview.returncode == 0, preview.stderr
    assert_visible(preview.stderr)
    assert len(lines_of(preview.stderr)) == 1 and b"N\\u{A}\\u{1B}[31mINJ\\xFF" in preview.stderr, preview.stderr
    # A file there that cardc did not write: refused, said on one line.
    folder.mkdir(exist_ok=True)
    (folder / "Good.swift").write_bytes(b"// mine\n")
    refused = run(cardc, b"generate", b"-o", HOSTILE, b"ok.card.yaml", cwd=tmp_path)
    assert refused.returncode == 2 and (folder / "Good.swift").read_bytes() == b"// mine\n"
    assert_visible(refused.stderr)
    check = run(cardc, b"generate", b"--check", b"-o", HOSTILE + b"2", b"ok.card.yaml", cwd=tmp_path)
    assert check.returncode == 1
    assert_visible(check.stderr)


def test_a_link_out_of_a_repository_whose_folder_is_not_utf8_is_refused(cardc, tmp_path):
    outside = tmp_path / "outside.card.yaml"
    outside.write_bytes(BAD_SHEET.encode())
    root = tmp_path / os.fsdecode(b"R\xff")
    (root / ".git").mkdir(parents=True)
    (root / "s").mkdir()
    (root / "s" / "o.card.yaml").symlink_to(outside)
    result = run(cardc, b"lint", b"s", cwd=root)
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert b"leads outside the repository" in result.stdout and b"R\\xFF" in result.stdout
    assert b"unreachable-state" not in result.stdout  # the outside spec's own finding: it was not read
    sarif = json.loads(run(cardc, b"lint", b"--format", b"sarif", b"s", cwd=root).stdout)
    assert sarif["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"].endswith("/R%FF/")


def test_show_config_refuses_a_machine_format(cardc, tmp_path):
    (tmp_path / "ok.card.yaml").write_bytes(GOOD)
    assert run(cardc, b"lint", b"--show-config", b"ok.card.yaml", cwd=tmp_path).returncode == 0
    refused = run(cardc, b"lint", b"--show-config", b"--format", b"json", b"ok.card.yaml", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stdout == b""
    assert b"--show-config prints text" in refused.stderr
