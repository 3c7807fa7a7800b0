/// A type made of declared options (``Option``, ``Flag``, ``Argument``, ``OptionGroup``,
/// ``SceneSettingOptions``): a command, or a group of options several commands share.
///
/// Its wrappers declare themselves as the value is made, in declaration order, so a conforming
/// type needs nothing but its property declarations and an empty initializer.
public protocol ParsableArguments {
    init()
}
