import MotionRender
import MotionTimeline

/// A file format that a file extension names: what `--format` and `-o FILE` choose together.
protocol ExtensionNamedFormat: CaseIterable, Equatable, RawRepresentable where RawValue == String {
    /// The format `fileExtension` names (without the dot, any case), or nil.
    init?(fileExtension: String)
}

extension RenderFormat: ExtensionNamedFormat {}

extension AnimationFormat: ExtensionNamedFormat {}
