import Foundation

/// Gaussian blurs of 8-bit images, in place: premultiplied ARGB32 (four channels) or A8 (one).
///
/// A standard deviation σ of 2 pixels or more is three passes per axis of an *extended box*
/// (Gwosdek, Grewenig, Bruhn and Weickert, 2011): a box of `2r + 1` pixels plus one pixel of
/// weight `α < 1` at each end, with `r` and `α` chosen so the three passes have exactly the
/// Gaussian's variance. Each pass is a running sum, so the cost is the same for every radius: a
/// few additions per channel, pass and pixel. (Plain boxes, as the W3C Filter Effects text
/// describes, can only reach the variances of whole widths and miss σ by up to 10 %.) Below 2
/// pixels a sampled Gaussian kernel of radius `⌈3σ⌉` (at most 6 pixels) is used instead.
///
/// Pixels outside the image count as transparent. Results are rounded to 8 bits after each
/// pass; premultiplied colour never exceeds alpha afterwards.
enum GaussianBlur {
    /// A symmetric extended box: an output pixel averages the `radius` pixels on each side and
    /// itself with weight 1, and the next pixel on each side with weight `alpha`.
    struct Box: Equatable {
        let radius: Int
        let alpha: Double
        /// The fixed-point weights: `(whole, end)` with `whole · (2r + 1 + 2α) ≈ 2²²`, so every
        /// weighted sum of 8-bit values fits in 32 bits.
        var weights: (whole: Int32, end: Int32) {
            let total = Double(2 * radius + 1) + 2 * alpha
            let whole = (Double(1 << 22) / total).rounded()
            return (Int32(whole), Int32((whole * alpha).rounded()))
        }
    }

    /// The box each of the three passes uses for `sigma` pixels, or nil when `sigma` < 2 (use
    /// ``kernel(sigma:)``).
    static func box(sigma: Double) -> Box? {
        guard sigma >= 2 else { return nil }
        // Each pass carries a third of the variance; a plain box of radius r has r(r + 1)/3.
        let v = sigma * sigma / 3
        var r = Int(((1 + 12 * v).squareRoot() - 1) / 2)
        while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
        while r > 0, Double(r * (r + 1)) / 3 > v { r -= 1 }
        let rr = Double(r)
        let alpha = (v * (2 * rr + 1) - rr * (rr + 1) * (2 * rr + 1) / 3) / (2 * (rr + 1) * (rr + 1) - 2 * v)
        return Box(radius: r, alpha: min(max(alpha, 0), 1))
    }

    /// Weights of a sampled Gaussian of `sigma` pixels, radius `⌈3σ⌉`, in 16-bit fixed point
    /// summing to exactly 65536 (the centre takes the rounding remainder).
    static func kernel(sigma: Double) -> [Int] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { Int(($0 / total * 65536).rounded()) }
        weights[radius] += 65536 - weights.reduce(0, +)
        return weights
    }

    /// Blurs `height` rows of `width` pixels of `channels` bytes each (rows `stride` bytes
    /// apart) by `sigmaX` and `sigmaY` pixels; 0 leaves that axis alone.
    static func blur(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                     sigmaX: Double, sigmaY: Double) {
        guard width > 0, height > 0 else { return }
        let rowBytes = width * channels
        if sigmaX > 0 {
            let rowBox = box(sigma: sigmaX), weights = rowBox == nil ? kernel(sigma: sigmaX) : []
            var row = [UInt8](repeating: 0, count: rowBytes)
            var sums = [Int32](repeating: 0, count: rowBytes)
            row.withUnsafeMutableBufferPointer { temp in
                sums.withUnsafeMutableBufferPointer { prefix in
                    for y in 0..<height {
                        let line = base + y * stride
                        if let box = rowBox {
                            // line → temp → line → temp, then copied back.
                            boxRow(line, temp.baseAddress!, prefix.baseAddress!, width, channels, box)
                            boxRow(temp.baseAddress!, line, prefix.baseAddress!, width, channels, box)
                            boxRow(line, temp.baseAddress!, prefix.baseAddress!, width, channels, box)
                            line.update(from: temp.baseAddress!, count: rowBytes)
                        } else {
                            kernelLine(line, temp.baseAddress!, count: width, step: channels, lanes: channels,
                                       weights: weights)
                            line.update(from: temp.baseAddress!, count: rowBytes)
                        }
                    }
                }
            }
        }
        if sigmaY > 0 {
            // Columns are blurred row by row: every output row is a sum over whole input rows,
            // so the inner loops run along memory.
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: height * stride)
            defer { copy.deallocate() }
            if let box = box(sigma: sigmaY) {
                var sums = [Int32](repeating: 0, count: rowBytes)
                let zeros = [UInt8](repeating: 0, count: rowBytes)
                sums.withUnsafeMutableBufferPointer { column in
                    zeros.withUnsafeBufferPointer { zero in
                        boxColumns(base, copy, column.baseAddress!, zero.baseAddress!, rowBytes, height, stride, box)
                        boxColumns(copy, base, column.baseAddress!, zero.baseAddress!, rowBytes, height, stride, box)
                        boxColumns(base, copy, column.baseAddress!, zero.baseAddress!, rowBytes, height, stride, box)
                    }
                }
                for y in 0..<height { (base + y * stride).update(from: copy + y * stride, count: rowBytes) }
            } else {
                kernelColumns(base, copy, rowBytes, height, stride, kernel(sigma: sigmaY))
                for y in 0..<height { (base + y * stride).update(from: copy + y * stride, count: rowBytes) }
            }
        }
    }

    /// One box pass along a row, per channel: the window `i − r … i + r` with weight 1 and the
    /// two pixels just outside it with weight α, through prefix sums (`prefix[j]` is the sum of
    /// channel `j % channels` up to pixel `j / channels`). Pixels whose window lies inside the
    /// row take one branch-free loop over all their bytes.
    private static func boxRow(_ input: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                               _ prefix: UnsafeMutablePointer<Int32>, _ width: Int, _ channels: Int, _ box: Box) {
        let count = width * channels
        for j in 0..<channels { prefix[j] = Int32(input[j]) }
        var j = channels
        while j < count {
            prefix[j] = prefix[j &- channels] &+ Int32(input[j])
            j &+= 1
        }
        let (whole, end) = box.weights
        let r = box.radius, half: Int32 = 1 << 21
        /// A pixel near an end of the row, where the window is cut.
        func edge(_ i: Int) {
            let high = (i + r < width ? i + r : width - 1) * channels
            let low = (i - r - 1) * channels
            let after = i + r + 1 < width ? (i + r + 1) * channels : -1
            let out = i * channels
            for c in 0..<channels {
                let window = prefix[high &+ c] &- (low >= 0 ? prefix[low &+ c] : 0)
                let ends = (low >= 0 ? Int32(input[low &+ c]) : 0) &+ (after >= 0 ? Int32(input[after &+ c]) : 0)
                output[out &+ c] = UInt8(truncatingIfNeeded: (window &* whole &+ ends &* end &+ half) >> 22)
            }
        }
        let firstInside = r + 1, lastInside = width - r - 2
        guard firstInside <= lastInside else {
            for i in 0..<width { edge(i) }
            return
        }
        for i in 0..<firstInside { edge(i) }
        let ahead = r * channels, behind = (r + 1) * channels
        var k = firstInside * channels
        let stop = (lastInside + 1) * channels
        while k < stop {
            let window = prefix[k &+ ahead] &- prefix[k &- behind]
            let ends = Int32(input[k &- behind]) &+ Int32(input[k &+ behind])
            output[k] = UInt8(truncatingIfNeeded: (window &* whole &+ ends &* end &+ half) >> 22)
            k &+= 1
        }
        for i in (lastInside + 1)..<width { edge(i) }
    }

    /// One box pass down the columns of `rowBytes` bytes: output row `y` sums input rows
    /// `y − r … y + r` (running sums per byte column) plus α times rows `y − r − 1` and `y + r + 1`,
    /// rows outside the image reading as `zero`. One loop per row adds the entering row, writes
    /// the output and removes the leaving row.
    private static func boxColumns(_ input: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                   _ sums: UnsafeMutablePointer<Int32>, _ zero: UnsafePointer<UInt8>, _ rowBytes: Int,
                                   _ height: Int, _ stride: Int, _ box: Box) {
        let r = box.radius
        let (whole, end) = box.weights
        let half: Int32 = 1 << 21
        sums.update(repeating: 0, count: rowBytes)
        for y in 0..<min(r, height) {
            let row = input + y * stride
            for x in 0..<rowBytes { sums[x] &+= Int32(row[x]) }
        }
        func row(_ y: Int) -> UnsafePointer<UInt8> { y >= 0 && y < height ? input + y * stride : zero }
        for y in 0..<height {
            let entering = row(y + r), before = row(y - r - 1), after = row(y + r + 1), leaving = row(y - r)
            let out = output + y * stride
            for x in 0..<rowBytes {
                let sum = sums[x] &+ Int32(entering[x])
                out[x] = UInt8(truncatingIfNeeded: (sum &* whole &+ (Int32(before[x]) &+ Int32(after[x])) &* end &+ half) >> 22)
                sums[x] = sum &- Int32(leaving[x])
            }
        }
    }

    /// Convolves `count` samples `step` bytes apart, for `lanes` interleaved channels, with
    /// `weights` (centred, 16-bit fixed point).
    private static func kernelLine(_ input: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                   count: Int, step: Int, lanes: Int, weights: [Int]) {
        let radius = weights.count / 2
        weights.withUnsafeBufferPointer { w in
            for i in 0..<count {
                let first = max(0, i - radius), last = min(count - 1, i + radius)
                for lane in 0..<lanes {
                    var total = 1 << 15
                    var k = first
                    while k <= last {
                        total &+= w[k &- i &+ radius] &* Int(input[k &* step &+ lane])
                        k &+= 1
                    }
                    output[i &* step &+ lane] = UInt8(truncatingIfNeeded: total >> 16)
                }
            }
        }
    }

    /// The kernel down the columns, accumulated row by row so the inner loop runs along memory.
    private static func kernelColumns(_ input: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                      _ rowBytes: Int, _ height: Int, _ stride: Int, _ weights: [Int]) {
        let radius = weights.count / 2
        var sums = [Int](repeating: 0, count: rowBytes)
        sums.withUnsafeMutableBufferPointer { total in
            let acc = total.baseAddress!
            for y in 0..<height {
                acc.update(repeating: 1 << 15, count: rowBytes)
                for k in max(0, y - radius)...min(height - 1, y + radius) {
                    let w = weights[k - y + radius], row = input + k * stride
                    for x in 0..<rowBytes { acc[x] &+= w &* Int(row[x]) }
                }
                let out = output + y * stride
                for x in 0..<rowBytes { out[x] = UInt8(truncatingIfNeeded: acc[x] >> 16) }
            }
        }
    }
}
