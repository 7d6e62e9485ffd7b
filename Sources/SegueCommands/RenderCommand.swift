import ArgumentParser
import Foundation
import SegueKit

/// `render`: one frame of any transition between two images, through the real renderer.
struct RenderCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame of a transition between two images to a PNG.")

    @Option(help: "The transition's name (see the transitions command).")
    var transition: String

    @Option(parsing: .unconditional, help: "Visual progress, 0…1 (after the timing curve).")
    var progress: Double

    @Option(help: "The source image (PNG or JPEG).")
    var from: String

    @Option(help: "The destination image (PNG or JPEG).")
    var to: String

    @Option(help: "The PNG to write.")
    var out: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Output size: \(SizeArgument.limits) (default: the source image's size).", valueName: "WIDTHxHEIGHT"),
            transform: SizeArgument.parse)
    var size: SizeArgument?

    @OptionGroup var screen: DeviceOptions

    @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8 (default 1).")
    var scale: Double = 1

    @Option(name: .customLong("param"), help: "A transition parameter, NAME=VALUE (repeatable).")
    var params: [String] = []

    @OptionGroup var shaderFolder: ShaderFolderOptions

    @Flag(help: "Reduce Motion: 3D and scaling transitions become a cross-dissolve.")
    var reduceMotion = false

    func validate() throws {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw ValidationError("--progress must be a number from 0 to 1, got \(formatNumber(progress))")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be greater than 0 and at most 8, got \(formatNumber(scale))")
        }
        try checkDistinct(inputs: [("--from", from), ("--to", to)], outputs: [("--out", out)])
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            let catalog = try app.catalog(shaderFolder)
            var settings = TimingSettings.standard
            settings.reduceMotion = reduceMotion
            let transition = try catalog.make(name: self.transition, parameters: try TransitionRegistry.parseAssignments(params), settings: settings)
            let a = try PixelBuffer.load(from)
            let b = try PixelBuffer.load(to)
            let requested = try screen.screen(size: size, defaultSize: Size(Double(a.width), Double(a.height))) { nil }.size
            // The context fits the size to its limits (with a note); the frame is what it gives.
            let stack = try GraphicsStack(options: PlatformOptions(size: requested, headless: true, headlessScale: scale),
                                          shaderSources: catalog.shaderSource)
            let points = stack.window.pointSize
            let pw = Int(stack.window.pixelSize.width), ph = Int(stack.window.pixelSize.height)
            let renderer: FrameRenderer = stack.renderer
            if let shader = transition as? ShaderTransition {
                try renderer.shaderProgramCheck(shader.shader.name)
            }
            let scaledFrom = a.scaled(to: pw, ph), scaledTo = b.scaled(to: pw, ph)
            let fromID = renderer.registerTexture(rgba: scaledFrom.bytes, width: scaledFrom.width, height: scaledFrom.height)
            let toID = renderer.registerTexture(rgba: scaledTo.bytes, width: scaledTo.width, height: scaledTo.height)
            let input = TransitionInput(size: points, from: .texture(fromID), to: .texture(toID))
            try renderer.drawScreenFrame(transition.drawList(progress: progress, input: input))
            var pixels: [UInt8] = []
            let (w, h) = try renderer.readScreen(into: &pixels)
            try PixelBuffer(width: w, height: h, bytes: pixels).writePNG(to: out)
        }
    }
}
