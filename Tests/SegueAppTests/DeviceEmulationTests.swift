import Foundation
import SegueKit
import Testing

/// `--device` and `--landscape`: an Interface Builder storyboard opens at its document's device,
/// with the status bar drawn over the content; another device, landscape, or a plain window on
/// request; `--size` and `--device` never together.
@Suite("device emulation", .serialized)
struct DeviceEmulationTests {
    /// A hand-written storyboard laid out for an iPhone 8 (375×667).
    let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SegueCoreTests/InterfaceBuilder/Fixtures/LayoutForms.storyboard").standardized.path

    func screenshot(_ extra: [String]) throws -> PixelBuffer {
        let dir = try temporaryFolder()
        let shot = dir + "/shot.png"
        let r = try runSegue(["run", "--storyboard", storyboard, "--headless", "--screenshot", shot, "--screenshot-at", "0",
                              "--quit-after", "0"] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        return try PixelBuffer.load(shot)
    }

    @Test func theDocumentsDeviceByDefault() throws {
        let shot = try screenshot([])
        #expect(shot.width == 375 && shot.height == 667)
    }

    @Test func anotherDeviceTurned() throws {
        let shot = try screenshot(["--device", "iphone-x", "--landscape"])
        #expect(shot.width == 812 && shot.height == 375)
        let plain = try screenshot(["--device", "none"])
        #expect(plain.width == 1280 && plain.height == 720)
    }

    @Test func sizeAndDeviceAreOneChoice() throws {
        let r = try runSegue(["run", "--storyboard", storyboard, "--headless", "--quit-after", "0", "--size", "300x300", "--device", "ipad"])
        #expect(r.status != 0 && r.stderr.contains("--size and --device"))
        let bad = try runSegue(["run", "--storyboard", storyboard, "--headless", "--quit-after", "0", "--device", "pixel-7"])
        #expect(bad.status != 0 && bad.stderr.contains("--device must be one of iphone-se"))
    }
}
