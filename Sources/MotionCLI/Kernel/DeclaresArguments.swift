/// What the kernel's property wrappers have in common: they can list their declarations. The
/// kernel finds them by reflecting over a command's stored properties, in declaration order.
protocol DeclaresArguments {
    /// The declarations, with `settings` standing for the tool's scene settings where a command
    /// takes them.
    func declarations(settings: [SceneSetting]) -> [Declaration]
}
