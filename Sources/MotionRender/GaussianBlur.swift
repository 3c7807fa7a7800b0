import Foundation

/// Gaussian blurs of 8-bit images, in place: premultiplied ARGB32 (four channels) or A8 (one).
///
/// A standard deviation σ of 2 pixels or more is approximated as the W3C Filter Effects
/// specification describes for `feGaussianBlur`: three successive box blurs per axis of width
/// `d = ⌊σ · 3√(2π)/4 + 0.5⌋` (for an even `d`, two boxes of `d` offset half a pixel either way and
/// one of `d + 1`). Each box is a running sum, so the cost is the same for every radius: a few
/// additions per channel, pass and pixel. Below 2 pixels the boxes are too coarse, and a sampled
/// Gaussian kernel of radius `⌈3σ⌉` (at most 6 pixels) is used instead.
///
/// Pixels outside the image count as transparent. Results are rounded to 8 bits after each
/// pass, as browsers do; premultiplied colour never exceeds alpha afterwards.
enum GaussianBlur {
    /// A box window: an output pixel averages `left` pixels before it, itself and `right` after.
    struct Box: Equatable {
        let left: Int, right: Int
        var width: Int { left + right + 1 }
    }

    /// The three boxes for `sigma` pixels, or nil when `sigma` < 2 (use ``kernel(sigma:)``).
    static func boxes(sigma: Double) -> [Box]? {
        guard sigma >= 2 else { return nil }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 1 {
            let half = (d - 1) / 2
            return Array(repeating: Box(left: half, right: half), count: 3)
        }
        let half = d / 2
        return [Box(left: half, right: half - 1), Box(left: half - 1, right: half), Box(left: half, right: half)]
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
            let rowBoxes = boxes(sigma: sigmaX), weights = rowBoxes == nil ? kernel(sigma: sigmaX) : []
            var row = [UInt8](repeating: 0, count: rowBytes)
            var sums = [Int32](repeating: 0, count: rowBytes)
            row.withUnsafeMutableBufferPointer { temp in
                sums.withUnsafeMutableBufferPointer { prefix in
                    for y in 0..<height {
                        let line = base + y * stride
                        if let boxes = rowBoxes {
                            // line → temp → line → temp, then copied back.
                            boxRow(line, temp.baseAddress!, prefix.baseAddress!, width, channels, boxes[0])
                            boxRow(temp.baseAddress!, line, prefix.baseAddress!, width, channels, boxes[1])
                            boxRow(line, temp.baseAddress!, prefix.baseAddress!, width, channels, boxes[2])
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
            if let boxes = boxes(sigma: sigmaY) {
                var sums = [Int](repeating: 0, count: rowBytes)
                sums.withUnsafeMutableBufferPointer { column in
                    boxColumns(base, copy, column.baseAddress!, rowBytes, height, stride, boxes[0])
                    boxColumns(copy, base, column.baseAddress!, rowBytes, height, stride, boxes[1])
                    boxColumns(base, copy, column.baseAddress!, rowBytes, height, stride, boxes[2])
                }
                for y in 0..<height { (base + y * stride).update(from: copy + y * stride, count: rowBytes) }
            } else {
                kernelColumns(base, copy, rowBytes, height, stride, kernel(sigma: sigmaY))
                for y in 0..<height { (base + y * stride).update(from: copy + y * stride, count: rowBytes) }
            }
        }
    }

    /// One box pass along a row: `output[i] = Σ input[i − left … i + right] / width` per channel,
    /// through prefix sums (`prefix[j]` is the sum of channel `j % channels` up to pixel `j / channels`).
    private static func boxRow(_ input: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                               _ prefix: UnsafeMutablePointer<Int32>, _ width: Int, _ channels: Int, _ box: Box) {
        let count = width * channels
        for j in 0..<channels { prefix[j] = Int32(input[j]) }
        var j = channels
        while j < count {
            prefix[j] = prefix[j &- channels] &+ Int32(input[j])
            j &+= 1
        }
        let multiplier = (1 << 24) / box.width
        for i in 0..<width {
            let high = (i + box.right < width ? i + box.right : width - 1) * channels
            let low = (i - box.left - 1) * channels
            let out = i * channels
            for c in 0..<channels {
                let window = Int(prefix[high &+ c]) &- (low >= 0 ? Int(prefix[low &+ c]) : 0)
                output[out &+ c] = UInt8(truncatingIfNeeded: (window &* multiplier &+ (1 << 23)) >> 24)
            }
        }
    }

    /// One box pass down the columns of `rowBytes` bytes: output row `y` is the sum of input
    /// rows `y − left … y + right` divided by the width, kept as running sums per byte column.
    private static func boxColumns(_ input: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>,
                                   _ sums: UnsafeMutablePointer<Int>, _ rowBytes: Int, _ height: Int, _ stride: Int,
                                   _ box: Box) {
        sums.update(repeating: 0, count: rowBytes)
        for y in 0..<min(box.right, height) {
            let row = input + y * stride
            for x in 0..<rowBytes { sums[x] &+= Int(row[x]) }
        }
        let multiplier = (1 << 24) / box.width
        for y in 0..<height {
            let entering = y + box.right
            if entering < height {
                let row = input + entering * stride
                for x in 0..<rowBytes { sums[x] &+= Int(row[x]) }
            }
            let out = output + y * stride
            for x in 0..<rowBytes {
                out[x] = UInt8(truncatingIfNeeded: (sums[x] &* multiplier &+ (1 << 23)) >> 24)
            }
            let leaving = y - box.left
            if leaving >= 0 {
                let row = input + leaving * stride
                for x in 0..<rowBytes { sums[x] &-= Int(row[x]) }
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
