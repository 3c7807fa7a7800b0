#!/usr/bin/env python3
"""Builds every Swift code block of the README, the guides in docs/ and the DocC catalogs.

    scripts/code-blocks.py [--list] [--package-only FOLDER]

Each ```swift block becomes a library target of a throwaway package (in .build/code-blocks/)
that depends on this checkout, and the package is built: a block that does not compile fails
the run with its file and line. A block is compiled as a whole Swift file, its `import` lines
first and any top-level statements (`MotionCommand.main(...)`, `let png = try ...`) moved into a
throwing function, so a block reads as it would in a user's file. The line just above a block's
fence may say how else to read it, as an HTML comment (which neither GitHub nor DocC shows):

    <!-- code: statements -->  statements in a reader's file that already imports MyScenes
    <!-- code: draw -->        the body of a scene's draw(_ c: inout MotionCanvas, t: Double)
    <!-- code: scene -->       members of a scene (a struct that conforms to MotionScene)
    <!-- code: test -->        statements inside an XCTest test method
    <!-- code: manifest -->    arguments of a Package.swift's `Package(...)` (`dependencies: [...]`,
                               `targets: [...]`): the blocks of one document so marked are joined,
                               in order, into one manifest that `swift package dump-package` reads
    <!-- code: fragment REASON -->   not compiled; listed with its reason on every run

`MyScenes` is a module of what the documentation names as the reader's own (`LevelUpScene` with
its props, `BadgeScene`, `CoinsScene`, `ClockScene`, a `scene`, a `url`), written in
scripts/code-blocks/MyScenes.swift. A whole-file block (no marker) must import it itself, as a
user's file would; the other kinds import it, MotionKit (the scene API and the command line)
and, for a test, XCTest and MotionSnapshotTesting. With `--list` the blocks are listed with how
each is read, and nothing is built.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^\s*<!--\s*code:\s*(\w+)\s*(.*?)\s*-->\s*$")
DECLARATION = re.compile(r"^(@|public |private |internal |fileprivate |package |final |struct |enum |class |protocol |extension |func |typealias |actor |//|/\*|\*)")
MODULES = ["MotionCore", "MotionGraphics", "MotionRender", "MotionTimeline", "MotionChess", "MotionScenes", "MotionCLI", "MotionStudio",
           "MotionBuiltIns", "MotionJSCommands", "MotionJS", "MotionSnapshot", "MotionSnapshotTesting", "MotionKit"]


def documents():
    found = ["README.md"]
    for folder in ["docs"] + sorted(f"Sources/{m}" for m in os.listdir(os.path.join(ROOT, "Sources"))):
        base = os.path.join(ROOT, folder)
        for path, _, names in sorted(os.walk(base)):
            if folder != "docs" and ".docc" not in path:
                continue
            found += sorted(os.path.relpath(os.path.join(path, n), ROOT) for n in names if n.endswith(".md"))
    return found


def blocks(document):
    lines = open(os.path.join(ROOT, document), encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip().startswith("```swift"):
            indent = len(lines[i]) - len(lines[i].lstrip())
            j = i + 1
            while j < len(lines) and not lines[j].strip().startswith("```"):
                j += 1
            marker = MARKER.match(lines[i - 1]) if i > 0 else None
            kind, reason = (marker.group(1), marker.group(2)) if marker else ("file", "")
            body = [line[indent:] if line[:indent].strip() == "" else line for line in lines[i + 1:j]]
            yield i + 1, kind, reason, body
            i = j
        i += 1


def swift_file(kind, body):
    """The block as a compilable file, or an error for an unknown kind."""
    imports = [line for line in body if line.startswith("import ")]
    rest = [line for line in body if not line.startswith("import ")]
    if kind != "file":
        imports += ["import MyScenes", "import MotionKit"]
    if kind == "statements":
        pass
    elif kind == "draw":
        members = ["    func draw(_ c: inout MotionCanvas, t: Double) {"] + ["        " + line for line in rest] + ["    }"]
        rest = ["struct BlockScene: MotionScene {", "    var duration: Double { 6 }"] + members + ["}"]
    elif kind == "scene":
        rest = ["struct BlockScene: MotionScene {", "    var duration: Double { 6 }",
                "    func draw(_ c: inout MotionCanvas, t: Double) {}"] + ["    " + line for line in rest] + ["}"]
    elif kind == "test":
        rest = ["final class BlockTests: XCTestCase {", "    func testBlock() throws {"] + ["        " + line for line in rest] + ["    }", "}"]
        imports += ["import XCTest", "import MotionSnapshotTesting"]
    elif kind != "file":
        raise ValueError(f"unknown kind '{kind}' (file, statements, draw, scene, test, fragment)")
    declarations, statements, chunk, is_statement = [], [], [], False

    def flush():
        (statements if is_statement else declarations).extend(chunk)

    for line in rest:
        top = line and not line[0].isspace() and not line.startswith(("}", ")", "]", "."))
        if top:
            flush()
            chunk, is_statement = [], not DECLARATION.match(line)
        chunk.append(line)
    flush()
    text = sorted(set(imports)) + [""] + declarations
    if any(s.strip() for s in statements):
        text += ["", "func block() throws {"] + ["    " + s for s in statements] + ["}"]
    return "\n".join(text) + "\n"


def main():
    list_only = "--list" in sys.argv
    package = os.path.join(ROOT, ".build", "code-blocks")
    sources = os.path.join(package, "Sources")
    targets, skipped, count = [], [], 0
    manifests = {}   # document → the bodies of its manifest blocks, in order
    if not list_only:
        subprocess.run(["rm", "-rf", sources], check=True)
        os.makedirs(os.path.join(sources, "MyScenes"))
        with open(os.path.join(ROOT, "scripts", "code-blocks", "MyScenes.swift")) as f, \
             open(os.path.join(sources, "MyScenes", "MyScenes.swift"), "w") as out:
            out.write(f.read())
    for document in documents():
        for line, kind, reason, body in blocks(document):
            count += 1
            where = f"{document}:{line}"
            if kind == "fragment":
                skipped.append(f"{where}: {reason or 'a fragment'}")
                continue
            if kind == "manifest":
                if list_only:
                    print(f"{where}: {kind}")
                manifests.setdefault(document, []).append((where, body))
                continue
            name = "Block_" + re.sub(r"[^A-Za-z0-9]", "_", document) + f"_{line}"
            if list_only:
                print(f"{where}: {kind}")
                continue
            try:
                text = swift_file(kind, body)
            except ValueError as error:
                sys.exit(f"{where}: {error}")
            os.makedirs(os.path.join(sources, name))
            with open(os.path.join(sources, name, "Block.swift"), "w") as out:
                out.write(f"// {where}\n" + text)
            targets.append((name, where))
    for entry in skipped:
        print(f"skipped (fragment) {entry}")
    if list_only:
        return
    products = ", ".join(f'.product(name: "{m}", package: "MotionKit")' for m in MODULES)
    manifest = [
        "// swift-tools-version:5.9",
        "// Written by scripts/code-blocks.py: every Swift block of the documentation as a target.",
        "import PackageDescription",
        "let all: [Target.Dependency] = [\"MyScenes\", " + products + "]",
        "let package = Package(name: \"CodeBlocks\", dependencies: [.package(name: \"MotionKit\", path: \"../..\")], targets: [",
        "    .target(name: \"MyScenes\", dependencies: [.product(name: \"MotionKit\", package: \"MotionKit\"), "
        ".product(name: \"MotionChess\", package: \"MotionKit\")]),",
    ] + [f"    .target(name: \"{name}\", dependencies: all)," for name, _ in targets] + ["])"]
    with open(os.path.join(package, "Package.swift"), "w") as out:
        out.write("\n".join(manifest) + "\n")
    swift = os.environ.get("SWIFT", "swift")
    result = subprocess.run([swift, "build", "--package-path", package], capture_output=True, text=True)
    # A value a block computes to show it (`let size = …`) is not used afterwards: that warning
    # alone is allowed; every other warning fails as an error does.
    errors = [l for l in (result.stdout + result.stderr).split("\n")
              if ": error:" in l or (": warning:" in l and "[#no-usage]" not in l)]
    for line in errors:
        # .build/code-blocks/Sources/Block_X/Block.swift:N → the document's block.
        print(line.replace(package + "/", ""))
    if result.returncode != 0 or errors:
        if not errors:
            print((result.stdout + result.stderr)[-3000:])
        sys.exit(f"code blocks: {len(targets)} built, {len(skipped)} fragments skipped, of {count}: FAILED (see the first line of each Block.swift for the block)")
    # Each document's manifest blocks as one Package.swift, read (compiled and run) by SwiftPM.
    for document, parts in manifests.items():
        folder = os.path.join(ROOT, ".build", "code-blocks-manifests", re.sub(r"[^A-Za-z0-9]", "_", document))
        os.makedirs(folder, exist_ok=True)
        arguments = ["\n".join(body).strip().rstrip(",") for _, body in parts]
        with open(os.path.join(folder, "Package.swift"), "w") as out:
            out.write("// swift-tools-version:5.9\n// Written by scripts/code-blocks.py from " + ", ".join(w for w, _ in parts) + "\n"
                      "import PackageDescription\nlet package = Package(\nname: \"ManifestCheck\",\n" + ",\n".join(arguments) + "\n)\n")
        checked = subprocess.run([swift, "package", "--package-path", folder, "dump-package"], capture_output=True, text=True)
        if checked.returncode != 0:
            print("\n".join(l for l in checked.stderr.split("\n") if "error:" in l and "Invalid manifest" not in l))
            sys.exit(f"code blocks: the Package.swift blocks of {document} ({', '.join(w for w, _ in parts)}) do not make a manifest SwiftPM reads: FAILED")
    manifest_blocks = sum(len(parts) for parts in manifests.values())
    print(f"code blocks: {len(targets)} of {count} compile, with no warning but unused values; {manifest_blocks} Package.swift blocks read by SwiftPM; {len(skipped)} fragments skipped (listed above)")


if __name__ == "__main__":
    main()
