// What an app imports: `import SegueKit` brings every layer an app uses directly — Core's
// controllers, views, storyboards and transitions; IO's files, outputs and loading; Assets'
// images; Render; Platform's window options; the Recorder — and the app runner (scenes, the live
// loop, scripted runs, the process settings). The command line an
// app can carry is `SegueCommands`, which brings SegueKit with it. The demo and the benchmarks
// are not part of the library. Foundation comes along too, as it does with `import UIKit`: the
// API speaks in its types (`IndexPath`, `Date`, `URL`), and a port's files should need no new import.
@_exported import Foundation
@_exported import SegueCore
@_exported import SegueIO
@_exported import SegueAssets
@_exported import SegueRender
@_exported import SeguePlatform
@_exported import SegueRecorder
