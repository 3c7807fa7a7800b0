/// `--shard I/N`: the frames whose index is I − 1 modulo N. The range of I is checked by the
/// frame sequence.
struct Shard: ExpressibleByArgument {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.index = index
        self.count = count
    }

    static var valueDescription: String { "I/N such as 1/2" }

    static func invalidArgumentMessage(option: String, text: String) -> String {
        "\(option) expects \(valueDescription), got '\(text)'"
    }
}
