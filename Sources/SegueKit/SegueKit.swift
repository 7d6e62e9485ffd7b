@_exported import SegueCore
@_exported import SegueRender
@_exported import SeguePlatform
@_exported import SegueRecorder
