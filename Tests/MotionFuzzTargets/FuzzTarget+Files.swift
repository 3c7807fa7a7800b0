import Foundation
import MotionRender
import MotionTimeline

extension FuzzTarget {
    /// `FrameManifest.decode`: an accepted manifest encodes and decodes to itself and describes
    /// the same render as itself.
    static let manifest = FuzzTarget(name: "manifest", summary: "frame manifests (FrameManifest.decode)", maximumLength: 16_384) { data in
        guard let manifest = try? FrameManifest.decode(data, path: "manifest.json") else { return }
        guard let encoded = try? manifest.encoded(), let again = try? FrameManifest.decode(encoded, path: "again") else {
            preconditionFailure("an accepted manifest does not encode and decode")
        }
        precondition(again == manifest, "the manifest changed through encoding")
        precondition(manifest.difference(from: again) == nil, "a manifest differs from itself")
    }

    /// The SVG asset checks, then librsvg on what they accept: whatever passes the checks must
    /// parse and draw without crashing, within the fuzzer's time and memory limits.
    static let svgAsset = FuzzTarget(name: "svg-asset", summary: "SVG asset checks, then librsvg (SVGAsset(data:name:))", maximumLength: 65_536) { data in
        guard (try? SVGAssetCheck.inspect(data, name: "fuzz.svg")) != nil else { return }
        _ = try? SVGAsset(data: data, name: "fuzz.svg")
    }

    /// `ImageHeader`: a measured image has positive sizes and frames.
    static let imageHeader = FuzzTarget(name: "image-header", summary: "image headers (ImageHeader)") { data in
        guard let header = ImageHeader(data) else { return }
        precondition(header.width >= 1 && header.height >= 1 && header.frames >= 1, "\(header)")
    }
}
