import Foundation

/// The checks every SVG asset passes before librsvg parses it, and the measures that bound the
/// work of drawing it (the limits are in ``RenderLimits``; the table is `docs/limits.md`).
///
/// 1. Size: at most ``RenderLimits/assetBytes``; gzip data (`.svgz`, found by its magic bytes as
///    librsvg finds it) is expanded here, up to ``RenderLimits/assetExpandedBytes``, and librsvg
///    gets the expanded text.
/// 2. UTF-8 text, with no DTD internal subset and no entity declarations (entity expansion
///    multiplies text).
/// 3. Well-formed XML with an `<svg>` root, parsed once by Foundation's XML parser.
/// 4. Self-contained: every `href` is `#fragment`, or a `data:` image on `<image>`/`<feImage>`;
///    every CSS `url(…)` in any attribute or `<style>` is `#fragment`; no `@import`, no
///    `<?xml-stylesheet?>`. CSS comments and escapes are decoded first.
/// 5. Embedded images: PNG, JPEG, GIF or still WebP, measured from their headers before anything
///    decodes them: at most ``RenderLimits/embeddedImagePixels`` pixels in all.
/// 6. Elements: at most ``RenderLimits/assetElements`` once every `<use>` and `url(#…)`
///    reference is counted as a copy of what it references (a marker once per vertex); reference
///    cycles are refused.
/// 7. Filters and masks (librsvg draws both into images the size of the asset): each filter
///    primitive has a cost in passes over the asset's pixels (a blur 5, a morphology 160, a
///    convolution a third of its kernel size, turbulence 4 per octave, …), a mask 4, summed over
///    every element they are applied to. ``checkFilters(_:width:height:name:)`` multiplies that
///    by the asset's pixels at the size librsvg draws it (its intrinsic size, one pixel per
///    point) once that is known: at most ``RenderLimits/assetFilterWork``. A convolution kernel
///    over 400 values is refused (librsvg 2.54 aborts the process on one).
///
/// Every refusal is ``RenderError/asset(file:message:)`` with a one-line message.
public enum SVGAssetCheck {
    /// What the checks measured.
    public struct Report: Equatable, Sendable {
        /// Elements drawn, each `<use>` and reference counted as a copy.
        public let elements: Double
        /// Passes over the asset's pixels that its filters and masks make, summed over every
        /// element they apply to.
        public let rasterPasses: Double
        /// Pixels of the embedded images, all frames of each distinct image.
        public let embeddedPixels: Double
    }

    /// The document librsvg may parse (gzip expanded) and its measures.
    /// - Throws: ``RenderError/asset(file:message:)`` naming `name` and the rule it breaks.
    public static func inspect(_ data: Data, name: String) throws -> (document: Data, report: Report) {
        func refuse(_ message: String) -> RenderError { RenderError.asset(file: name, message: message) }
        guard !data.isEmpty else { throw refuse("is empty") }
        guard data.count <= RenderLimits.assetBytes else {
            throw refuse("is \(ByteCount.text(Int64(data.count))), over the limit of \(ByteCount.text(Int64(RenderLimits.assetBytes)))")
        }
        var document = data
        if Gzip.isCompressed(data) {
            do {
                document = try Gzip.expand(data, limit: RenderLimits.assetExpandedBytes)
            } catch .overLimit(let limit) {
                throw refuse("is gzip data that expands to more than \(ByteCount.text(Int64(limit))), the limit for a compressed asset")
            } catch .invalid(let message) {
                throw refuse("is gzip data that does not expand (\(EchoedText.escaped(message)))")
            }
            guard !document.isEmpty else { throw refuse("is gzip data that expands to nothing") }
        }
        // Foundation's XML parser traps on names that are not UTF-8 (libxml2 passes them through
        // in its recovering mode), so anything else is refused first.
        guard String(validating: document, as: UTF8.self) != nil else {
            throw refuse("is not UTF-8 text; assets must be UTF-8")
        }
        try checkDeclarations(document, refuse)
        let (structure, error) = SVGStructure.parse(document, elementLimit: RenderLimits.assetElements)
        if structure.overLimit {
            throw refuse("has more than \(RenderLimits.assetElements) elements, over the limit")
        }
        if let error { throw refuse(error) }
        let elements = structure.elements
        guard elements[0].name == "svg" else {
            throw refuse("is not an SVG document: its root element is <\(EchoedText.escaped(elements[0].name))>")
        }
        if let sheet = structure.stylesheets.first {
            throw refuse("links a style sheet (<?xml-stylesheet \(EchoedText.escaped(sheet))?>); assets must be self-contained")
        }
        var ids: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let id = element.attribute("id"), ids[id] == nil { ids[id] = index }
        }
        // References of every element (by id, resolved below) and the embedded images.
        var references = [[String]](repeating: [], count: elements.count)
        var images: Set<String> = []
        var embeddedPixels = 0.0
        for (index, element) in elements.enumerated() {
            let place = "<\(element.name)>"
            for attribute in element.attributes {
                if attribute.name == "href" {
                    let target = trimmed(attribute.value)
                    if target.hasPrefix("#") {
                        references[index].append(String(target.dropFirst()))
                    } else if target.lowercased().hasPrefix("data:"), element.name == "image" || element.name == "feImage" {
                        if images.insert(target).inserted { embeddedPixels += try measureImage(target, place, refuse) }
                    } else if !target.isEmpty {
                        throw refuse("references an external resource '\(EchoedText.escaped(target))' in \(place); assets must be self-contained")
                    }
                }
                if let urls = try cssReferences(attribute.value, refusingImport: attribute.name == "style", in: "the \(attribute.name) attribute of \(place)", refuse) {
                    references[index] += urls
                }
            }
            if element.name == "style", let urls = try cssReferences(element.text, refusingImport: true, in: "a <style> element", refuse) {
                references[index] += urls
            }
        }
        if embeddedPixels > Double(RenderLimits.embeddedImagePixels) {
            throw refuse("embeds images of \(whole(embeddedPixels)) pixels in all, over the limit of \(RenderLimits.embeddedImagePixels)")
        }
        let weights = try rasterWeights(elements, refuse)
        let (count, passes) = try expand(elements, references: references, ids: ids, rasterWeights: weights, refuse)
        guard count <= Double(RenderLimits.assetElements) else {
            throw refuse("has \(whole(count)) elements once every <use> and reference is counted as a copy, over the limit of \(RenderLimits.assetElements)")
        }
        return (document, Report(elements: count, rasterPasses: passes, embeddedPixels: embeddedPixels))
    }

    /// Refuses filters and masks whose passes over a `width × height` point asset (drawn at one
    /// pixel per point) exceed ``RenderLimits/assetFilterWork``.
    /// - Returns: the asset's filter work (pixel passes), 0 without filters or masks.
    @discardableResult
    public static func checkFilters(_ report: Report, width: Double, height: Double, name: String) throws -> Double {
        guard report.rasterPasses > 0 else { return 0 }
        let pixels = width.rounded(.up) * height.rounded(.up)
        let work = pixels * report.rasterPasses
        guard work <= Double(RenderLimits.assetFilterWork) else {
            throw RenderError.asset(file: name, message: "applies filters or masks costing \(whole(report.rasterPasses)) passes over its \(whole(width.rounded(.up)))x\(whole(height.rounded(.up))) pixels (\(whole(work)) pixel passes), over the limit of \(RenderLimits.assetFilterWork); make the asset smaller or its filters and masks simpler")
        }
        return work
    }

    /// Entity declarations and DTD internal subsets are refused before the XML parser runs.
    private static func checkDeclarations(_ document: Data, _ refuse: (String) -> RenderError) throws {
        let bytes = [UInt8](document)
        func matches(_ word: String, at i: Int) -> Bool {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count else { return false }
            for k in 0..<w.count where (bytes[i + k] | 0x20) != (w[k] | 0x20) { return false }
            return true
        }
        var opens: [Int] = []
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "<") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "!") {
            if matches("<!ENTITY", at: i) { throw refuse("declares XML entities, which are not allowed") }
            opens.append(i)
        }
        for open in opens {
            if matches("<!DOCTYPE", at: open) {
                // To the closing '>' outside quotes; a '[' before it opens an internal subset.
                var j = open + 9
                var quote: UInt8?
                while j < bytes.count {
                    let b = bytes[j]
                    if let q = quote { if b == q { quote = nil } }
                    else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b }
                    else if b == UInt8(ascii: "[") { throw refuse("declares a DTD internal subset, which is not allowed") }
                    else if b == UInt8(ascii: ">") { break }
                    j += 1
                }
            }
        }
    }

    /// The `#id` targets of the `url(…)`s in CSS `text`; refuses any other target and, when
    /// asked, `@import` (style sheets and `style` attributes). Nil when the text cannot hold
    /// either (the common, fast case).
    private static func cssReferences(_ text: String, refusingImport: Bool, in place: String,
                                      _ refuse: (String) -> RenderError) throws -> [String]? {
        // A byte scan: Foundation's `contains` bridges every attribute value to NSString.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "@") }) else { return nil }
        let css = CSSText.normalized(text)
        if refusingImport, CSSText.hasImport(css) {
            throw refuse("imports a style sheet (@import) in \(place); assets must be self-contained")
        }
        var targets: [String] = []
        for url in CSSText.urls(in: css) {
            guard url.hasPrefix("#") else {
                throw refuse("references an external resource 'url(\(EchoedText.escaped(url)))' in \(place); assets must be self-contained")
            }
            targets.append(String(url.dropFirst()))
        }
        return targets
    }

    /// The pixels of the embedded image `target` (a `data:` URL), refusing what cannot be measured
    /// and any image over the limit by itself.
    private static func measureImage(_ target: String, _ place: String, _ refuse: (String) -> RenderError) throws -> Double {
        guard let url = DataURL(target) else {
            throw refuse("embeds a data: URL in \(place) that does not decode")
        }
        guard let header = ImageHeader(url.bytes) else {
            let declared = url.mediaType.isEmpty ? "" : " (declared \(EchoedText.escaped(url.mediaType)))"
            throw refuse("embeds an image in \(place) that is not a PNG, JPEG, GIF or still WebP with a readable size\(declared)")
        }
        guard header.pixels <= Double(RenderLimits.embeddedImagePixels) else {
            let frames = header.frames > 1 ? " in \(header.frames) frames" : ""
            throw refuse("embeds a \(header.width)x\(header.height) \(header.format.rawValue.uppercased()) image\(frames) in \(place) (\(whole(header.pixels)) pixels), over the limit of \(RenderLimits.embeddedImagePixels)")
        }
        return header.pixels
    }

    /// The passes of each `<filter>` element (one for its source, plus each primitive's cost) and
    /// of each `<mask>` (4: librsvg draws the mask and the masked content into images).
    private static func rasterWeights(_ elements: [SVGStructure.Element], _ refuse: (String) -> RenderError) throws -> [Int: Double] {
        var weights: [Int: Double] = [:]
        for (index, element) in elements.enumerated() {
            if element.name == "filter" { weights[index] = 1 }
            if element.name == "mask" { weights[index] = 4 }
        }
        for element in elements where element.name.hasPrefix("fe") {
            var ancestor = element.parent
            while let a = ancestor, elements[a].name != "filter" { ancestor = elements[a].parent }
            guard let filter = ancestor else { continue }
            weights[filter, default: 1] += try primitiveCost(element, refuse)
        }
        return weights
    }

    /// A primitive's cost in passes over the filter's pixels, from timings of librsvg 2.54 at
    /// the budget (a pass is about what one copy of the pixels costs; a blur is 5, a morphology
    /// 160 whatever its radius, turbulence 4 per octave).
    private static func primitiveCost(_ element: SVGStructure.Element, _ refuse: (String) -> RenderError) throws -> Double {
        func number(_ name: String) -> [Double] {
            (element.attribute(name) ?? "").split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" }).compactMap { Double($0) }
        }
        switch element.name {
        case "feGaussianBlur": return 5
        case "feMorphology": return 160
        case "feDisplacementMap": return 20
        case "feDiffuseLighting", "feSpecularLighting": return 7
        case "feDropShadow": return 6
        case "feImage": return 2
        case "feTurbulence":
            let octaves = number("numOctaves").first ?? 1
            return octaves.isFinite ? 4 * max(1, octaves) : .infinity
        case "feConvolveMatrix":
            let order = number("order")
            let x = order.first ?? 3, y = order.count > 1 ? order[1] : x
            let values = x * y
            guard values.isFinite, values <= 400 else {
                throw refuse("has a feConvolveMatrix of order \(EchoedText.escaped(element.attribute("order") ?? "")), over the limit of 400 kernel values")
            }
            return max(1, values / 3)
        default: return 1
        }
    }

    /// Elements and raster passes of the root once references are expanded, computed bottom-up
    /// without recursion (a long chain of references cannot exhaust a thread's stack).
    private static func expand(_ elements: [SVGStructure.Element], references: [[String]], ids: [String: Int],
                               rasterWeights: [Int: Double], _ refuse: (String) -> RenderError) throws -> (Double, Double) {
        let n = elements.count
        // Each reference: target index and how many copies it makes (a marker: one per vertex).
        let targets: [[(index: Int, copies: Double)]] = (0..<n).map { i in
            references[i].compactMap { id in
                guard let t = ids[id] else { return nil }
                return (t, elements[t].name == "marker" ? vertices(elements[i]) : 1)
            }
        }
        var count = [Double](repeating: 0, count: n), passes = [Double](repeating: 0, count: n)
        var state = [UInt8](repeating: 0, count: n)   // 0 new, 1 open, 2 done
        var stack: [(index: Int, closing: Bool)] = [(0, false)]
        while let (i, closing) = stack.popLast() {
            if closing {
                var c = 1.0, p = 0.0
                for child in elements[i].children {
                    c += count[child]
                    // Definitions are drawn only where they are referenced.
                    if !SVGAssetCheck.definitions.contains(elements[child].name) { p += passes[child] }
                }
                for target in targets[i] {
                    c += target.copies * count[target.index]
                    p += target.copies * (passes[target.index] + (rasterWeights[target.index] ?? 0))
                }
                count[i] = c
                passes[i] = p
                state[i] = 2
                continue
            }
            if state[i] == 2 { continue }
            guard state[i] == 0 else { throw refuse("has a reference cycle through <\(elements[i].name)>") }
            state[i] = 1
            stack.append((i, true))
            for next in elements[i].children + targets[i].map(\.index) {
                if state[next] == 1 {
                    let id = elements[next].attribute("id").map { " #\(EchoedText.escaped($0))" } ?? ""
                    throw refuse("has a reference cycle through <\(elements[next].name)>\(id)")
                }
                if state[next] == 0 { stack.append((next, false)) }
            }
        }
        return (count[0], passes[0])
    }

    /// Elements whose content is drawn only through references (counted as elements where they
    /// stand, since librsvg loads them, but drawn, filtered and masked only where referenced).
    static let definitions: Set<String> = ["defs", "symbol", "clipPath", "mask", "pattern", "marker", "filter",
                                           "linearGradient", "radialGradient"]

    /// The vertices a marker is drawn at on `element`: about one per coordinate pair of its
    /// `d` or `points`, and at least two (start and end).
    private static func vertices(_ element: SVGStructure.Element) -> Double {
        let geometry = element.attribute("d") ?? element.attribute("points") ?? ""
        var numbers = 0
        var inNumber = false
        for byte in geometry.utf8 {
            let part = (byte >= 0x30 && byte <= 0x39) || byte == 0x2E
            if part && !inNumber { numbers += 1 }
            inNumber = part || (inNumber && (byte == 0x65 || byte == 0x45))
        }
        return max(2, Double(numbers / 2 + 1))
    }

    /// An `href` as a URL parser reads it: leading and trailing spaces and control characters removed.
    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars.drop { $0.value <= 0x20 }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        return String(scalars)
    }

    private static func whole(_ value: Double) -> String { CompactNumber.whole(value) }
}
