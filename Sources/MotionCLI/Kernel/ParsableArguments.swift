/// A type made of declared options (``Option``, ``Flag``, ``Argument``, ``OptionGroup``,
/// ``SceneSettingOptions``): a command, or a group of options several commands share.
///
/// Its stored properties are found by reflection, in declaration order, so a conforming type
/// needs nothing but its property declarations and an empty initializer.
public protocol ParsableArguments {
    init()
}
