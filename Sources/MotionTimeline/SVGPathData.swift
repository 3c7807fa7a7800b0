import Foundation

/// The `d` of a path as cairo writes it, read as its commands and points: absolute `M`, `L`,
/// `C`, `Q` and `Z` with numbers between spaces or commas.
///
/// Two paths with the same ``commands`` can be the same shape moved, turned or scaled; the
/// animated SVG then stores the shape once (see ``AffineFit``).
struct SVGPathData {
    /// The command letters in order, with a count of points after each: "M1C3C3Z0".
    let commands: String
    /// Every point of every command, in order.
    let points: [CGPoint]

    /// nil for data with other commands (arcs, relative or horizontal moves) or malformed numbers:
    /// such a path is then kept as it is.
    init?(_ d: String) {
        var commands = ""
        var points: [CGPoint] = []
        var pending: Double?
        var expected = 0, given = 0
        var command: Character?
        func close() -> Bool {
            guard let c = command else { return true }
            guard given == expected * 2, pending == nil else { return false }
            commands.append(c)
            commands += String(expected)
            return true
        }
        for token in d.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }) {
            if token.count == 1, let letter = token.first, letter.isLetter {
                guard close() else { return nil }
                switch letter {
                case "M", "L": expected = 1
                case "C": expected = 3
                case "Q": expected = 2
                case "Z": expected = 0
                default: return nil
                }
                command = letter
                given = 0
                continue
            }
            guard command != nil, let value = Double(token), value.isFinite else { return nil }
            given += 1
            guard given <= expected * 2 else { return nil }
            if let x = pending {
                points.append(CGPoint(x: x, y: value))
                pending = nil
            } else {
                pending = value
            }
        }
        guard close(), !points.isEmpty else { return nil }
        self.commands = commands
        self.points = points
    }
}
