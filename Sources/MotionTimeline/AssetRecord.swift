import Foundation
import MotionRender

/// The manifest of a frame sequence while it renders, and the asset files its frames drew: a
/// frame that draws an asset the manifest does not list yet has the manifest rewritten first, so
/// every frame on disk is covered by the manifest on disk.
///
/// Several processes may render shards of one sequence into one folder at once: each rewrite
/// takes the folder's manifest lock, reads the manifest on disk and adds to it, so no run loses
/// the entries of another.
final class AssetRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var manifest: FrameManifest
    private let url: URL
    private let lockPath: String

    init(manifest: FrameManifest, url: URL, lockPath: String) {
        self.manifest = manifest
        self.url = url
        self.lockPath = lockPath
    }

    /// Writes the manifest as it is now, with the entries others added since.
    func write() throws {
        lock.lock()
        defer { lock.unlock() }
        try merged { _ in true }
    }

    /// Records the files of `assets`; rewrites the manifest when one is new.
    func note(_ assets: [any ImageAsset]) throws {
        lock.lock()
        defer { lock.unlock() }
        let new = assets.compactMap { asset -> (String, String)? in
            guard let file = asset.file?.standardizedFileURL.path, manifest.assets[file] != asset.contentHash else { return nil }
            return (file, asset.contentHash)
        }
        guard !new.isEmpty else { return }
        try merged { manifest in
            for (file, hash) in new { manifest.assets[file] = hash }
            return true
        }
    }

    /// Under the folder's manifest lock: the manifest on disk's asset entries joined to ours,
    /// `change` applied, and the result written. Two runs that drew different contents for one
    /// file (it changed between them) are refused.
    private func merged(_ change: (inout FrameManifest) -> Bool) throws {
        guard let fileLock = try FileLock(path: lockPath, mode: .exclusive, waitingUpTo: 60) else {
            throw RenderError.output(path: url.path, message: "another run has held the manifest lock (\(lockPath)) for a minute; is it stuck?")
        }
        defer { fileLock.unlock() }
        if let onDisk = try FrameManifest.read(inFolder: url.deletingLastPathComponent()) {
            for (file, hash) in onDisk.assets {
                if let mine = manifest.assets[file], mine != hash {
                    throw RenderError.output(path: url.path, message: "another run drew \(file) with other content; the file changed while the frames were rendered")
                }
                manifest.assets[file] = hash
            }
        }
        guard change(&manifest) else { return }
        try OutputFile.write(try manifest.encoded(), to: url)
    }
}
