import Foundation

/// Byte arrays a thread keeps from one document to the next: what cairo writes through
/// ``ByteSink`` (PNG files; a whole PDF goes to ``DocumentSink``, which hands its block over). A
/// document then writes into pages the process already has, instead of fresh
/// ones the kernel must fault in (glibc hands the freed arrays of each document back to the
/// system, and 180 busy SVG documents faulted 18 000 pages instead of the C floor's 1 400).
///
/// An array is taken for one document and given back when the document is done; a document
/// drawn while another is being written on the same thread (an SVG inside a PDF page's closure)
/// takes another one or a new one. Arrays over ``keptCapacity`` are not kept, so a large PDF does
/// not stay resident.
final class ScratchBytes {
    /// The largest array a thread keeps, in bytes (4 MiB).
    static let keptCapacity = 4 << 20
    /// How many arrays a thread keeps.
    static let keptCount = 2

    private var arrays: [[UInt8]] = []

    /// An empty array: one this thread kept, with its capacity, or a new one.
    static func take() -> [UInt8] {
        shelf().arrays.popLast() ?? []
    }

    /// Keeps `bytes`' storage (emptied) for the thread's next document, unless it is too large or
    /// the thread keeps enough already; `bytes` is empty afterwards.
    static func give(_ bytes: inout [UInt8]) {
        let shelf = shelf()
        guard bytes.capacity <= keptCapacity, shelf.arrays.count < keptCount else {
            bytes = []
            return
        }
        bytes.removeAll(keepingCapacity: true)
        shelf.arrays.append(bytes)
        bytes = []
    }

    /// This thread's shelf, made on first use and released when the thread ends.
    private static func shelf() -> ScratchBytes { shelves.value }

    private static let shelves = PerThread { ScratchBytes() }
}
