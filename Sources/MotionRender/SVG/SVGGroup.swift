/// The elements of one SVG group being written (the frame, a layer, a mask's content), in
/// painting order, and whether any of them blends with what is under it (then the group must be
/// isolated, as a canvas layer is).
struct SVGGroup {
    var elements: [SVGMarkup] = []
    var blends = false

    /// The elements as one markup.
    var joined: SVGMarkup {
        var out = SVGMarkup()
        for element in elements { out.append(element) }
        return out
    }
}
