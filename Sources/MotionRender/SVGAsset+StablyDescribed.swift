extension SVGAsset: StablyDescribed {
    /// The hash of the asset's bytes: what it draws, whatever its caches hold.
    package var stableDescription: String { "SVGAsset(\(contentHash))" }
}
