@_exported import MotionDevTools
