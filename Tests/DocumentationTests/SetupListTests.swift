import Foundation
import XCTest

/// The README's lists of what `make demo` and `make test` install are `scripts/setup.sh`'s lists,
/// read from the script itself.
final class SetupListTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The packages of every `packages=(…)` and `packages+=(…)` line, in the script's top level
    /// (before the first `if`) or inside `if [[ "${1:-}" == "--test" ]]`; the conditional
    /// `nodejs` line is left out (the README names it apart).
    private func setupPackages() throws -> (base: Set<String>, test: Set<String>) {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/setup.sh"), encoding: .utf8)
        var base = Set<String>(), test = Set<String>()
        var section = "base"
        for raw in script.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("if [[ \"${1:-}\" == \"--test\" ]]") { section = "test"; continue }
            if line.hasPrefix("if [[ \"${1:-}\" == \"--docs\" ]]") { section = "docs"; continue }
            if line == "fi" { section = "after"; continue }
            guard line.hasPrefix("packages=(") || line.hasPrefix("packages+=("), let open = line.firstIndex(of: "("),
                  let close = line.firstIndex(of: ")") else { continue }
            let names = line[line.index(after: open)..<close].split(separator: " ").map(String.init)
            switch section {
            case "base": base.formUnion(names)
            case "test": test.formUnion(names)
            default: break
            }
        }
        return (base, test)
    }

    /// The words of the first code span after `marker` in the README.
    private func readmeList(after marker: String) throws -> Set<String> {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: marker), "the README says \(marker)")
        let rest = readme[start.upperBound...]
        let open = try XCTUnwrap(rest.firstIndex(of: "`"))
        let close = try XCTUnwrap(rest[rest.index(after: open)...].firstIndex(of: "`"))
        return Set(rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }

    func testTheReadmeListsWhatTheSetUpInstalls() throws {
        let setup = try setupPackages()
        XCTAssertGreaterThan(setup.base.count, 10)
        XCTAssertGreaterThan(setup.test.count, 10)
        XCTAssertEqual(try readmeList(after: "`make demo` installs, when missing (as root, or through `sudo`):"), setup.base)
        XCTAssertEqual(try readmeList(after: "`make test` also installs"), setup.test)
    }
}
