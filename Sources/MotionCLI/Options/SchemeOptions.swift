import MotionRender

/// `--scheme light|dark`.
struct SchemeOptions: ParsableArguments {
    @Option("--scheme", placeholder: "SCHEME", help: "Colour scheme.")
    var scheme: ColorScheme = .light
}
