// What an app imports: `import SegueKit` brings every layer and the app runner.
@_exported import SegueCore
@_exported import SegueRender
@_exported import SeguePlatform
@_exported import SegueRecorder
