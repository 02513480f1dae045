#!/usr/bin/env python3
"""Timing driver for the cardc benchmarks (run.sh calls it; it can also run on its own).

Every measurement is wall-clock time of one process, from just before it is spawned to
just after it is reaped (time.perf_counter around Popen + os.wait4; os.wait4 also gives
that child's CPU time). No wrapper process sits inside the timed interval.

Peak RSS comes from two extra, untimed runs of each command under `/usr/bin/time -f %M`
(the largest is kept). Without /usr/bin/time it falls back to ru_maxrss from os.wait4 of
the timed runs, which is only an upper bound: on Linux a child's ru_maxrss includes the
resident set of the process that forked it (here Python, about 15 MB) up to its exec.

Competing commands are run ALTERNATELY, one of each per round, with the order flipped
every round, so that load from other processes on the machine falls on both sides alike;
the median of each side is reported. One untimed warm-up run of each command comes first
(page cache, dynamic loader).

Every cardc run must exit 0 (the corpus is valid); anything else aborts the benchmark
with cardc's output, since a timing of a failing run means nothing.
"""

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


class Failure(Exception):
    pass


def run_once(cmd, expect_zero=True, cpu=None):
    """Runs cmd (on that one CPU only, when `cpu` is given); returns dict(seconds, rss_kb, cpu,
    stdout, stderr, rc)."""
    pin = (lambda: os.sched_setaffinity(0, {cpu})) if cpu is not None else None
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL, preexec_fn=pin)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    result = dict(seconds=seconds, rss_kb=usage.ru_maxrss, cpu=usage.ru_utime + usage.ru_stime, sys=usage.ru_stime,
                  stdout=stdout, stderr=stderr, rc=proc.returncode)
    if expect_zero and proc.returncode != 0:
        text = (stdout + stderr).strip().splitlines()
        shown = "\n".join(text[:20] + (["... (%d more lines)" % (len(text) - 20)] if len(text) > 20 else []))
        raise Failure("%s exited with status %d:\n%s" % (" ".join(cmd), proc.returncode, shown))
    return result


def gnu_time_rss(cmd):
    """Peak RSS in KB of one run under /usr/bin/time -f %M, or None without it."""
    if not os.access("/usr/bin/time", os.X_OK):
        return None
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        lines = [l for l in open(report.name).read().splitlines() if l.strip()]
    try:
        return int(lines[-1])
    except (IndexError, ValueError):
        return None


def peak_rss(cmd, timed_runs, runs=2):
    """(peak RSS in KB, how it was measured)."""
    values = [v for v in (gnu_time_rss(cmd) for _ in range(runs)) if v is not None]
    if values:
        return max(values), "/usr/bin/time -f %M"
    return max(r["rss_kb"] for r in timed_runs), "ru_maxrss via os.wait4 (upper bound, includes Python's RSS)"


def alternate(commands, rounds, label, cpu=None):
    """commands: {name: argv, or a function that runs something and returns a run result}.
    Returns {name: [run results]}. Each round runs every command once, in an order that changes
    every round: two commands swap places, three or more rotate, so that every command takes
    every place in turn."""
    names = list(commands)

    def run(name):
        c = commands[name]
        return c() if callable(c) else run_once(c, cpu=cpu)

    for name in names:  # warm-up, untimed
        run(name)
    results = {name: [] for name in names}
    for k in range(rounds):
        if len(names) == 2:
            order = names if k % 2 == 0 else names[::-1]
        else:
            order = names[k % len(names):] + names[:k % len(names)]
        for name in order:
            results[name].append(run(name))
        line = "  ".join("%s %.3fs" % (n, results[n][-1]["seconds"]) for n in names)
        print("  [%s] round %d/%d: %s" % (label, k + 1, rounds, line), flush=True)
    return results


def summary(runs):
    secs = [r["seconds"] for r in runs]
    return dict(median=statistics.median(secs), min=min(secs), max=max(secs), runs=secs,
                cpu_median=statistics.median(r["cpu"] for r in runs))


def with_rss(stats, cmd, runs):
    stats["rss_kb"], stats["rss_method"] = peak_rss(cmd, runs)
    return stats


def count_inputs(paths):
    files = 0
    size = 0
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for n in names:
                    if not n.startswith(".") and (n.endswith(".card.yaml") or n.endswith(".card.yml")):
                        files += 1
                        size += os.path.getsize(os.path.join(root, n))
        else:
            files += 1
            size += os.path.getsize(p)
    return files, size


def workload(name, paths, a, report, cardc_status=0):
    """cardc against the scan, alternately; and in the same rounds two scans at once, so that
    each run says how much the machine's second core added while its own rounds ran (the
    separate capacity part measures another minute, and this machine changes between them).
    `cardc_status`: the exit status every cardc run must have (1 for the broken corpus)."""
    files, size = count_inputs(paths)
    print("\n== %s: %d files, %.2f MB ==" % (name, files, size / 1e6), flush=True)
    cardc_cmd = [a.cardc, "lint"] + paths

    def cardc():
        r = run_once(cardc_cmd, expect_zero=cardc_status == 0)
        if r["rc"] != cardc_status:
            raise Failure("%s exited with status %d, not %d" % (" ".join(cardc_cmd), r["rc"], cardc_status))
        return r

    cmds = {"cardc": cardc if cardc_status else cardc_cmd, "scan": [a.scan] + paths,
            "2 scans": lambda: dict(seconds=run_pair([a.scan] + paths), cpu=0)}
    res = alternate(cmds, a.rounds, name)
    c = with_rss(summary(res["cardc"]), cardc_cmd, res["cardc"])
    s = with_rss(summary(res["scan"]), cmds["scan"], res["scan"])
    in_rounds = statistics.median(2 * one["seconds"] / two["seconds"] for one, two in zip(res["scan"], res["2 scans"]))
    last = res["cardc"][-1]
    c["summary"] = last["stderr"].strip().splitlines()[-1] if last["stderr"].strip() else ""
    s["summary"] = res["scan"][-1]["stdout"].strip()
    docs = int(dict(kv.split("=") for kv in s["summary"].split()).get("documents", files))
    report["workloads"][name] = dict(
        files=files, documents=docs, bytes=size, cardc=c, scan=s, ratio=c["median"] / s["median"],
        cardc_docs_per_s=docs / c["median"],
        cardc_files_per_s=files / c["median"], cardc_mb_per_s=size / 1e6 / c["median"],
        fastest_ratio=c["min"] / s["min"], cpu_ratio=c["cpu_median"] / s["cpu_median"] if s["cpu_median"] else None,
        scan_files_per_s=files / s["median"], scan_mb_per_s=size / 1e6 / s["median"],
        capacity_in_rounds=in_rounds, two_scans=summary(res["2 scans"]),
        output_lines=last["stdout"].count("\n"),
    )


def run_pair(cmd):
    """Two copies of cmd at once; returns seconds until both have ended."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        procs = [subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL) for _ in range(2)]
        for p in procs:
            p.wait()
        return time.perf_counter() - start


def capacity(a, report):
    """How much a second core adds on this machine: the C scan alone, then two copies at once,
    alternately. 2.0 means two full cores; on a virtual machine whose single thread runs faster
    when the other core idles (or whose two cores share a physical one), it is less, and no
    two-thread program can be more than that many times faster than one thread."""
    cmd = [a.scan, os.path.join(a.corpus, "files")]
    rounds = max(3, a.rounds)
    print("\n== capacity: the C scan alone vs two copies at once (%d rounds) ==" % rounds, flush=True)
    run_once(cmd)
    one, two = [], []
    for k in range(rounds):
        if k % 2 == 0:
            one.append(run_once(cmd)["seconds"])
            two.append(run_pair(cmd))
        else:
            two.append(run_pair(cmd))
            one.append(run_once(cmd)["seconds"])
        print("  [capacity] round %d/%d: one %.3fs  two at once %.3fs" % (k + 1, rounds, one[-1], two[-1]), flush=True)
    m1, m2 = statistics.median(one), statistics.median(two)
    report["capacity"] = dict(one=summary([dict(seconds=x, cpu=0) for x in one]),
                              two=summary([dict(seconds=x, cpu=0) for x in two]),
                              capacity=2 * m1 / m2)


def pinnable_cpu(label):
    """The CPU the one-core measurements pin to, or None (with a line saying so) on a system
    that has no sched_setaffinity."""
    if not hasattr(os, "sched_setaffinity"):
        print("\n== %s: skipped (no sched_setaffinity on this system) ==" % label, flush=True)
        return None
    return min(os.sched_getaffinity(0))


def one_core(a, report):
    """cardc and the scan confined to the same single CPU, alternately, for the files and for the
    stream: how much work cardc does against the scan, whatever the machine's second core adds
    (cardc still starts its worker threads; they take turns). Divided by a ratio goal, this is
    about how much the second core must add for cardc to meet that goal on two cores."""
    cpu = pinnable_cpu("one core")
    if cpu is None:
        return
    report["one_core"] = dict(cpu=cpu)
    for name, path in (("files", os.path.join(a.corpus, "files")), ("stream", os.path.join(a.corpus, "stream.card.yaml"))):
        count, _ = count_inputs([path])
        print("\n== one core: %s, cardc lint vs the scan, both on CPU %d ==" % (name, cpu), flush=True)
        try:
            res = alternate({"cardc": [a.cardc, "lint", path], "scan": [a.scan, path]}, a.rounds, "one core " + name, cpu=cpu)
        except (OSError, subprocess.SubprocessError) as e:  # a sandbox may refuse to pin a process
            print("  skipped: cannot pin a process to CPU %d (%s)" % (cpu, e), flush=True)
            report.pop("one_core")
            return
        c, s = summary(res["cardc"]), summary(res["scan"])
        report["one_core"][name] = dict(files=count, cardc=c, scan=s, ratio=c["median"] / s["median"])


def compare(a, report):
    """cardc against another cardc (--compare: say, the build before a change), and the scan, all
    on one CPU, alternately, for the files and for the stream: a before/after in one run."""
    if not a.compare:
        print("\n== compare: skipped (no --compare binary) ==", flush=True)
        return
    cpu = pinnable_cpu("compare")
    if cpu is None:
        return
    report["compare"] = dict(cpu=cpu, other=os.path.abspath(a.compare))
    for name, path in (("files", os.path.join(a.corpus, "files")), ("stream", os.path.join(a.corpus, "stream.card.yaml"))):
        print("\n== compare: %s, cardc vs %s vs the scan, all on CPU %d ==" % (name, a.compare, cpu), flush=True)
        try:
            res = alternate({"cardc": [a.cardc, "lint", path], "other": [a.compare, "lint", path],
                             "scan": [a.scan, path]}, a.rounds, "compare " + name, cpu=cpu)
        except (OSError, subprocess.SubprocessError) as e:
            print("  skipped: cannot pin a process to CPU %d (%s)" % (cpu, e), flush=True)
            report.pop("compare")
            return
        c, o, s = (summary(res[k]) for k in ("cardc", "other", "scan"))
        report["compare"][name] = dict(cardc=c, other=o, scan=s, change=c["median"] / o["median"] - 1,
                                       cardc_ratio=c["median"] / s["median"], other_ratio=o["median"] / s["median"])


def startup(a, report):
    """cardc against the hello-world built with swiftc's defaults (the goal's baseline) and, when
    given, against one linked the way run.sh links cardc (the Swift libraries static)."""
    print("\n== start-up: cardc --version vs hello-world Swift (%d runs each) ==" % a.startup_runs, flush=True)
    cmds = {"cardc": [a.cardc, "--version"], "hello": [a.hello]}
    if a.hello_static:
        cmds["hello_static"] = [a.hello_static]
    res = alternate(cmds, a.startup_runs, "start-up")
    c, h = (with_rss(summary(res[k]), cmds[k], res[k]) for k in ("cardc", "hello"))
    report["startup"] = dict(cardc=c, hello=h, ratio=c["median"] / h["median"])
    if a.hello_static:
        hs = with_rss(summary(res["hello_static"]), cmds["hello_static"], res["hello_static"])
        report["startup"].update(hello_static=hs, ratio_static=c["median"] / hs["median"])


def linearity(a, report):
    one, two = os.path.join(a.corpus, "files"), os.path.join(a.corpus2x, "files")
    n1, b1 = count_inputs([one])
    n2, b2 = count_inputs([two])
    print("\n== linearity: cardc lint %d files vs %d files ==" % (n1, n2), flush=True)
    res = alternate({"1x": [a.cardc, "lint", one], "2x": [a.cardc, "lint", two]}, a.rounds, "linearity")
    x1, x2 = summary(res["1x"]), summary(res["2x"])
    report["linearity"] = dict(files_1x=n1, bytes_1x=b1, files_2x=n2, bytes_2x=b2, time_1x=x1, time_2x=x2,
                               ratio=x2["median"] / x1["median"], size_ratio=b2 / b1,
                               cpu_ratio=x2["cpu_median"] / x1["cpu_median"])


def du_bytes(folder):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(folder) for f in files)


def preview(a, report):
    """cardc preview of the 10,000 files against cardc lint of the same files, alternately in one
    run; each preview draws into a fresh, empty folder on the corpus's file system (the previous
    round's is removed before the run starts, outside the timed part), so every picture is
    written, as a user's first run writes them. Two baselines in the same rounds say what the
    time is made of: `cp -r` of a finished preview folder into a fresh folder (what creating those
    10,001 files costs on this file system, whatever program writes them), and the preview drawn
    into a fresh folder on tmpfs (/dev/shm, when there is one: cardc's own work). The goal
    (issue 18): previewing takes no more than 20x linting, in under 64 MB."""
    path = os.path.join(a.corpus, "files")
    count, _ = count_inputs([path])
    work = tempfile.mkdtemp(prefix="cardc-preview-", dir=a.corpus)
    out, copy = os.path.join(work, "out"), os.path.join(work, "copy")
    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    shm_work = tempfile.mkdtemp(prefix="cardc-preview-", dir=shm) if shm else None
    shm_out = os.path.join(shm_work, "out") if shm_work else None

    def fresh(folder):
        shutil.rmtree(folder, ignore_errors=True)
        return [a.cardc, "preview", path, "--output", folder]

    def copier():
        shutil.rmtree(copy, ignore_errors=True)
        return run_once(["cp", "-r", out, copy])

    commands = {"lint": [a.cardc, "lint", path], "preview": lambda: run_once(fresh(out)), "copy": copier}
    if shm_out:
        commands["tmpfs"] = lambda: run_once(fresh(shm_out))
    print("\n== preview: cardc preview vs cardc lint, %d files (and cp -r of the pictures%s) ==" % (
        count, ", and preview into tmpfs" if shm_out else ""), flush=True)
    try:
        run_once(fresh(out))   # so that the copy has something to copy from the first round on
        res = alternate(commands, a.rounds, "preview")
        l, pv, cp = summary(res["lint"]), summary(res["preview"]), summary(res["copy"])
        written = du_bytes(out)
        rss = [v for v in (gnu_time_rss(fresh(out)) for _ in range(2)) if v is not None]
        rss_kb, method = (max(rss), "/usr/bin/time -f %M") if rss else (max(r["rss_kb"] for r in res["preview"]), "ru_maxrss")
        report["preview"] = dict(files=count, lint=l, preview=pv, copy=cp, ratio=pv["median"] / l["median"],
                                 copy_ratio=cp["median"] / l["median"], rss_kb=rss_kb, rss_method=method, output_bytes=written,
                                 sys_median=statistics.median(r["sys"] for r in res["preview"]))
        line = "  preview %.3fs, lint %.3fs (medians of %d): %.2fx; cp -r of the pictures alone %.3fs (%.2fx lint)" % (
            pv["median"], l["median"], a.rounds, pv["median"] / l["median"], cp["median"], cp["median"] / l["median"])
        if shm_out:
            t = summary(res["tmpfs"])
            report["preview"].update(tmpfs=t, tmpfs_ratio=t["median"] / l["median"])
            line += "; into tmpfs %.3fs (%.2fx)" % (t["median"], t["median"] / l["median"])
        print(line, flush=True)
        print("  peak RSS %.1f MB; %.0f MB of SVG written" % (rss_kb / 1024, written / 1e6), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if shm_work:
            shutil.rmtree(shm_work, ignore_errors=True)


# The speed goals (issue 16, docs/performance.md): cardc's median time over the scan's with both
# pinned to the same CPU and timed alternately (the one-core workload). The two-core ratios are
# reported beside them; they depend on what else the machine runs.
ONE_CORE_GOALS = (("files", 1.5), ("stream", 2.0))
RSS_LIMIT_MB = 64
STARTUP_LIMIT = 2.0
LINEARITY_TOLERANCE = 0.10
PREVIEW_LIMIT = 20.0


def goals(report):
    """Each goal this run measured: dict(name, value, limit, met, why). For the one-core ratio
    goals, `why` gives the two-core ratio of the same workload when it ran, and how much the
    second core added in its rounds."""
    result = []
    w = report["workloads"]
    for name, limit in ONE_CORE_GOALS:
        one = report.get("one_core", {}).get(name)
        if not one:
            continue
        why = ""
        if name in w:
            why = "two cores: %.2fx the scan, the second core adding %.2fx in those rounds" % (
                w[name]["ratio"], w[name]["capacity_in_rounds"])
        result.append(dict(name="%s on one core within %.1fx the scan" % (name, limit), value="%.2fx" % one["ratio"],
                           limit=limit, met=one["ratio"] <= limit, why=why))
    for name in ("files", "stream"):
        if name in w:
            mb = w[name]["cardc"]["rss_kb"] / 1024
            result.append(dict(name="%s peak RSS under %d MB" % (name, RSS_LIMIT_MB), value="%.1f MB" % mb,
                               limit=RSS_LIMIT_MB, met=mb < RSS_LIMIT_MB, why=""))
    if "preview" in report:
        pv = report["preview"]
        why = "creating the files alone (cp -r): %.2fx lint" % pv["copy_ratio"]
        if "tmpfs_ratio" in pv:
            why += "; into tmpfs: %.2fx" % pv["tmpfs_ratio"]
        result.append(dict(name="preview within %.0fx lint" % PREVIEW_LIMIT, value="%.2fx" % pv["ratio"],
                           limit=PREVIEW_LIMIT, met=pv["ratio"] <= PREVIEW_LIMIT, why=why))
        mb = pv["rss_kb"] / 1024
        result.append(dict(name="preview peak RSS under %d MB" % RSS_LIMIT_MB, value="%.1f MB" % mb,
                           limit=RSS_LIMIT_MB, met=mb < RSS_LIMIT_MB, why=""))
    if "startup" in report:
        ratio = report["startup"]["ratio"]
        result.append(dict(name="--version within %.0fx hello-world" % STARTUP_LIMIT, value="%.2fx" % ratio,
                           limit=STARTUP_LIMIT, met=ratio <= STARTUP_LIMIT, why=""))
    if "linearity" in report:
        l = report["linearity"]
        off = l["ratio"] / l["size_ratio"] - 1
        result.append(dict(name="linear (2x input, 2x time within %.0f%%)" % (100 * LINEARITY_TOLERANCE),
                           value="%.2f for %.2fx the input" % (l["ratio"], l["size_ratio"]),
                           limit=LINEARITY_TOLERANCE, met=abs(off) <= LINEARITY_TOLERANCE, why=""))
    return result


def print_goals(results):
    if not results:
        return
    print("goals:")
    for g in results:
        line = "  %-6s %-42s %-22s%s" % ("met" if g["met"] else "MISSED", g["name"], g["value"],
                                         ("  (" + g["why"] + ")") if g["why"] else "")
        print(line.rstrip())
    missed = [g["name"] for g in results if not g["met"]]
    print("  %s" % ("all %d met" % len(results) if not missed else "%d of %d met; missed: %s" % (
        len(results) - len(missed), len(results), "; ".join(missed))))


def print_table(report):
    w = report["workloads"]
    rule = "=" * 112
    print("\n" + rule)
    print("cardc benchmark: %s, %d cores, load %.2f -> %.2f, %d rounds (medians), cardc %s (Swift libraries linked %s)"
          % (report["machine"], report["cores"], report["load_before"][0], report["load_after"][0],
             report["rounds"], report["cardc_version"], report["cardc_swift_libraries"]))
    print(rule)
    head = "%-8s %6s %6s %6s %8s %8s %7s %8s %8s %7s %8s %8s %8s" % (
        "workload", "files", "docs", "MB", "cardc s", "scan s", "ratio", "files/s", "docs/s",
        "MB/s", "scanMB/s", "RSS MB", "CPU s")
    print(head)
    print("-" * len(head))
    for name, r in w.items():
        c = r["cardc"]
        print("%-8s %6d %6d %6.2f %8.3f %8.3f %6.2fx %8.0f %8.0f %7.2f %8.2f %8.1f %8.3f" % (
            name, r["files"], r["documents"], r["bytes"] / 1e6, c["median"], r["scan"]["median"], r["ratio"],
            r["cardc_files_per_s"], r["cardc_docs_per_s"], r["cardc_mb_per_s"], r["scan_mb_per_s"],
            c["rss_kb"] / 1024, c["cpu_median"]))
    print("  (cardc s / scan s: wall-clock medians; MB/s = cardc; RSS = cardc peak; CPU s = cardc user+sys median)")
    for name, r in w.items():
        c, s = r["cardc"], r["scan"]
        print("  %-8s cardc %.3f-%.3f s, scan %.3f-%.3f s; fastest rounds %.2fx; CPU time %.2fx; scan RSS %.1f MB; %s" % (
            name, c["min"], c["max"], s["min"], s["max"], r["fastest_ratio"], r["cpu_ratio"] or 0, s["rss_kb"] / 1024, c["summary"]))
        print("  %-8s in these rounds a second core added %.2fx (median over the rounds of 2 x scan / two scans at once)" % (
            name, r["capacity_in_rounds"]))
        if r.get("output_lines"):
            print("  %-8s cardc printed %d lines of diagnostics (%.1f MB of peak RSS for them all)" % (
                name, r["output_lines"], r["cardc"]["rss_kb"] / 1024))
    if "capacity" in report:
        cap = report["capacity"]
        print("capacity  scan alone %.3f s, two at once %.3f s: a second core adds %.2fx (2.00 = two full cores)" % (
            cap["one"]["median"], cap["two"]["median"], cap["capacity"]))
    for name, o in report.get("one_core", {}).items():
        if name == "cpu":
            continue
        print("one core  %-6s both on CPU %d: cardc %.3f s, scan %.3f s: %.2fx (cardc's work against the scan's)" % (
            name, report["one_core"]["cpu"], o["cardc"]["median"], o["scan"]["median"], o["ratio"]))
    for name, r in report.get("compare", {}).items():
        if name in ("cpu", "other"):
            continue
        print("compare   %-6s on one core: cardc %.3f s, the other cardc %.3f s (%+.1f%% time), scan %.3f s: "
              "%.2fx vs %.2fx the scan" % (name, r["cardc"]["median"], r["other"]["median"], 100 * r["change"],
                                          r["scan"]["median"], r["cardc_ratio"], r["other_ratio"]))
    if "startup" in report:
        s = report["startup"]
        print("start-up  cardc --version %.2f ms vs hello-world Swift %.2f ms: %.2fx; RSS %.1f MB vs %.1f MB" % (
            s["cardc"]["median"] * 1e3, s["hello"]["median"] * 1e3, s["ratio"],
            s["cardc"]["rss_kb"] / 1024, s["hello"]["rss_kb"] / 1024))
        if "hello_static" in s:
            print("          vs the hello-world linked -static-stdlib %.2f ms: %.2fx (cardc links the Swift libraries %s)" % (
                s["hello_static"]["median"] * 1e3, s["ratio_static"], report["cardc_swift_libraries"]))
    if "linearity" in report:
        l = report["linearity"]
        print("linearity %d files %.3f s, %d files %.3f s: time(2x)/time(1x) = %.2f, CPU %.2f "
              "(input %.2fx; 2.00 is linear)" % (
                  l["files_1x"], l["time_1x"]["median"], l["files_2x"], l["time_2x"]["median"], l["ratio"],
                  l["cpu_ratio"], l["size_ratio"]))
    methods = {v["cardc"]["rss_method"] for v in w.values()}
    print("peak RSS measured with: %s" % ", ".join(sorted(methods)) if methods else "")
    print_goals(report.get("goals", []))
    print(rule)


def swift_linkage(path):
    """"statically" or "dynamically": whether the binary loads libswiftCore at run time (the
    benchmark times whatever binary it is given, so it says which kind it timed)."""
    try:
        out = subprocess.run(["ldd", path], capture_output=True, text=True).stdout
    except OSError:
        return "(unknown: no ldd)"
    return "dynamically" if "libswiftCore" in out else "statically"


def main():
    p = argparse.ArgumentParser(description="Times cardc lint against a libyaml C scan, alternately.")
    p.add_argument("--cardc", required=True)
    p.add_argument("--scan", required=True, help="the yaml_scan binary")
    p.add_argument("--hello", help="a hello-world Swift executable (start-up comparison)")
    p.add_argument("--hello-static", help="the same hello-world linked with -static-stdlib, as run.sh links cardc")
    p.add_argument("--corpus", required=True, help="directory with files/ and stream.card.yaml")
    p.add_argument("--corpus2x", help="directory with a files/ twice the size (linearity)")
    p.add_argument("--broken", help="directory of broken specs (the diagnostics workload; make_corpus.py --broken)")
    p.add_argument("--rounds", type=int, default=11)
    p.add_argument("--startup-runs", type=int, default=20)
    p.add_argument("--compare", help="another cardc binary to time against this one on one core (compare)")
    p.add_argument("--only", default="files,stream,diagnostics,startup,linearity,capacity,onecore,preview",
                   help="comma-separated subset of files,stream,diagnostics,startup,linearity,capacity,onecore,preview,compare "
                        "(compare is not in the default; --compare adds it)")
    p.add_argument("--json", help="where to write the results (default CORPUS/results.json)")
    p.add_argument("--require-goals", action="store_true",
                   help="exit with status 3 when a goal this run measured was missed (the table says which)")
    a = p.parse_args()
    only = set(a.only.split(","))

    version = subprocess.run([a.cardc, "--version"], capture_output=True, text=True).stdout.strip()
    report = dict(
        date=time.strftime("%Y-%m-%dT%H:%M:%S%z"), machine=platform.machine() + " " + platform.system(),
        cores=os.cpu_count(), load_before=os.getloadavg(), rounds=a.rounds, startup_runs=a.startup_runs,
        cardc=os.path.abspath(a.cardc), cardc_version=version, cardc_swift_libraries=swift_linkage(a.cardc),
        scan=os.path.abspath(a.scan),
        gnu_time=os.access("/usr/bin/time", os.X_OK), workloads={},
    )
    try:
        if "files" in only:
            workload("files", [os.path.join(a.corpus, "files")], a, report)
        if "stream" in only:
            workload("stream", [os.path.join(a.corpus, "stream.card.yaml")], a, report)
        if "diagnostics" in only and a.broken:
            workload("diagnostics", [a.broken], a, report, cardc_status=1)
        if "startup" in only and a.hello:
            startup(a, report)
        if "linearity" in only and a.corpus2x:
            linearity(a, report)
        if "capacity" in only:
            capacity(a, report)
        if "onecore" in only:
            one_core(a, report)
        if "compare" in only or a.compare:
            compare(a, report)
        if "preview" in only:
            preview(a, report)
    except Failure as e:
        print("\nbench: %s" % e, file=sys.stderr)
        return 1
    report["load_after"] = os.getloadavg()
    report["goals"] = goals(report)
    for r in report["workloads"].values():  # keep the JSON small: drop captured output
        for side in ("cardc", "scan"):
            r[side].pop("stdout", None)
    for side in ("lint", "preview", "copy", "tmpfs"):
        report.get("preview", {}).get(side, {}).pop("stdout", None)
    print_table(report)
    out = a.json or os.path.join(a.corpus, "results.json")
    with open(out, "w") as f:
        json.dump(report, f, indent=2)
        f.write("\n")
    print("results written to %s" % out)
    if a.require_goals and not all(g["met"] for g in report["goals"]):
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
