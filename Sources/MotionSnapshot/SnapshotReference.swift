import Foundation
import MotionRender

/// Where reference files live: beside the test file, in
/// `__Snapshots__/<TestFile>/<test>.<name>.<extension>`.
///
/// `<TestFile>` is the test file's name without `.swift`; `<test>` is the test function's name
/// without its parameter list (`testCoins()` → `testCoins`, a Swift Testing `coins(scheme:)` →
/// `coins`); `.<name>` is left out when the assertion has no name. Characters other than letters,
/// digits, `_`, `-` and `.` become `-`, so names are safe on every file system.
public enum SnapshotReference {
    /// The folder that holds the snapshots of all tests in `filePath`.
    public static func folder(forTestFile filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    /// The reference file of one assertion.
    /// - Parameters:
    ///   - filePath: the test file (`#filePath`).
    ///   - function: the test function (`#function`).
    ///   - name: the assertion's name or variant, or nil for a test's only snapshot.
    ///   - pathExtension: the strategy's extension without the dot.
    ///   - folder: a folder to use instead of the one derived from `filePath`.
    public static func url(filePath: String, function: String, name: String?, pathExtension: String,
                           folder: URL? = nil) -> URL {
        let base = folder ?? self.folder(forTestFile: filePath)
        var fileName = testName(fromFunction: function)
        if let name, !name.isEmpty { fileName += "." + sanitized(name) }
        return base.appendingPathComponent(fileName + "." + pathExtension)
    }

    /// A file written beside `reference` on failure: `test.name.png` → `test.name.<suffix>.<pathExtension>`.
    public static func artifact(for reference: URL, suffix: String, pathExtension: String) -> URL {
        reference.deletingPathExtension().appendingPathExtension(suffix).appendingPathExtension(pathExtension)
    }

    /// A file written on failure: beside `reference` when `artifacts` is nil, else in
    /// `artifacts/<the reference's folder name>/` (for `__Snapshots__/BadgeTests/testBadge.png`,
    /// `<artifacts>/BadgeTests/testBadge.actual.png`), so failures of many test files can be
    /// collected in one folder without clashing.
    public static func artifact(for reference: URL, suffix: String, pathExtension: String, in artifacts: URL?) -> URL {
        let beside = artifact(for: reference, suffix: suffix, pathExtension: pathExtension)
        guard let artifacts else { return beside }
        return artifacts.appendingPathComponent(reference.deletingLastPathComponent().lastPathComponent, isDirectory: true)
            .appendingPathComponent(beside.lastPathComponent)
    }

    /// Where a test file's failing snapshots leave their files by default, outside the source
    /// tree: `<package>/.build/snapshot-artifacts` for the nearest folder above `filePath` that
    /// holds a `Package.swift` (the build folder SwiftPM makes, which version control ignores),
    /// or `snapshot-artifacts` in the temporary folder when there is none.
    public static func defaultArtifactsFolder(forTestFile filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts", isDirectory: true)
    }

    /// `testCoins()` → `testCoins`; `coins(scheme:)` → `coins`; an empty result becomes `snapshot`.
    public static func testName(fromFunction function: String) -> String {
        let bare = function.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? function
        let name = sanitized(bare)
        return name.isEmpty ? "snapshot" : name
    }

    /// Replaces characters other than ASCII letters, digits, `_`, `-` and `.` with `-`.
    static func sanitized(_ text: String) -> String {
        SafeName.text(text, keeping: "_-.", replacement: "-")
    }
}
