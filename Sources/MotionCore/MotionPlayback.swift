/// Which instant of a scene is drawn.
///
/// Since a scene is a pure function of time, a playback value pins that time: snapshot tests
/// and Reduce Motion use ``still``, a storyboard uses ``time(_:)``, the app uses ``live``.
public enum MotionPlayback: Equatable, Sendable {
    /// Real time drives the scene: it plays twice at its speed, then rests on its still frame.
    case live
    /// The scene's `stillTime`, the frame that tells the story on its own.
    case still
    /// A fixed scene time in seconds.
    case time(Double)
}
