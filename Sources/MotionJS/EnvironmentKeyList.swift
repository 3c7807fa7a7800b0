import MotionRender

/// Environment key types, which are plain metatypes of value types: nothing in them is mutable
/// or tied to a thread, so a list of them crosses threads with the options that hold it.
struct EnvironmentKeyList: @unchecked Sendable {
    let types: [any EnvironmentKey.Type]
}
