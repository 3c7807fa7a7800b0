import Foundation
import MotionRender

/// The manifest of a frame sequence while it renders, and the asset files its frames drew: a
/// frame that draws an asset the manifest does not list yet has the manifest rewritten first, so
/// every frame on disk is covered by the manifest on disk.
final class AssetRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var manifest: FrameManifest
    private let url: URL

    init(manifest: FrameManifest, url: URL) {
        self.manifest = manifest
        self.url = url
    }

    /// Writes the manifest as it is now.
    func write() throws {
        lock.lock()
        defer { lock.unlock() }
        try OutputFile.write(try manifest.encoded(), to: url)
    }

    /// Records the files of `assets`; rewrites the manifest when one is new.
    func note(_ assets: [any ImageAsset]) throws {
        lock.lock()
        defer { lock.unlock() }
        var changed = false
        for asset in assets {
            guard let file = asset.file?.standardizedFileURL.path, manifest.assets[file] != asset.contentHash else { continue }
            manifest.assets[file] = asset.contentHash
            changed = true
        }
        if changed { try OutputFile.write(try manifest.encoded(), to: url) }
    }
}
