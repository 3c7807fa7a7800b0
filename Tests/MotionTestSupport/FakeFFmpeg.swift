import Foundation

/// A shell script named `ffmpeg` standing in for the real one: it lists only the given encoders
/// for `-encoders` and runs `run` for anything else (default: exit 0). To test a missing encoder
/// or a failing encoder without breaking the real one.
public struct FakeFFmpeg {
    public let url: URL

    public init(in folder: URL, encoders: [String], run: String = "exit 0") throws {
        url = folder.appendingPathComponent("ffmpeg")
        let listing = encoders.map { " V..... \($0)  fake" }.joined(separator: "\n")
        let script = """
            #!/bin/sh
            for argument in "$@"; do
              if [ "$argument" = "-encoders" ]; then
                echo 'Encoders:'
                echo ' ------'
                cat <<'END'
            \(listing)
            END
                exit 0
              fi
            done
            \(run)
            """
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
