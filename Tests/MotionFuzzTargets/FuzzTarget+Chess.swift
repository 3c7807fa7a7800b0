import Foundation
import MotionChess

extension FuzzTarget {
    /// `Position(fen:)`: an accepted FEN writes back (`fen`) to a record that reads to the same position.
    static let fen = FuzzTarget(name: "fen", summary: "FEN records (Position(fen:), fen round trip)") { data in
        guard let position = try? Position(fen: String(decoding: data, as: UTF8.self)) else { return }
        let written = position.fen
        guard let again = try? Position(fen: written) else { preconditionFailure("\(written) does not read back") }
        precondition(again == position, "\(written) reads back to another position")
        precondition(again.fen == written, "\(written) is not stable")
    }

    /// Positions the SAN target starts from, chosen by the input's first byte: the start, one
    /// with castling both ways and an en passant capture, one with promotions.
    static let sanPositions = [
        Position.startFEN,
        "r3k2r/pppq1ppp/2n2n2/3pP3/1b1P4/2N2N2/PPPQ1PPP/R3K2R w KQkq d6 0 9",
        "1n2k3/P5P1/8/8/8/8/1p5p/4K1N1 w - - 0 40",
    ]

    /// `Position.resolveMoves(_:)` on the rest of the input: every move it resolves is legal
    /// where it is played.
    static let san = FuzzTarget(name: "san", summary: "SAN move lists (Position.resolveMoves)") { data in
        guard let first = data.first else { return }
        guard let start = try? Position(fen: sanPositions[Int(first) % sanPositions.count]) else { preconditionFailure("a seed FEN is invalid") }
        guard let moves = try? start.resolveMoves(String(decoding: data.dropFirst(), as: UTF8.self)) else { return }
        var position = start
        for move in moves {
            precondition(position.legalMoves.contains(move), "\(move) is not legal in \(position.fen)")
            position.apply(move)
        }
    }

    /// `BoardTheme.themes(fromJSON:)`: accepted themes have unique names and colours in 0…1.
    static let boardThemes = FuzzTarget(name: "board-themes", summary: "board theme JSON (BoardTheme.themes(fromJSON:))") { data in
        guard let themes = try? BoardTheme.themes(fromJSON: data) else { return }
        precondition(Set(themes.map(\.name)).count == themes.count, "repeated theme names accepted")
        for theme in themes {
            for color in [theme.light, theme.dark, theme.highlight, theme.coordinatesOnLight, theme.coordinatesOnDark] {
                for component in [color.red, color.green, color.blue, color.alpha] {
                    precondition(component.isFinite && component >= 0 && component <= 1, "colour component \(component) in \(theme.name)")
                }
            }
        }
    }
}
