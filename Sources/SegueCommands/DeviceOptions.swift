import ArgumentParser
import Foundation
import SegueKit

/// `--device NAME` and `--landscape`, shared by every command that opens a window or sizes a
/// frame, beside its `--size`: the device whose screen is emulated (its size, status bar and
/// safe area). An Interface Builder storyboard opens at the device its document names unless
/// `--size` or `--device` says otherwise; `--device none` is a plain desktop window.
package struct DeviceOptions: ParsableArguments {
    /// A `--device` value: a device, or `none`.
    package enum Choice: ExpressibleByArgument, Sendable {
        /// A plain desktop window.
        case none
        /// The device of that name.
        case device(DeviceProfile)

        package init?(argument: String) {
            guard let c = try? Choice.parse(argument) else { return nil }
            self = c
        }

        /// The choice `text` names, or an `ArgumentProblem` listing the names.
        package static func parse(_ text: String) throws -> Choice {
            if text.lowercased() == "none" { return .none }
            guard let d = DeviceProfile.named(text) else {
                throw ArgumentProblem("must be one of \(DeviceProfile.names.joined(separator: ", ")), got '\(text)'")
            }
            return .device(d)
        }

        package static var defaultValueDescription: String { "NAME" }
    }

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Emulate a device's screen (size, status bar, safe area): \(DeviceProfile.names.joined(separator: ", ")) (default: an Interface Builder storyboard's own device; none: a plain window).",
                               valueName: "NAME"),
            transform: Choice.parse)
    package var device: Choice?

    @Flag(help: "Turn the screen on its side: the device in landscape, or the window's longer side across.")
    package var landscape = false

    package init() {}

    /// The window's size and the device it emulates: `--size` (`size`, nil when not given) or
    /// `--device`, never both; else the document's device (`documentDevice`, asked only then),
    /// else `defaultSize` as a plain window. `--landscape` turns whichever it is.
    package func screen(size: SizeArgument?, defaultSize: Size,
                        documentDevice: () -> DeviceProfile?) throws -> (size: Size, device: DeviceProfile?) {
        if size != nil, device != nil {
            throw ValidationError("--size and --device both give the window's size; give one of them")
        }
        func turned(_ s: Size) -> Size {
            landscape ? Size(max(s.width, s.height), min(s.width, s.height)) : s
        }
        switch device {
        case .device(let d)?:
            let d = d.oriented(landscape: landscape)
            return (d.size, d)
        case .none?:
            return (turned(size?.size ?? defaultSize), nil)
        case nil:
            if let size { return (turned(size.size), nil) }
            if let d = documentDevice() {
                let d = landscape ? d.oriented(landscape: true) : d
                return (d.size, d)
            }
            return (turned(defaultSize), nil)
        }
    }
}
