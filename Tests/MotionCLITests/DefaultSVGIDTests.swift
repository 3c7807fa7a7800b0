import Foundation
import MotionTestSupport
import XCTest

/// Issue 13, defect 7: renders with different drawing options get different default SVG ids, so
/// both can be inlined in one page; the same render gets the same ids in every process.
final class DefaultSVGIDTests: XCTestCase {
    private func ids(_ url: URL) throws -> Set<String> {
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #" id="([^"]+)""#)
        return Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        })
    }

    func testOtherOptionsGiveOtherIDsAndTheSameOptionsTheSame() throws {
        let folder = try makeTemporaryFolder(self)
        func render(_ name: String, _ options: [String]) throws -> URL {
            let url = folder.appendingPathComponent(name)
            let result = try CLIRunner.run(["render", "bots"] + options + ["-o", url.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            return url
        }
        let plain = try render("i1.svg", [])
        let geometric = try render("i2.svg", ["--piece-set", "geometric"])
        let themed = try render("i3.svg", ["--board-theme", "brown"])
        let transparent = try render("i4.svg", ["--transparent"])
        let again = try render("i5.svg", [])
        let sets = try [plain, geometric, themed, transparent].map(ids)
        // Enough ids for the disjointness below to mean something: 38 in the bots frame (22
        // glyphs, 13 inlined assets: the pieces and avatars, a clip, the title and description).
        XCTAssertGreaterThan(sets[0].count, 35)
        for i in sets.indices { for j in sets.indices where j > i {
            XCTAssertEqual(sets[i].intersection(sets[j]), [], "renders \(i + 1) and \(j + 1) share ids")
        } }
        XCTAssertEqual(try Data(contentsOf: again), try Data(contentsOf: plain), "the same render, the same bytes")
        XCTAssertTrue(sets[0].allSatisfy { $0.range(of: #"^bots-4600ms-light-phone-[0-9a-f]{8}-"#, options: .regularExpression) != nil },
                      "readable start, then the hash: \(sets[0].sorted().prefix(3))")
    }
}
