import Foundation
import MotionGraphics
import XCTest

/// Typed environment keys: defaults, value semantics, fingerprints for manifests.
final class EnvironmentValuesTests: XCTestCase {
    private struct Greeting: EnvironmentKey {
        static let defaultValue = "hello"
    }

    private struct Count: EnvironmentKey {
        static let defaultValue = 3
        static var name: String { "count" }
        static func fingerprint(of value: Int) -> String { "n=\(value)" }
    }

    func testAnUnsetKeyReadsItsDefaultAndASetOneItsValue() {
        var values = EnvironmentValues()
        XCTAssertEqual(values[Greeting.self], "hello")
        XCTAssertFalse(values.contains(Greeting.self))
        values[Greeting.self] = "hola"
        XCTAssertEqual(values[Greeting.self], "hola")
        XCTAssertTrue(values.contains(Greeting.self))
        XCTAssertEqual(values[Count.self], 3, "other keys keep their defaults")
    }

    func testCopiesAreIndependent() {
        var first = EnvironmentValues()
        first[Count.self] = 5
        var second = first
        second[Count.self] = 7
        XCTAssertEqual(first[Count.self], 5)
        XCTAssertEqual(second[Count.self], 7)
    }

    func testFingerprintsNameEverySetValueInNameOrder() {
        var values = EnvironmentValues()
        XCTAssertTrue(values.fingerprints.isEmpty)
        values[Greeting.self] = "hola"
        values[Count.self] = 9
        let entries = values.fingerprints.map { "\($0.name)=\($0.fingerprint)" }
        XCTAssertEqual(entries, ["Greeting=\"hola\"", "count=n=9"])
    }

    func testRenderOptionsCarryValuesIntoTheSceneEnvironment() throws {
        var options = RenderOptions()
        options[Count.self] = 11
        let environment = try options.environment(box: CGSize(width: 10, height: 10))
        XCTAssertEqual(environment[Count.self], 11)
        XCTAssertEqual(environment[Greeting.self], "hello")
        XCTAssertEqual(environment.box, CGSize(width: 10, height: 10))
    }
}
