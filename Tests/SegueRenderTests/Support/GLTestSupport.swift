import Foundation
import SegueKit
import Testing

/// Every test that needs OpenGL runs inside the one serialized suite `GLTests` (GL contexts
/// and parallel tests do not mix), and gets a fresh headless context, current on its thread.
/// When no context can be made the test FAILS: rendering tests are never silently skipped.
@MainActor
func withGL(size: Size = Size(64, 64), _ body: (GraphicsStack) throws -> Void) throws {
    let stack: GraphicsStack
    do {
        stack = try GraphicsStack(options: PlatformOptions(size: size, headless: true))
    } catch {
        Issue.record("no GL context for a rendering test: \(error)")
        throw error
    }
    defer { stack.window.close() }
    try body(stack)
}

/// A test image: four coloured quadrants with a gradient, so orientation and blending errors show.
@MainActor
func quadrantImage(width: Int, height: Int, seed: Int = 0) -> PixelBuffer {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            let right = x >= width / 2, bottom = y >= height / 2
            let g = UInt8((x * 255) / max(1, width - 1))
            switch (right, bottom, seed % 2 == 0) {
            case (false, false, true): bytes[i] = 230; bytes[i + 1] = g / 2; bytes[i + 2] = 40
            case (true, false, true): bytes[i] = 40; bytes[i + 1] = 200; bytes[i + 2] = g
            case (false, true, true): bytes[i] = g; bytes[i + 1] = 60; bytes[i + 2] = 220
            case (true, true, true): bytes[i] = 250; bytes[i + 1] = 240; bytes[i + 2] = 90
            case (false, false, false): bytes[i] = 20; bytes[i + 1] = 20; bytes[i + 2] = g
            case (true, false, false): bytes[i] = 255; bytes[i + 1] = g; bytes[i + 2] = 255
            case (false, true, false): bytes[i] = 90; bytes[i + 1] = 255 - g; bytes[i + 2] = 120
            case (true, true, false): bytes[i] = 10; bytes[i + 1] = 120; bytes[i + 2] = 130
            }
        }
    }
    return PixelBuffer(width: width, height: height, bytes: bytes)
}

/// The folder with the repository's Assets (fonts, images).
var assetsFolder: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path
}
