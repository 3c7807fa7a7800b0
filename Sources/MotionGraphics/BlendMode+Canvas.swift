extension BlendMode {
    /// The canvas `globalCompositeOperation` value for this mode, or nil for ``clear``, which a
    /// canvas does not have.
    public var canvasName: String? {
        switch self {
        case .normal: return "source-over"
        case .copy: return "copy"
        case .sourceIn: return "source-in"
        case .sourceOut: return "source-out"
        case .sourceAtop: return "source-atop"
        case .destinationOver: return "destination-over"
        case .destinationIn: return "destination-in"
        case .destinationOut: return "destination-out"
        case .destinationAtop: return "destination-atop"
        case .xor: return "xor"
        case .plusLighter: return "lighter"
        case .clear: return nil
        case .multiply, .screen, .overlay, .darken, .lighten, .hue, .saturation, .color, .luminosity, .difference, .exclusion:
            return rawValue
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        }
    }

    /// The mode a canvas `globalCompositeOperation` names, or nil for a name a canvas does not
    /// know (a canvas then ignores the assignment).
    public init?(canvasName: String) {
        guard let mode = BlendMode.allCases.first(where: { $0.canvasName == canvasName }) else { return nil }
        self = mode
    }
}
