extension BitmapAsset: StablyDescribed {
    /// The hash of the image file's bytes: what it draws, whatever its decoded pixels are kept in.
    package var stableDescription: String { "BitmapAsset(\(contentHash))" }
}
