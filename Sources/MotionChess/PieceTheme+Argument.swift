import Foundation
import MotionRender

extension PieceTheme {
    /// A piece set as a user names it: a shipped set's name, or a folder holding the twelve
    /// `wK.svg … bP.svg`, checked completely: every piece must exist and parse.
    ///
    /// The rule, in order:
    /// 1. a shipped set's name (`classic`, `geometric`) is that set, even when a folder of that
    ///    name exists in the current folder, so the same command draws the same pieces wherever
    ///    it runs; write `./classic` for the folder;
    /// 2. anything else that names an existing folder, relative to the current folder or
    ///    absolute (`mypieces`, `art/pieces`, `/home/me/pieces`), is that folder; the theme keeps
    ///    its absolute path (``isFolderPath`` is true), so a later change of folder does not
    ///    matter.
    ///
    /// - Throws: ``RenderError/resource(file:message:)`` for an unknown name (listing the sets), a
    ///   path that does not exist or is a file, or missing pieces (all listed); the SVG parser's
    ///   error naming the file for a piece that does not parse.
    public init(argument name: String) throws {
        let theme: PieceTheme
        if PieceTheme.builtIn.contains(where: { $0.name == name }) {
            theme = PieceTheme(name: name)
        } else {
            var isFolder: ObjCBool = false
            let exists = !name.isEmpty && FileManager.default.fileExists(atPath: name, isDirectory: &isFolder)
            if exists, isFolder.boolValue {
                theme = PieceTheme(name: URL(fileURLWithPath: name, isDirectory: true).standardizedFileURL.path)
            } else if exists {
                throw RenderError.resource(file: name, message: "is a file, not a piece set folder")
            } else if name.contains("/") {
                throw RenderError.resource(file: name, message: "piece set folder does not exist")
            } else {
                throw RenderError.resource(file: "pieces/\(name)",
                                           message: "unknown piece set '\(name)'; sets: \(PieceTheme.builtIn.map(\.name).joined(separator: ", ")), or a folder holding wK.svg … bP.svg")
            }
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
