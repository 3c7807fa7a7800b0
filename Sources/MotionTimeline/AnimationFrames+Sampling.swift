extension AnimationFrames {
    /// The same frames with every `step`-th pixel of every `step`-th row, from the top left
    /// (`⌈width / step⌉ × ⌈height / step⌉`): each kept pixel is a pixel of the frame, unchanged, so
    /// the colours are the frame's own; `self` for a step of 1.
    func decimated(by step: Int) -> AnimationFrames {
        precondition(step >= 1, "a step counts pixels")
        guard step > 1 else { return self }
        let makeWorker = self.makeWorker
        let (width, height) = (self.width, self.height)
        let (smallWidth, smallHeight) = ((width + step - 1) / step, (height + step - 1) / step)
        return AnimationFrames(count: count, width: smallWidth, height: smallHeight) {
            let frame = try makeWorker()
            return { index in
                let pixels = try frame(index)
                precondition(pixels.count == width * height * 4, "an RGBA frame of the frames' size")
                var small = [UInt8](repeating: 0, count: smallWidth * smallHeight * 4)
                pixels.withUnsafeBytes { source in
                    small.withUnsafeMutableBytes { target in
                        let from = source.bindMemory(to: UInt32.self), to = target.bindMemory(to: UInt32.self)
                        for y in 0..<smallHeight {
                            let row = y * step * width, out = y * smallWidth
                            for x in 0..<smallWidth { to[out + x] = from[row + x * step] }
                        }
                    }
                }
                return small
            }
        }
    }
}
