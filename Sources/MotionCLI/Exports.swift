// A tool's main.swift or a command of its own imports MotionCLI alone and gets the scene API
// (MotionScene, RenderOptions, ColorScheme, the curves) with it.
@_exported import MotionRender
