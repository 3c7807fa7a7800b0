/// MotionKit's resources folder could not be found: the program was copied or installed without
/// its resource bundle, or `MOTION_RESOURCES` names the wrong folder (see ``MotionResources``).
///
/// This is a broken installation, not a wrong argument: command lines exit with 1 for it.
public enum MotionResourcesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No folder holding ``MotionResources/marker`` was found; `searched` lists each folder
    /// looked in, once, in search order.
    case notFound(searched: [String])
    /// `MOTION_RESOURCES` is set to a folder that does not hold ``MotionResources/marker``.
    case invalidOverride(path: String)

    public var description: String {
        switch self {
        case .notFound(let searched):
            return "MotionKit's resources are missing: no \(MotionResources.marker) in \(searched.joined(separator: ", ")); "
                + "copy \(MotionResources.bundleName) from the build folder beside the executable, "
                + "or set \(MotionResources.overrideVariable) to a folder holding \(MotionResources.marker)"
        case .invalidOverride(let path):
            return "\(MotionResources.overrideVariable)=\(path) is not a resources folder: it has no \(MotionResources.marker)"
        }
    }
}
