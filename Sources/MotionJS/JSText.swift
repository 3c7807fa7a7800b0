internal import CJavaScriptCore
import Foundation

/// Strings between Swift and JavaScriptCore.
enum JSText {
    /// Calls `body` with a temporary JavaScript string.
    static func with<R>(_ text: String, _ body: (JSStringRef) throws -> R) rethrows -> R {
        let ref = jsc.JSStringCreateWithUTF8CString(text)!
        defer { jsc.JSStringRelease(ref) }
        return try body(ref)
    }

    /// The Swift string of a JavaScript string (UTF-16, lone surrogates become U+FFFD).
    static func string(_ ref: JSStringRef) -> String {
        let length = jsc.JSStringGetLength(ref)
        guard length > 0, let chars = jsc.JSStringGetCharactersPtr(ref) else { return "" }
        let units = UnsafeBufferPointer(start: chars, count: length)
        // ASCII (colours, fonts, most labels) copies straight into UTF-8.
        if units.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: length) { bytes in
                for i in 0..<length { bytes[i] = UInt8(truncatingIfNeeded: units[i]) }
                return length
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// `String(value)` as JavaScript computes it; nil with `exception` set when that throws.
    static func string(of value: JSValueRef?, _ ctx: JSContextRef, _ exception: UnsafeMutablePointer<JSValueRef?>?) -> String? {
        var thrown: JSValueRef?
        guard let ref = jsc.JSValueToStringCopy(ctx, value, &thrown) else {
            exception?.pointee = thrown
            return nil
        }
        defer { jsc.JSStringRelease(ref) }
        if let thrown {
            exception?.pointee = thrown
            return nil
        }
        return string(ref)
    }

    /// A JavaScript string value.
    static func value(_ text: String, _ ctx: JSContextRef) -> JSValueRef {
        with(text) { jsc.JSValueMakeString(ctx, $0)! }
    }
}
