// What an app imports: `import SegueKit` brings every layer an app uses directly — Core's
// controllers, views, storyboards and transitions; Render's images; Platform's window options;
// the Recorder — and the app runner (scenes, the live loop, scripted runs). The command line an
// app can carry is `SegueCommands`, which brings SegueKit with it. The demo and the benchmarks
// are not part of the library.
@_exported import SegueCore
@_exported import SegueRender
@_exported import SeguePlatform
@_exported import SegueRecorder
