extension RasterImage {
    /// The `width × height` rectangle whose top-left pixel is `(x, y)`.
    /// - Precondition: the rectangle lies inside the image.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        precondition(x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= self.width && y + height <= self.height,
                     "crop \(width)x\(height)+\(x)+\(y) outside \(self.width)x\(self.height)")
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            pixels += rgba[start..<(start + width * 4)]
        }
        return RasterImage(width: width, height: height, rgba: pixels)
    }
}
