import Foundation
import MotionRender

extension PieceTheme {
    /// A piece set as a user names it: a shipped set's name, or a folder path holding the twelve
    /// `wK.svg … bP.svg`, checked completely: every piece must exist and parse.
    ///
    /// - Throws: ``RenderError/resource(file:message:)`` for an unknown name (listing the sets), a
    ///   missing folder, or missing pieces (all listed); the SVG parser's error naming the file
    ///   for a piece that does not parse.
    public init(argument name: String) throws {
        let theme = PieceTheme(name: name)
        var isFolder: ObjCBool = false
        if theme.isFolderPath, !(FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) && isFolder.boolValue) {
            throw RenderError.resource(file: name, message: "piece set folder does not exist")
        }
        if !theme.isFolderPath, !PieceTheme.builtIn.contains(theme) {
            throw RenderError.resource(file: "pieces/\(name)",
                                       message: "unknown piece set '\(name)'; sets: \(PieceTheme.builtIn.map(\.name).joined(separator: ", ")), or a folder path containing a '/'")
        }
        var missing: [String] = []
        for color in PieceColor.allCases {
            for kind in PieceKind.allCases {
                let piece = Piece(color, kind)
                do {
                    _ = try theme.asset(for: piece)
                } catch RenderError.resource(_, let message) where message == "not found" {
                    missing.append("\(piece.assetCode).svg")
                } catch let error as RenderError {
                    // A file of the user's folder that is not there is listed with the others;
                    // one that is there but cannot be used is named with its reason.
                    guard theme.isFolderPath, FileKind.of(path: theme.assetPath(for: piece)) == .missing else { throw error }
                    missing.append("\(piece.assetCode).svg")
                }
            }
        }
        guard missing.isEmpty else {
            throw RenderError.resource(file: name, message: "piece set is missing \(missing.joined(separator: ", "))")
        }
        self = theme
    }
}
