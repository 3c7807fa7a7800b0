/// The parsed value of one declaration, filled once the whole command line has been read.
final class ValueBox<Value>: @unchecked Sendable {
    var value: Value?
}
