import Foundation

/// Writes each frame as a numbered PNG (`frame_00001.png`, `frame_00002.png`, …) into a folder,
/// through SDL_image. The same pixels always give the same bytes, so two recordings of one
/// script can be compared file by file.
///
/// Frames go to a hidden temporary folder beside the destination; `finish()` moves them in
/// (replacing older `frame_*.png` files there, leaving anything else alone), so an interrupted
/// recording never looks complete.
public final class PNGSequenceWriter: FrameSink {
    public let width: Int
    public let height: Int
    public private(set) var framesWritten = 0
    public let outputURL: URL
    private let workURL: URL
    private var open = true

    /// Prepares to write `width × height` frames into the folder `folder` (created if missing).
    public init(folder: URL, width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        self.width = width
        self.height = height
        self.outputURL = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputURL.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: "a file of that name exists, not a folder")
        }
        try OutputFiles.prepareParent(of: outputURL)
        workURL = OutputFiles.temporarySibling(of: outputURL)
        do {
            try FileManager.default.createDirectory(at: workURL, withIntermediateDirectories: false)
        } catch {
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: OutputFiles.reason(error))
        }
    }

    deinit { if open { cancel() } }

    /// The file name of frame `index` (1-based): five digits, more past 99,999.
    public static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    public func append(rgba pixels: UnsafeRawBufferPointer) throws {
        guard open else { throw RecorderError.notRecording }
        try checkFrame(byteCount: pixels.count)
        let name = PNGSequenceWriter.fileName(forFrame: framesWritten + 1)
        let path = workURL.appendingPathComponent(name).path
        do {
            try PNGSequenceWriter.savePNG(pixels, width: width, height: height, to: path)
        } catch let error as RecorderError {
            cancel()
            throw error.reported(as: outputURL.appendingPathComponent(name).path)
        }
        framesWritten += 1
    }

    public func finish() throws {
        guard open else { throw RecorderError.notRecording }
        open = false
        let manager = FileManager.default
        do {
            if manager.fileExists(atPath: outputURL.path) {
                for old in try manager.contentsOfDirectory(atPath: outputURL.path) where PNGSequenceWriter.isFrameName(old) {
                    try manager.removeItem(at: outputURL.appendingPathComponent(old))
                }
                for new in try manager.contentsOfDirectory(atPath: workURL.path).sorted() {
                    try manager.moveItem(at: workURL.appendingPathComponent(new), to: outputURL.appendingPathComponent(new))
                }
                try manager.removeItem(at: workURL)
            } else {
                try manager.moveItem(at: workURL, to: outputURL)
            }
        } catch {
            try? manager.removeItem(at: workURL)
            throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.reason(error))
        }
    }

    public func cancel() {
        open = false
        try? FileManager.default.removeItem(at: workURL)
    }

    /// Whether a file name is one of ours: `frame_` + digits + `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Saves RGBA8 top-down pixels as a PNG file at `path`.
    public static func savePNG(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, to path: String) throws {
        try PNGEncoder.write(PNGEncoder.encode(pixels, width: width, height: height), to: path)
    }
}

extension RecorderError {
    /// The same error naming `path` instead of the temporary file it happened on.
    func reported(as path: String) -> RecorderError {
        switch self {
        case .diskFull: return .diskFull(path: path)
        case .writeFailed(_, let reason): return .writeFailed(path: path, reason: reason)
        case .outputUnwritable(_, let reason): return .outputUnwritable(path: path, reason: reason)
        default: return self
        }
    }
}
