"""Standard output as CI and shells hand it to cardc: a full disk, and a pipe its parent left
non-blocking. The report arrives whole, or the run says it did not and exits 2."""
import fcntl
import os
import subprocess
import time

from conftest import BAD_SHEET


def many_findings(folder, count=1000):
    """Specs whose report is far larger than a pipe's buffer (64 KB)."""
    folder.mkdir()
    for i in range(count):
        (folder / f"bad{i:03}.card.yaml").write_text(BAD_SHEET)


def test_a_report_that_cannot_be_written_fails_the_run(cardc, tmp_path):
    many_findings(tmp_path / "specs", 3)
    with open("/dev/full", "wb") as full:
        result = subprocess.run([cardc, "lint", "--format", "json", "specs"], cwd=tmp_path, stdout=full, stderr=subprocess.PIPE)
    assert result.returncode == 2
    assert result.stderr.decode().splitlines()[-1] == "cardc: error: cannot write to standard output: No space left on device"


def test_a_non_blocking_pipe_gets_the_whole_report(cardc, tmp_path):
    many_findings(tmp_path / "specs")
    whole = subprocess.run([cardc, "lint", "specs"], cwd=tmp_path, capture_output=True)
    assert whole.returncode == 1 and len(whole.stdout) > 4 * 65536
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETFL, fcntl.fcntl(write_end, fcntl.F_GETFL) | os.O_NONBLOCK)
    process = subprocess.Popen([cardc, "lint", "specs"], cwd=tmp_path, stdout=write_end, stderr=subprocess.DEVNULL)
    os.close(write_end)
    time.sleep(1)  # the pipe fills; cardc's writes answer EAGAIN meanwhile
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    assert process.wait(timeout=60) == 1
    assert b"".join(chunks) == whole.stdout
