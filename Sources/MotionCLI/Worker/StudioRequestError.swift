/// A frame request the studio cannot honour because of what it asks for (a time outside the
/// scene, a scale out of range, an unknown device): the page's fault, answered with 400.
package struct StudioRequestError: Error, Equatable, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
