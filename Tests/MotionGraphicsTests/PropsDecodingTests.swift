import Foundation
import MotionCore
import MotionGraphics
import XCTest

/// Props laid over defaults and read by a props type: what is kept, what replaces, and the one
/// line each bad value gets. Expected messages are written out by hand.
final class PropsDecodingTests: XCTestCase {
    private func decode(_ json: String, over defaults: CardProps = CardProps()) throws -> CardProps {
        try CardProps.decode(try PropsInput(json: json, source: "--props"), over: defaults)
    }

    /// The message `json` is refused with.
    private func message(_ json: String, over defaults: CardProps = CardProps(), file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let props = try decode(json, over: defaults)
            XCTFail("\(json) was accepted as \(props)", file: file, line: line)
            return ""
        } catch let error as PropsError {
            return error.description
        } catch {
            XCTFail("\(json): \(error) is not a PropsError", file: file, line: line)
            return ""
        }
    }

    func testAnEmptyObjectGivesTheDefaults() throws {
        XCTAssertEqual(try decode("{}"), CardProps())
        var custom = CardProps()
        custom.title = "Custom"
        custom.accent = MotionColor(hex: 0x336699)
        XCTAssertEqual(try decode("{}", over: custom), custom, "the scene's defaults, not the type's, are kept")
    }

    func testGivenKeysReplaceTheirDefaultsAndTheOthersStay() throws {
        let props = try decode(#"{"title": "Niveau 5", "level": 12, "ratio": 0.25, "shown": false, "mode": "outline"}"#)
        var expected = CardProps()
        expected.title = "Niveau 5"
        expected.level = 12
        expected.ratio = 0.25
        expected.shown = false
        expected.mode = .outline
        XCTAssertEqual(props, expected)
    }

    func testNestedObjectsMergeKeyByKeyAndArraysReplaceWhole() throws {
        var defaults = CardProps()
        defaults.badge = .init(label: "HOT", size: 20)
        defaults.tags = ["a", "b", "c"]
        let props = try decode(#"{"badge": {"size": 9}, "tags": ["z"]}"#, over: defaults)
        XCTAssertEqual(props.badge, .init(label: "HOT", size: 9))
        XCTAssertEqual(props.tags, ["z"])
    }

    func testElementsOfPropsTypeTakeTheirTypesDefaults() throws {
        let props = try decode(#"{"rows": [{"name": "first"}, {"weight": 3}]}"#)
        XCTAssertEqual(props.rows, [.init(name: "first", weight: 1), .init(name: "row", weight: 3)])
        // A plain Codable element has no defaults: every key that is not optional must be given.
        XCTAssertEqual(message(#"{"badges": [{"size": 3}]}"#), #"--props: key "badges[0].label" is missing and has no default"#)
    }

    func testNullClearsAnOptionalAndIsAKnownKey() throws {
        var defaults = CardProps()
        defaults.accent = MotionColor(hex: 0xFF0000)
        XCTAssertNil(try decode(#"{"accent": null}"#, over: defaults).accent)
        XCTAssertNil(try decode(#"{"accent": null}"#).accent, "an optional left nil by the defaults is still a known key")
        XCTAssertEqual(message(#"{"title": null}"#), #"--props: key "title": expected a string, found null"#)
    }

    func testColoursAreReadFromHexText() throws {
        XCTAssertEqual(try decode(##"{"accent": "#3366CC"}"##).accent, MotionColor(red: 0x33 / 255, green: 0x66 / 255, blue: 0xCC / 255))
        XCTAssertEqual(try decode(#"{"accent": "f60"}"#).accent, MotionColor(red: 1, green: 0x66 / 255, blue: 0))
        XCTAssertEqual(message(##"{"accent": "#12"}"##),
                       ##"--props: key "accent": invalid colour "#12": expected #RGB, #RRGGBB or #RRGGBBAA"##)
        XCTAssertEqual(message(#"{"accent": 255}"#), #"--props: key "accent": expected a string, found a number (255)"#)
    }

    /// Each wrong value names its key path, what the type expects and what was there.
    func testWrongValuesNameTheKeyTheExpectedTypeAndWhatWasFound() {
        let cases: [(String, String)] = [
            (#"{"title": 5}"#, #"key "title": expected a string, found a number (5)"#),
            (#"{"title": ["a"]}"#, #"key "title": expected a string, found an array"#),
            (#"{"level": 5.5}"#, #"key "level": expected an integer, found a number (5.5)"#),
            (#"{"level": "five"}"#, #"key "level": expected an integer, found a string ("five")"#),
            (#"{"level": true}"#, #"key "level": expected an integer, found true"#),
            (#"{"ratio": "half"}"#, #"key "ratio": expected a number, found a string ("half")"#),
            (#"{"shown": 1}"#, #"key "shown": expected true or false, found a number (1)"#),
            (#"{"shown": "yes"}"#, #"key "shown": expected true or false, found a string ("yes")"#),
            (#"{"mode": "fast"}"#, #"key "mode": expected one of fill, outline, found a string ("fast")"#),
            (#"{"mode": 1}"#, #"key "mode": expected a string, found a number (1)"#),
            (#"{"badge": []}"#, #"key "badge": expected an object, found an array"#),
            (#"{"badge": {"size": 300}}"#, #"key "badge.size": expected an integer in 0...255, found a number (300)"#),
            (#"{"badge": {"size": -1}}"#, #"key "badge.size": expected an integer in 0...255, found a number (-1)"#),
            (#"{"tags": "a"}"#, #"key "tags": expected an array, found a string ("a")"#),
            (#"{"tags": ["a", 2]}"#, #"key "tags[1]": expected a string, found a number (2)"#),
            (#"{"rows": [{}, {"weight": "x"}]}"#, #"key "rows[1].weight": expected a number, found a string ("x")"#),
            (#"{"extra": {"a": 1, "b": "two"}}"#, #"key "extra.b": expected an integer, found a string ("two")"#),
            (#"{"title": "\#(String(repeating: "x", count: 60))", "level": {}}"#, #"key "level": expected an integer, found an object"#),
        ]
        for (json, expected) in cases {
            XCTAssertEqual(message(json), "--props: " + expected, json)
        }
    }

    func testLongStringsAreShortenedInMessages() {
        let long = String(repeating: "y", count: 100)
        XCTAssertEqual(message(#"{"level": "\#(long)"}"#),
                       #"--props: key "level": expected an integer, found a string (""# + String(repeating: "y", count: 39) + #"…")"#)
    }

    /// Keys the type never reads are refused, at any depth, listing the keys read beside them.
    func testUnknownKeysAreRefusedWithTheKeysThere() {
        XCTAssertEqual(message(#"{"titel": "x"}"#),
                       #"--props: unknown key "titel" (keys there: accent, badge, badges, extra, level, mode, ratio, rows, shown, tags, title)"#)
        XCTAssertEqual(message(#"{"badge": {"lable": "x"}}"#), #"--props: unknown key "badge.lable" (keys there: label, size)"#)
        XCTAssertEqual(message(#"{"rows": [{"name": "a"}, {"nmae": "b"}]}"#), #"--props: unknown key "rows[1].nmae" (keys there: name, weight)"#)
        XCTAssertEqual(message(#"{"b": 1, "a": 2, "badge": {"x": 3}}"#),
                       #"--props: unknown keys "a", "b", "badge.x" (keys there: accent, badge, badges, extra, level, mode, ratio, rows, shown, tags, title)"#)
    }

    func testADictionaryTakesAnyKey() throws {
        XCTAssertEqual(try decode(#"{"extra": {"anything": 1, "else": 2}}"#).extra, ["anything": 1, "else": 2])
    }

    /// Props held as an open JSON object (what a scene drawn by a script takes): every key is
    /// read, so none is unknown, and the defaults still fill what is left out.
    func testAnOpenObjectTakesAnyKeyOverItsDefaults() throws {
        struct ScriptProps: SceneProps {
            var values: [String: JSONValue] = ["speed": .number(1)]
            init() {}
            init(from decoder: any Decoder) throws { values = try decoder.singleValueContainer().decode([String: JSONValue].self) }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(values)
            }
        }
        let props = try ScriptProps.decode(try PropsInput(json: #"{"title": "x", "data": [1, {"a": true}]}"#), over: ScriptProps())
        XCTAssertEqual(props.values, ["speed": .number(1), "title": .string("x"), "data": .array([.number(1), .object(["a": .bool(true)])])])
        XCTAssertEqual(try props.jsonText(), #"{"data":[1,{"a":true}],"speed":1,"title":"x"}"#)
    }

    func testFloatsOutsideTheirRangeAreRefused() {
        struct Narrow: SceneProps { var size: Float = 1 }
        XCTAssertThrowsError(try Narrow.decode(try PropsInput(json: #"{"size": 1e39}"#), over: Narrow())) { error in
            XCTAssertEqual("\(error)", #"props: key "size": expected a number within the range of Float, found a number (1e+39)"#)
        }
        XCTAssertEqual(try Narrow.decode(try PropsInput(json: #"{"size": 0.25}"#), over: Narrow()).size, 0.25)
    }

    func testDefaultsThatJSONCannotHoldAreReported() {
        struct Broken: SceneProps { var ratio = Double.nan }
        XCTAssertThrowsError(try Broken.decode(.empty, over: Broken())) { error in
            guard case .notEncodable(let type, let detail)? = error as? PropsError else { return XCTFail("\(error)") }
            XCTAssertTrue(type.hasSuffix("Broken"), type)
            XCTAssertTrue(detail.contains("ratio"), detail)
        }
    }

    /// The JSON text of props: compact, sorted keys, no optional that is nil.
    func testJSONTextIsCompactWithSortedKeys() throws {
        struct Small: SceneProps {
            var title = "Level 5"
            var level = 5
            var accent: MotionColor? = nil
            var ratio = 0.5
        }
        XCTAssertEqual(try Small().jsonText(), #"{"level":5,"ratio":0.5,"title":"Level 5"}"#)
        var accented = Small()
        accented.accent = MotionColor(hex: 0xFF6600, opacity: 0.5)
        XCTAssertEqual(try accented.jsonText(), ##"{"accent":"#FF660080","level":5,"ratio":0.5,"title":"Level 5"}"##)
        XCTAssertEqual(try Small().jsonValue(), .object(["title": .string("Level 5"), "level": .number(5), "ratio": .number(0.5)]))
        XCTAssertEqual(PropsKey.fingerprint(of: Small()), #"{"level":5,"ratio":0.5,"title":"Level 5"}"#)
        XCTAssertEqual(PropsKey.fingerprint(of: nil), "none")
    }

    func testRenderOptionsCarryProps() {
        var options = RenderOptions()
        XCTAssertNil(options.props)
        options.props = CardProps()
        XCTAssertTrue(options.props is CardProps)
        XCTAssertEqual(options.environmentValues.fingerprints.first { $0.name == "props" }?.fingerprint, try CardProps().jsonText())
    }
}
