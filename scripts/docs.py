#!/usr/bin/env python3
"""The API reference: the documentation check over symbol graphs, and the DocC site.

    scripts/docs.py check [--build-folder DIR] [--graphs-out DIR]
    scripts/docs.py check --graphs DIR --module NAME [--module NAME ...]
    scripts/docs.py site [--build-folder DIR] [--output DIR] [--hosting-base-path PATH] [--source-url URL]

`check` reads the public API of every library product of Package.swift from the modules an
earlier `swift build` left in BUILD_FOLDER (default .build/debug): it runs the toolchain's
swift-symbolgraph-extract on each module with the import flags of the build's own compile
command (from the build manifest, BUILD_FOLDER/../../debug.yaml), so nothing is compiled again.
It prints, as `file:line: message`, every public symbol without a doc comment and every public
declaration that mentions a C type (a type imported from a C module, or OpaquePointer), then
documented/total per module, and exits 1 when any problem remains. A library module without a
catalog (Sources/M/M.docc/M.md) is a problem too. With --graphs it checks symbol graphs
extracted elsewhere (DIR/MODULE/*.symbols.json), for the named modules only.

What counts: every public symbol with a place in the sources, except members the compiler
synthesizes (default implementations repeated on each conforming type, Equatable's `==`, …).
A symbol is documented when it has a doc comment of its own or implements a protocol
requirement whose doc comment it inherits (DocC shows that one on its page).

`site` runs the check (and stops on any problem), stages each module's catalog under
.build/docs/catalogs, converts each module with the toolchain's `docc convert`
(any warning in its diagnostics file fails the build), in dependency order so that links
into a dependency resolve, and merges the archives into one static site in OUTPUT (default
docs-site/), replaced only when every step succeeded.

The guides in docs/*.md are the one source of their text: a catalog lists a guide as
`<doc:NAME>` in its topics, and `site` copies docs/NAME.md into the staged catalog with its
links made DocC links (another guide, an image), and code spans that name a type of the module
or of one of its dependencies made symbol links. A guide is listed by one catalog only; a link
to a guide of another catalog is its address in the merged site, checked once merged.

Doc comments may link a dependency's type as Swift names it (``RenderError`` in MotionTimeline):
`site` makes such links absolute (``/MotionGraphics/RenderError``) in the staged symbol graphs
before docc reads them. A link to an internal symbol, to a type of a module outside the package
(Foundation, Testing) or to a name two dependencies share is left for docc to report.

Exit status: 0 when clean, 1 when the check finds problems or docc fails, 64 for wrong usage
(no build, an unknown module).
"""
import argparse
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
STAGE = ROOT / ".build" / "docs"
USAGE = 64


class UsageError(Exception):
    """Wrong usage or a missing input: exit 64 with one line."""


def toolchain_tool(name):
    """A tool of the Swift toolchain: beside the `swift` on PATH, else /opt/swift/usr/bin."""
    swift = shutil.which("swift")
    for folder in ([Path(swift).resolve().parent] if swift else []) + [Path("/opt/swift/usr/bin")]:
        if (folder / name).exists():
            return str(folder / name)
    raise UsageError(f"{name} not found beside swift on PATH or in /opt/swift/usr/bin")


# MARK: - The package

def read_package():
    """The library products' modules and every target's dependencies, read from Package.swift.

    The manifest is parsed with patterns, not evaluated: `swift package dump-package` would
    wait for the lock that a running `swift test` holds on .build. The patterns cover the
    `.library(name:targets:)` and `.target(name:dependencies:)` forms this manifest uses; a
    manifest they cannot read stops the check instead of skipping modules.
    """
    text = re.sub(r"//[^\n]*", "", (ROOT / "Package.swift").read_text())
    modules = []
    for match in re.finditer(r'\.library\(\s*name:\s*"[^"]+"[^)]*?targets:\s*\[([^\]]*)\]', text):
        modules += [m for m in re.findall(r'"([^"]+)"', match.group(1)) if m not in modules]
    dependencies = {}
    for match in re.finditer(r'\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"\s*(?:,\s*dependencies:\s*\[([^\]]*)\])?',
                             text):
        listed = re.sub(r"\.product\([^)]*\)", "", match.group(2) or "")
        dependencies[match.group(1)] = re.findall(r'"([^"]+)"', listed)
    if not modules or any(m not in dependencies for m in modules):
        raise UsageError("Package.swift: could not read the library products and their targets")
    return modules, dependencies


def closure(module, dependencies, documented):
    """The documented modules `module` depends on, directly or not, in dependency order."""
    seen = []

    def visit(name):
        for dependency in dependencies.get(name, []):
            if dependency not in seen:
                visit(dependency)
                seen.append(dependency)
    visit(module)
    return [m for m in seen if m in documented]


def dependency_order(modules, dependencies):
    order = []
    for module in modules:
        for m in closure(module, dependencies, modules) + [module]:
            if m not in order:
                order.append(m)
    return order


# MARK: - Symbol graphs

def compile_arguments(build_folder):
    """Each module's import flags, from the compile commands of the build manifest."""
    folder = Path(build_folder).resolve()
    manifest = folder.parent.parent / f"{folder.name}.yaml"
    if not (folder / "Modules").is_dir() or not manifest.is_file():
        raise UsageError(f"{build_folder}: no build there (no Modules/ or no {manifest.name} beside it); run swift build first")
    suffix = f"-{folder.parent.name}-{folder.name}.module"
    arguments = {}
    current = None
    for line in manifest.read_text().splitlines():
        header = re.match(r'\s*"C\.([^"]+)":', line)
        if header and not header.group(1).endswith(suffix):
            header = None
        if header:
            current = header.group(1).removesuffix(suffix)
        elif current and line.lstrip().startswith("args: ["):
            arguments[current] = json.loads(line.split("args: ", 1)[1])
            current = None
    return folder, arguments


def import_flags(args):
    """The flags that let swift-symbolgraph-extract load a module as its compile found it."""
    flags, k = [], 0
    while k < len(args):
        if args[k] in ("-I", "-Xcc", "-target", "-module-cache-path") and k + 1 < len(args):
            flags += args[k:k + 2]
            k += 2
            continue
        if args[k].startswith("-I"):
            flags.append(args[k])
        k += 1
    return flags


def extract(build_folder, modules, out):
    """Writes OUT/MODULE/*.symbols.json for each module, public symbols only."""
    folder, arguments = compile_arguments(build_folder)
    extractor = toolchain_tool("swift-symbolgraph-extract")
    missing = [m for m in modules if m not in arguments or not (folder / "Modules" / f"{m}.swiftmodule").exists()]
    if missing:
        raise UsageError(f"{build_folder}: {', '.join(missing)} not built there; run swift build first")

    def one(module):
        target = Path(out) / module
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        command = [extractor, "-module-name", module, "-minimum-access-level", "public", "-emit-extension-block-symbols", "-output-dir", str(target),
                   "-I", str(folder / "Modules")] + import_flags(arguments[module])
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            # A crash of the extractor prints a stack dump; the line that names the declaration it
            # was reading says what to change, so that one is shown rather than the first.
            lines = result.stderr.strip().splitlines() or ["no message"]
            named = [line.strip() for line in lines if re.search(r"While deserializing '", line)]
            raise UsageError(f"swift-symbolgraph-extract failed for {module}: " + (
                f"it crashed: {named[-1]} (a declaration of that name in Sources/{module})" if named else lines[0]))

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, modules))


def symbols(graphs, module):
    """The public symbols of a module's graphs (its own and its extensions of other modules)."""
    files = sorted(glob.glob(str(Path(graphs) / module / "*.symbols.json")))
    if not files:
        raise UsageError(f"{graphs}/{module}: no symbol graphs")
    seen = {}
    relationships = []
    for file in files:
        graph = json.loads(Path(file).read_text())
        for symbol in graph["symbols"]:
            seen.setdefault(symbol["identifier"]["precise"], symbol)
        relationships += graph.get("relationships", [])
    return seen, relationships


def place(symbol):
    location = symbol.get("location")
    if not location:
        return None
    path = location["uri"].removeprefix("file://")
    try:
        path = str(Path(path).relative_to(ROOT))
    except ValueError:
        pass
    return path, location["position"]["line"] + 1


def title(symbol):
    return ".".join(symbol["pathComponents"])


def has_doc_comment(symbol):
    comment = symbol.get("docComment")
    return bool(comment) and any(line["text"].strip() for line in comment.get("lines", []))


def generic_names(found):
    """Names a declaration may use without a Swift identifier: Self, generic parameters, associated types."""
    names = {"Self"}
    for symbol in found.values():
        names.update(p["name"] for p in (symbol.get("swiftGenerics") or {}).get("parameters", []))
        if symbol["kind"]["identifier"] == "swift.associatedtype":
            names.add(symbol["names"]["title"])
    return names


def c_types(symbol, generics):
    """The C types (and OpaquePointer) the declaration mentions.

    A type imported from C has a Clang identifier (`c:…`), or none at all (Glibc's FILE); a
    Swift type always has a Swift one (`s:…`), except generic parameters and associated types.
    """
    found = []
    for fragment in symbol.get("declarationFragments", []):
        if fragment.get("kind") != "typeIdentifier":
            continue
        precise = fragment.get("preciseIdentifier", "")
        if precise.startswith("c:") or precise == "s:s13OpaquePointerV" or (not precise and fragment["spelling"] not in generics):
            found.append(fragment["spelling"])
    return found


def check(graphs, modules, require_catalogs=True):
    """Problems as (path, line, message), and (documented, total) per module."""
    problems, coverage = [], {}
    for module in modules:
        if require_catalogs and not (ROOT / "Sources" / module / f"{module}.docc" / f"{module}.md").is_file():
            problems.append((f"Sources/{module}", 0, f"{module}: no documentation catalog (Sources/{module}/{module}.docc/{module}.md)"))
        found, relationships = symbols(graphs, module)
        generics = generic_names(found)
        documented = total = 0
        for precise, symbol in found.items():
            where = place(symbol)
            if where is None or "::SYNTHESIZED::" in precise or symbol["kind"]["identifier"] == "swift.extension":
                continue
            total += 1
            if has_doc_comment(symbol):
                documented += 1
            else:
                problems.append((*where, f"{module}: {title(symbol)} has no doc comment"))
            for name in c_types(symbol, generics):
                problems.append((*where, f"{module}: {title(symbol)} mentions the C type {name}"))
        for relation in relationships:
            source = found.get(relation["source"])
            if relation["target"].startswith("c:") and source is not None and place(source):
                name = relation.get("targetFallback", relation["target"])
                problems.append((*place(source), f"{module}: {title(source)} extends or conforms to the C type {name}"))
        coverage[module] = (documented, total)
    return sorted(set(problems)), coverage


def report(problems, coverage):
    for path, line, message in problems:
        print(f"{path}:{line}: {message}" if line else f"{path}: {message}")
    width = max(len(m) for m in coverage)
    print(f"{'module':<{width}}  documented / public symbols")
    for module, (documented, total) in coverage.items():
        print(f"{module:<{width}}  {documented:5} / {total:<5} {100 * documented / max(total, 1):5.1f} %")
    documented, total = (sum(c[i] for c in coverage.values()) for i in (0, 1))
    print(f"{'all':<{width}}  {documented:5} / {total:<5} {100 * documented / max(total, 1):5.1f} %")
    if problems:
        print(f"error: {len(problems)} documentation problem(s), listed above", file=sys.stderr)
    return 1 if problems else 0


def run_check(build_folder, graphs_out):
    modules, _ = read_package()
    graphs = Path(graphs_out) if graphs_out else Path(tempfile.mkdtemp(prefix="motion-symbol-graphs-"))
    try:
        extract(build_folder, modules, graphs)
        return check(graphs, modules)
    finally:
        if not graphs_out:
            shutil.rmtree(graphs, ignore_errors=True)


# MARK: - Guides staged into catalogs

def github_slug(heading):
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def docc_anchor(heading):
    """The fragment DocC gives a heading: its words joined by '-', backticks and punctuation dropped."""
    text = re.sub(r"[`*]", "", heading.strip())
    text = re.sub(r"[^\w\s\-]", "", text)
    return "-".join(text.split())


def headings(path):
    inside_code = False
    found = []
    for line in path.read_text().splitlines():
        if line.startswith("```"):
            inside_code = not inside_code
        elif not inside_code and re.match(r"#{2,6} ", line):
            found.append(line.lstrip("#").strip())
    return found


def anchor_for(guide_file, slug, source, line):
    for heading in headings(guide_file):
        if github_slug(heading) == slug:
            return docc_anchor(heading)
    raise UsageError(f"{source}:{line}: {guide_file.name} has no heading for #{slug}")


def type_names(graphs, module):
    """Top-level symbol names of a module that are unique in it."""
    counts = {}
    for precise, symbol in symbols(graphs, module)[0].items():
        if len(symbol["pathComponents"]) == 1 and "::SYNTHESIZED::" not in precise and symbol["kind"]["identifier"] in (
                "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"):
            counts[symbol["pathComponents"][0]] = counts.get(symbol["pathComponents"][0], 0) + 1
    return {name for name, count in counts.items() if count == 1}


def guide_title(guide):
    return guide.read_text().splitlines()[0].lstrip("# ").strip()


def guide_link(guide, anchor, label, module, dependencies, placement, base_path, source_url):
    """A link from a page of `module` to a guide, in the form that works where the guide is staged."""
    owner = placement.get(guide.stem)
    if owner == module:
        return f"[{label}](<doc:{guide.stem}{anchor}>)" if label else f"<doc:{guide.stem}{anchor}>"
    label = label or guide_title(guide)
    if owner is not None:
        # A guide of another catalog: the page's address in the merged site, checked once the
        # site is merged (broken_site_links). Not `<doc:/documentation/OWNER/…>`: in a module
        # that extends OWNER's types docc looks for that path under the module's own page for
        # the extended module, and finds nothing.
        return f"[{label}]({base_path}/documentation/{owner.lower()}/{guide.stem}{anchor})"
    if source_url:
        return f"[{label}]({source_url}/docs/{guide.name})"
    return f"{label} (`docs/{guide.name}` in the repository)"


def convert_guide(text, source, module, dependencies, placement, linkable, base_path, source_url):
    """A docs/*.md guide as a DocC article of `module`."""
    lines, out, inside_code = text.splitlines(), [], False
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            inside_code = not inside_code
            out.append(line)
            continue
        if inside_code or line.startswith("# "):
            out.append(line)
            continue

        def link(match):
            label, target = match.group(1), match.group(2)
            if re.match(r"[a-z]+:", target):
                return match.group(0)
            name, _, slug = target.partition("#")
            guide = DOCS / (name or source.name)
            if not guide.name.endswith(".md") or not guide.is_file():
                raise UsageError(f"{source.relative_to(ROOT)}:{number}: the link to {target} finds no file in docs/")
            anchor = f"#{anchor_for(guide, slug, source.relative_to(ROOT), number)}" if slug else ""
            # A label that is only the file's name reads better as the guide's title.
            if label.strip("`") == guide.name:
                label = None
            return guide_link(guide, anchor, label, module, dependencies, placement, base_path, source_url)

        line = re.sub(r"!\[([^\]]*)\]\(images/([^)]+)\)", lambda m: f"![{m.group(1)}]({Path(m.group(2)).stem})", line)
        line = re.sub(r"(?<!!)\[([^\]]+)\]\(([^)\s]+)\)", link, line)
        if not line.startswith("#"):
            line = re.sub(r"(?<!`)`([A-Za-z_][A-Za-z0-9_]*)`(?!`)",
                          lambda m: linkable.get(m.group(1), m.group(0)), line)
        out.append(line)
    return "\n".join(out) + "\n"


def stage_catalogs(modules, dependencies, graphs, base_path, source_url):
    """Copies each catalog under .build/docs/catalogs, with the guides its topics list."""
    placement = {}
    for module in modules:
        catalog = ROOT / "Sources" / module / f"{module}.docc"
        for page in catalog.glob("*.md"):
            # A topic item `- <doc:NAME>` claims docs/NAME.md for this catalog.
            for stem in re.findall(r"^\s*- <doc:([A-Za-z0-9_\-]+)>\s*$", page.read_text(), flags=re.M):
                if (DOCS / f"{stem}.md").is_file() and not (catalog / f"{stem}.md").exists():
                    if placement.setdefault(stem, module) != module:
                        raise UsageError(f"docs/{stem}.md is listed by both {placement[stem]} and {module}; list it in one catalog")
    names = {module: type_names(graphs, module) for module in modules}
    staged = {}
    for module in modules:
        target = STAGE / "catalogs" / f"{module}.docc"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(ROOT / "Sources" / module / f"{module}.docc", target)
        for page in target.glob("*.md"):
            # `<doc:NAME>` for a guide another catalog lists becomes a link that works from here.
            page.write_text(re.sub(r"<doc:([A-Za-z0-9_\-]+)>", lambda m: guide_link(
                DOCS / f"{m.group(1)}.md", "", None, module, dependencies, placement, base_path, source_url)
                if placement.get(m.group(1), module) != module else m.group(0), page.read_text()))
        linkable = {}
        for dependency in closure(module, dependencies, modules):
            linkable.update({name: f"``/{dependency}/{name}``" for name in names[dependency]})
        linkable.update({name: f"``{name}``" for name in names[module]})
        for stem, owner in placement.items():
            if owner != module:
                continue
            source = DOCS / f"{stem}.md"
            text = convert_guide(source.read_text(), source, module, dependencies, placement, linkable, base_path,
                                 source_url)
            (target / f"{stem}.md").write_text(text)
            for image in re.findall(r"\]\(images/([^)]+)\)", source.read_text()):
                shutil.copy(DOCS / "images" / image, target / image)
        staged[module] = target
    return staged


# MARK: - The site

SYMBOL_LINK = re.compile(r"``([A-Za-z_][A-Za-z0-9_]*)((?:/[^`]*)?)``")


def qualify_symbol_links(graphs, modules, dependencies):
    """Rewrites, in the staged symbol graphs, doc-comment links to another module's type as absolute links.

    In Swift a doc comment of MotionTimeline may name ``RenderError`` (a MotionGraphics type it
    sees through its imports), but docc resolves a relative link in the module being converted
    only. A link whose first name is no symbol of the comment's own module and is a type of
    exactly one module that one depends on (directly or not) becomes ``/OWNER/NAME/…``. The same
    holds for a comment inherited from a protocol of another documented module, read from that
    module. Anything else is left as written, for docc to report.
    """
    own, types = {}, {}
    for module in modules:
        names = set()
        for symbol in json.loads((Path(graphs) / module / f"{module}.symbols.json").read_text())["symbols"]:
            names.update(symbol["pathComponents"])
        own[module] = names
        types[module] = type_names(graphs, module)

    def owner(name, context, module):
        # In the module's own comments any name of the module may be a relative link (a member
        # of an enclosing type); an inherited comment is only rewritten for its module's types.
        if name in (own[context] if context == module else types[context]):
            return context
        found = [m for m in closure(context, dependencies, modules) if name in types[m]]
        return found[0] if len(found) == 1 else None

    for module in modules:
        for file in sorted((Path(graphs) / module).glob("*.symbols.json")):
            graph = json.loads(file.read_text())
            changed = False
            for symbol in graph["symbols"]:
                comment = symbol.get("docComment") or {}
                context = comment.get("module", module)
                if context not in own:
                    continue

                def absolute(match):
                    found = owner(match.group(1), context, module)
                    if found is None or (found == module and context == module):
                        return match.group(0)
                    return f"``/{found}/{match.group(1)}{match.group(2)}``"
                for line in comment.get("lines", []):
                    text = SYMBOL_LINK.sub(absolute, line["text"])
                    if text != line["text"]:
                        line["text"], changed = text, True
            if changed:
                file.write_text(json.dumps(graph))


def diagnostic_line(diagnostic, catalog, module):
    """One docc diagnostic as `path:line:column: severity: summary`, naming the source a staged file came from."""
    path = Path(diagnostic.get("source", "").removeprefix("file://"))
    if path.is_relative_to(catalog):
        original = ROOT / "Sources" / module / f"{module}.docc" / path.relative_to(catalog)
        path = original if original.exists() else DOCS / path.name
    where = str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)
    start = diagnostic.get("range", {}).get("start")
    if start:
        where += f":{start['line']}:{start['column']}"
    return f"{where}: {diagnostic['severity']}: {module}: {diagnostic['summary']}"


def broken_site_links(staged, merged, base_path):
    """Links written as addresses in the site (docc cannot check them) whose page or section is missing."""
    broken = []
    pattern = re.compile(r"\]\(" + re.escape(base_path) + r"/documentation/([a-z0-9_\-]+)/([a-z0-9_\-]+)(?:#([^)]+))?\)")
    for module, catalog in staged.items():
        for page in sorted(catalog.glob("*.md")):
            for number, line in enumerate(page.read_text().splitlines(), 1):
                for match in pattern.finditer(line):
                    data = merged / "data" / "documentation" / match.group(1) / f"{match.group(2)}.json"
                    anchors = re.findall(r'"anchor"\s*:\s*"([^"]*)"', data.read_text()) if data.is_file() else []
                    if not data.is_file() or (match.group(3) and match.group(3) not in anchors):
                        original = ROOT / "Sources" / module / f"{module}.docc" / page.name
                        where = original if original.exists() else DOCS / page.name
                        broken.append(f"{where.relative_to(ROOT)}:{number}: error: {module}: no page or section "
                                      f"{match.group(0)[2:-1]} in the site")
    return broken


def run_site(build_folder, output, base_path, source_url):
    started = time.monotonic()
    modules, dependencies = read_package()
    graphs = STAGE / "symbol-graphs"
    extract(build_folder, modules, graphs)
    problems, coverage = check(graphs, modules)
    status = report(problems, coverage)
    print(f"docs: check took {time.monotonic() - started:.1f} s")
    if status:
        return status
    base_path = "/" + base_path.strip("/") if base_path.strip("/") else ""
    qualify_symbol_links(graphs, modules, dependencies)
    staged = stage_catalogs(modules, dependencies, graphs, base_path, source_url)
    docc = toolchain_tool("docc")
    archives = STAGE / "archives"
    shutil.rmtree(archives, ignore_errors=True)
    archives.mkdir(parents=True)
    warnings = []
    for module in dependency_order(modules, dependencies):
        began = time.monotonic()
        diagnostics = STAGE / f"{module}.diagnostics.json"
        command = [docc, "convert", str(staged[module]), "--additional-symbol-graph-dir", str(graphs / module),
                   "--output-path", str(archives / f"{module}.doccarchive"),
                   "--fallback-display-name", module, "--fallback-bundle-identifier", module,
                   "--diagnostics-file", str(diagnostics), "--enable-inherited-docs",
                   "--enable-experimental-external-link-support", "--transform-for-static-hosting"]
        if base_path:
            command += ["--hosting-base-path", base_path]
        if source_url:
            command += ["--source-service", "github", "--source-service-base-url", source_url, "--checkout-path", str(ROOT)]
        for dependency in closure(module, dependencies, modules):
            command += ["--dependency", str(archives / f"{dependency}.doccarchive")]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0 or not diagnostics.is_file():
            sys.stdout.write(result.stdout)
            sys.stderr.write(result.stderr)
            print(f"error: docc convert failed for {module}", file=sys.stderr)
            return 1
        found = [diagnostic_line(d, staged[module], module) for d in json.loads(diagnostics.read_text())["diagnostics"]
                 if d.get("severity") in ("warning", "error")]
        warnings += found
        print(f"docs: {module} converted in {time.monotonic() - began:.1f} s, {len(found)} warning(s)")
    if warnings:
        print("\n".join(warnings))
        print(f"error: docc reported {len(warnings)} warning(s), listed above; the site is not written", file=sys.stderr)
        return 1
    merged = STAGE / "MotionKit.doccarchive"
    shutil.rmtree(merged, ignore_errors=True)
    command = [docc, "merge"] + [str(archives / f"{m}.doccarchive") for m in modules] + [
        "--output-path", str(merged), "--synthesized-landing-page-name", "MotionKit",
        "--synthesized-landing-page-kind", "Package", "--synthesized-landing-page-topics-style", "list"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        print("error: docc merge failed", file=sys.stderr)
        return 1
    broken = broken_site_links(staged, merged, base_path)
    if broken:
        print("\n".join(broken))
        print(f"error: {len(broken)} link(s) to pages of the site lead nowhere, listed above; the site is not written",
              file=sys.stderr)
        return 1
    output = Path(output).resolve()
    previous = output.with_name(output.name + ".old")
    shutil.rmtree(previous, ignore_errors=True)
    if output.exists():
        output.rename(previous)
    shutil.move(str(merged), str(output))
    shutil.rmtree(previous, ignore_errors=True)
    print(f"docs: {output.relative_to(ROOT) if output.is_relative_to(ROOT) else output} written in "
          f"{time.monotonic() - started:.1f} s; open it through a web server at {base_path or ''}/documentation/")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    check_command = commands.add_parser("check", help="every public symbol documented, no C type in a public declaration")
    check_command.add_argument("--build-folder", default=".build/debug")
    check_command.add_argument("--graphs-out", help="keep the extracted symbol graphs in this folder")
    check_command.add_argument("--graphs", help="check graphs extracted elsewhere (DIR/MODULE/*.symbols.json)")
    check_command.add_argument("--module", action="append", default=[], help="with --graphs: a module to check")
    site = commands.add_parser("site", help="the check, then the DocC site")
    site.add_argument("--build-folder", default=".build/debug")
    site.add_argument("--output", default=str(ROOT / "docs-site"))
    site.add_argument("--hosting-base-path", default="", help="the path the site is served under, e.g. /MotionKit")
    site.add_argument("--source-url", default="", help="where the sources are browsed, e.g. https://github.com/OWNER/MotionKit/blob/main")
    arguments = parser.parse_args()
    try:
        if arguments.command == "site":
            return run_site(arguments.build_folder, arguments.output, arguments.hosting_base_path,
                            arguments.source_url.rstrip("/"))
        if arguments.graphs:
            if not arguments.module:
                raise UsageError("--graphs needs at least one --module")
            return report(*check(arguments.graphs, arguments.module, require_catalogs=False))
        if arguments.module:
            raise UsageError("--module goes with --graphs")
        return report(*run_check(arguments.build_folder, arguments.graphs_out))
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return USAGE


if __name__ == "__main__":
    sys.exit(main())
