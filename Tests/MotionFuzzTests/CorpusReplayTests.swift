import Foundation
import MotionFuzzTargets
import XCTest

/// Every input the fuzzers found worth keeping (`Tests/MotionFuzzTests/Corpus/<target>/`: the
/// seeds, what `make fuzz` merged in, and each input that once crashed a target) runs through its
/// target again: a finding that comes back fails here, without a fuzzing build.
final class CorpusReplayTests: XCTestCase {
    private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    func testEveryTargetHasASeedCorpus() throws {
        for target in FuzzTarget.all {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(target.name).path)) ?? []
            XCTAssertFalse(files.isEmpty, "no corpus for \(target.name) in \(corpus.path)")
        }
    }

    func testTheCorpusReplaysWithoutAFinding() throws {
        var replayed = 0
        for target in FuzzTarget.all {
            let folder = corpus.appendingPathComponent(target.name)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                target.run(data.prefix(target.maximumLength))
                replayed += 1
            }
        }
        XCTAssertGreaterThan(replayed, 0)
    }
}
