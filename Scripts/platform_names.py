#!/usr/bin/env python3
"""Writes Sources/CardModel/Spec/PlatformNames.swift: the top-level public names of the
modules a Swift file sees or may import on Linux (Swift, _Concurrency, _StringProcessing,
Foundation and its parts, FoundationNetworking, FoundationXML, Dispatch, Glibc) and of
CardEngine, read from their symbol graphs; the names of the Apple-only modules an app imports
(SwiftUI, Combine, UIKit, CoreGraphics, ...), read from Apple SDK interfaces; and the module
names themselves. A card type of one of these names would hide it in the module that includes
the generated file.

    python3 Scripts/platform_names.py --modules DIR [--check] [--apple GITDIR]

DIR holds CardEngine.swiftmodule (for example .build/debug/Modules). With --check nothing is
written: exit 1 when the committed file lacks a name the toolchain or CardEngine declares, or
lists a CardEngine name that is gone.

Apple SDKs are not on Linux. --apple GITDIR is a git directory of the public repository
github.com/miku1958/iOS-Header (commit b851261aaa, "14.3": the iOS 14.3 SDK), whose
Framework-Headers/Frameworks/X._framework/Swift/sdk.swiftinterface files are the SDK's Swift
interfaces and whose UIKit._framework/Objc/*.h are class-dumped Objective-C headers, one per
class or protocol. Only the resulting names are committed; without --apple the committed
Apple names are kept as they are.
"""
import argparse, json, os, pathlib, platform, re, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/CardModel/Spec/PlatformNames.swift"
PLATFORM_MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
                    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc"]
# Apple-only modules with a Swift interface in the iOS 14.3 SDK dump (see --apple).
APPLE_INTERFACES = ["SwiftUI", "Combine", "UIKit", "CoreGraphics", "CoreFoundation", "Foundation", "WidgetKit"]
# Modules a file in an app module may import, whose names a type must not take either
# (`SwiftUI.Text` would then mean the card type's member). Apple's and Linux's.
MODULE_NAMES = sorted(set(PLATFORM_MODULES) | set(APPLE_INTERFACES) | {
    "AppKit", "Observation", "Darwin", "ObjectiveC", "os", "Musl", "WinSDK", "UIKitCore", "SwiftUICore",
    "CoreData", "CoreImage", "CoreText", "QuartzCore", "MapKit", "AVFoundation", "Accelerate", "Network",
    "Security", "StoreKit", "WatchKit", "XCTest", "Testing", "CardEngine", "SwiftData", "CoreLocation",
    "Photos", "PhotosUI", "CoreMotion", "CoreML", "Vision", "AVKit", "WebKit", "SafariServices", "UserNotifications",
    "CloudKit", "HealthKit", "Intents", "AppIntents", "TipKit", "Charts", "ActivityKit", "OSLog", "Synchronization",
    "RegexBuilder", "Distributed", "Cxx", "CxxStdlib", "SwiftShims", "Builtin",
    # cardc's own app-facing modules: an app that imports them next to its generated cards.
    "CardHost", "CardUIKit", "CardSwiftUI"})
# A public or open top-level declaration of a .swiftinterface (members are indented).
DECLARATION = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|indirect|nonisolated|convenience|mutating)\s+)*"
                         r"(?:struct|class|enum|protocol|typealias|func|var|let|actor)\s+`?([A-Za-z][A-Za-z0-9_]*)")
KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.func",
         "swift.var", "swift.actor", "swift.associatedtype"}
IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")


def top_level_names(module, include_dirs):
    with tempfile.TemporaryDirectory() as out:
        command = ["swift-symbolgraph-extract", "-module-name", module, "-target", f"{platform.machine()}-unknown-linux-gnu",
                   "-output-dir", out, "-minimum-access-level", "public"]
        for d in include_dirs:
            command += ["-I", d]
        subprocess.run(command, check=True)
        names = set()
        for file in pathlib.Path(out).glob("*.symbols.json"):
            # Underscored modules such as _Concurrency put their own symbols in "X@Swift".
            for symbol in json.loads(file.read_text())["symbols"]:
                path = symbol["pathComponents"]
                name = path[0].split("(")[0]
                if len(path) == 1 and symbol["kind"]["identifier"] in KINDS and IDENTIFIER.match(name):
                    names.add(name)
        return names


def interface_names(text):
    """Top-level public names of a .swiftinterface: a declaration at the start of a line, with
    `public` or `open` among its modifiers (an `internal` @usableFromInline one is not seen)."""
    names = set()
    for line in text.splitlines():
        if line[:1] in ("", " ", "}", "/", "#") or line.startswith("extension") or line.startswith("import"):
            continue
        head = line.split("{")[0]
        if not re.search(r"\b(public|open)\b", head):
            continue
        match = DECLARATION.match(head)
        if match:
            names.add(match.group(1))
    return names


def apple_names(gitdir):
    def show(path):
        return subprocess.run(["git", "--git-dir", gitdir, "show", f"HEAD:{path}"], check=True, capture_output=True,
                              text=True, errors="replace").stdout
    names = set()
    for module in APPLE_INTERFACES:
        names |= interface_names(show(f"Framework-Headers/Frameworks/{module}._framework/Swift/sdk.swiftinterface"))
    # UIKit's Objective-C classes and protocols (UI-prefixed: the dump also holds other
    # frameworks' protocols UIKit conforms to).
    listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "--name-only", "HEAD:Framework-Headers/Frameworks/UIKit._framework/Objc"],
                             check=True, capture_output=True, text=True).stdout.split()
    for file in listing:
        name = file[:-len(".h")].removesuffix("-Protocol")
        if name.startswith("UI") and IDENTIFIER.match(name):
            names.add(name)
    return names


def swift_array(names):
    lines, line = [], "       "
    for name in sorted(names):
        item = f' "{name}",'
        if len(line) + len(item) > 110:
            lines.append(line)
            line = "       "
        line += item
    lines.append(line)
    return "\n".join(lines)


def render(platform_names, engine_names, apple, version):
    return f"""// Generated by Scripts/platform_names.py from the symbol graphs of {version} on Linux and of
// CardEngine, and from the iOS 14.3 SDK's interfaces for the Apple-only names (see below). Do not
// edit: run the script again (a test fails when a Linux or CardEngine name is missing).

extension SwiftName {{
    /// Top-level public names of Swift, _Concurrency, _StringProcessing, Foundation (with
    /// FoundationEssentials, FoundationInternationalization, FoundationNetworking and
    /// FoundationXML), Dispatch and Glibc.
    package static let platformNames: [String] = [
{swift_array(platform_names)}
    ]

    /// Top-level public names of the Apple-only modules an app's file may import: SwiftUI,
    /// Combine, UIKit (its Swift interface and its UI-prefixed Objective-C classes and
    /// protocols), CoreGraphics, CoreFoundation, WidgetKit, and Foundation's Apple-only names.
    /// Apple SDKs are not on Linux: these come from the public repository
    /// github.com/miku1958/iOS-Header at commit b851261aaa ("14.3", the iOS 14.3 SDK), files
    /// Framework-Headers/Frameworks/<Module>._framework/Swift/sdk.swiftinterface and the file
    /// names of Framework-Headers/Frameworks/UIKit._framework/Objc/*.h.
    package static let appleNames: [String] = [
{swift_array(apple)}
    ]

    /// Modules a file of an app or package module may import, on Linux and Apple platforms.
    package static let platformModuleNames: [String] = [
{swift_array(MODULE_NAMES)}
    ]

    /// Top-level public names of CardEngine, which every generated file imports.
    package static let cardEngineNames: [String] = [
{swift_array(engine_names)}
    ]
}}
"""


def committed(name):
    text = OUTPUT.read_text()
    block = re.search(rf"static let {name}: \[String\] = \[(.*?)\n    \]", text, re.S)
    return set(re.findall(r'"([^"]+)"', block.group(1))) if block else set()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--modules", required=True)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--apple", help="git directory of github.com/miku1958/iOS-Header (see above)")
    args = parser.parse_args()
    platform_names = set().union(*(top_level_names(m, []) for m in PLATFORM_MODULES))
    engine_names = top_level_names("CardEngine", [args.modules])
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    version = re.sub(r"\s*\(.*", "", version.replace("Swift version", "Swift"))
    if args.check:
        missing = sorted(platform_names - committed("platformNames")) + sorted(engine_names - committed("cardEngineNames"))
        missing += sorted(set(MODULE_NAMES) - committed("platformModuleNames"))
        gone = sorted(committed("cardEngineNames") - engine_names)
        if missing or gone:
            print(f"{OUTPUT.relative_to(ROOT)} is stale: missing {missing[:20]} ({len(missing)}), gone {gone}; run Scripts/platform_names.py")
            return 1
        print(f"{len(platform_names)} platform names and {len(engine_names)} CardEngine names are listed")
        return 0
    apple = (apple_names(args.apple) if args.apple else committed("appleNames")) - platform_names
    OUTPUT.write_text(render(platform_names, engine_names, apple, version))
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(platform_names)} platform names, {len(engine_names)} CardEngine names, "
          f"{len(apple)} Apple-only names, {len(MODULE_NAMES)} modules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
