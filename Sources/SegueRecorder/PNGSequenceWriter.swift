import Foundation
import SegueCore
import SegueIO

/// Writes each frame as a numbered PNG (`frame_00001.png`, `frame_00002.png`, …) into a folder,
/// through SDL_image. The same pixels always give the same bytes, so two recordings of one
/// script can be compared file by file.
///
/// The folder must be new, or empty, or hold only frames of an earlier recording
/// (`frame_NNNNN.png` files): `--out .` or `--out ""` in a folder of the user's files is an
/// error, never frames scattered among them. Frames go to a hidden temporary folder beside the
/// destination; `finish()` moves them in (replacing the older frames), so an interrupted
/// recording never looks complete.
public final class PNGSequenceWriter: FrameSink {
    public let width: Int
    public let height: Int
    public private(set) var framesWritten = 0
    public private(set) var bytesWritten: Int64 = 0
    public let outputURL: URL
    private let workURL: URL
    private var open = true

    /// Prepares to write `width × height` frames into the folder `folder` (created if missing).
    public init(folder: URL, width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        self.width = width
        self.height = height
        self.outputURL = folder.standardizedFileURL
        guard !folder.path.isEmpty, !outputURL.path.isEmpty, outputURL.path != "/" else {
            throw RecorderError.outputUnwritable(path: folder.path, reason: "name a new folder for the frames")
        }
        if let kind = PNGSequenceWriter.kind(outputURL.path) {
            guard kind == S_IFDIR else {
                throw RecorderError.outputUnwritable(path: outputURL.path, reason: "a file of that name exists, not a folder")
            }
            try PNGSequenceWriter.checkOnlyFrames(in: outputURL)
        }
        try OutputFiles.prepareParent(of: outputURL)
        OutputDestination.removeStalePartials(of: outputURL.path)
        workURL = OutputFiles.temporarySibling(of: outputURL)
        guard PathName(workURL.path).withCString({ mkdir($0, 0o755) }) == 0 else {
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: OutputFiles.errnoText(errno))
        }
    }

    /// What is at `path` (links followed), by its exact name; nil when nothing is.
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard PathName(path).withCString({ stat($0, &info) }) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Throws unless every entry of `folder` is a regular file named as our frames are.
    static func checkOnlyFrames(in folder: URL) throws {
        let path = PathName(folder.path)
        guard let dir = path.withCString({ opendir($0) }) else {
            throw RecorderError.outputUnwritable(path: folder.path, reason: OutputFiles.errnoText(errno))
        }
        closedir(dir)
        for name in FolderListing.names(in: path).sorted(by: { $0.argument < $1.argument }) {
            var info = stat()
            let isFile = path.appending(name).withCString({ lstat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFREG
            if !isFile || !isFrameName(name.argument) {
                throw RecorderError.folderNotEmpty(path: folder.path, example: name.description)
            }
        }
    }

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
            let png = try PNGEncoder.encode(pixels, width: width, height: height)
            try PNGEncoder.write(png, to: path)
            bytesWritten += Int64(png.count)
        } catch let error as RecorderError {
            cancel()
            throw error.reported(as: outputURL.appendingPathComponent(name).path)
        }
        framesWritten += 1
    }

    public func finish() throws {
        guard open else { throw RecorderError.notRecording }
        open = false
        let output = PathName(outputURL.path), work = PathName(workURL.path)
        do {
            // A signal that came while the last frame was written stops it here, before the
            // frames take the user's name.
            try InterruptSignals.check()
            if PNGSequenceWriter.kind(outputURL.path) != nil {
                // Checked again: the folder may have changed while the frames were made.
                try PNGSequenceWriter.checkOnlyFrames(in: outputURL)
                // The old frames move aside and the new folder takes their place in one rename,
                // so no failure leaves a mix of old and new frames under the name.
                // Only a real folder moves: a link to one stays a link, and its folder's frames
                // are replaced one by one.
                var info = stat()
                let isFolder = output.withCString({ lstat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
                let aside = OutputDestination.temporarySibling(of: outputURL.path)
                if isFolder, OutputFile.rename(outputURL.path, aside) == 0 {
                    if OutputFile.rename(workURL.path, outputURL.path) != 0 {
                        let code = errno
                        _ = OutputFile.rename(aside, outputURL.path)
                        throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(code))
                    }
                    FolderListing.removeTree(PathName(aside))
                    return
                }
                // A link, or a folder that cannot be renamed (a mount point): frames one by one.
                for old in FolderListing.names(in: output) where PNGSequenceWriter.isFrameName(old.argument) {
                    guard output.appending(old).withCString({ unlink($0) }) == 0 else {
                        throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(errno))
                    }
                }
                for new in FolderListing.names(in: work).sorted(by: { $0.argument < $1.argument }) {
                    guard OutputFile.rename(work.appending(new).argument, output.appending(new).argument) == 0 else {
                        throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(errno))
                    }
                }
                FolderListing.removeTree(work)
            } else if OutputFile.rename(workURL.path, outputURL.path) != 0 {
                throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(errno))
            }
        } catch let error as RecorderError {
            FolderListing.removeTree(work)
            throw error
        } catch {
            FolderListing.removeTree(work)
            throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.reason(error))
        }
    }

    public func cancel() {
        open = false
        FolderListing.removeTree(PathName(workURL.path))
    }

    /// Whether a file name is one of ours: `frame_` + digits + `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Saves RGBA8 top-down pixels as a PNG file at `path`, by `OutputFile`'s rules: a regular
    /// file is replaced atomically and only when the whole PNG is on disk; a device, FIFO or
    /// symlink is written through, never replaced.
    public static func savePNG(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, to path: String) throws {
        let png = try PNGEncoder.encode(pixels, width: width, height: height)
        do {
            try OutputFile.write(png, to: path)
        } catch let error as OutputFileError {
            throw error.isDiskFull ? RecorderError.writeFailed(path: path, reason: error.reason)
                : RecorderError.outputUnwritable(path: path, reason: error.reason)
        }
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
