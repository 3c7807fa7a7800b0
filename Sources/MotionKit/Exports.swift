// A tool's main.swift imports MotionKit alone and gets the command line (MotionCommand, settings,
// commands of its own) and the scene API (MotionScene, MotionCanvas, the curves) with it.
@_exported import MotionCLI
@_exported import MotionRender
