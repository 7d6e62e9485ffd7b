import Foundation
import SegueCore
import SegueIO

/// File-system steps shared by the frame sinks: make sure the destination's folder exists,
/// name a temporary sibling for work in progress, and turn system errors into messages.
package enum OutputFiles {
    /// Creates the folder that will hold `url` (and its parents) if missing.
    package static func prepareParent(of url: URL) throws {
        let parent = PathName(url.path).folder
        var info = stat()
        if parent.withCString({ stat($0, &info) }) == 0 {
            if info.st_mode & S_IFMT != S_IFDIR {
                throw RecorderError.outputUnwritable(path: url.path, reason: "'\(parent)' is a file, not a folder")
            }
            return
        }
        // Each missing folder from the top down, by its exact name.
        var missing: [PathName] = []
        var folder = parent
        while folder.withCString({ stat($0, &info) }) != 0 && errno == ENOENT {
            missing.append(folder)
            let up = folder.folder
            if up == folder { break }
            folder = up
        }
        for f in missing.reversed() where f.withCString({ mkdir($0, 0o755) }) != 0 && errno != EEXIST {
            throw RecorderError.outputUnwritable(path: url.path, reason: "cannot create folder '\(f)': " + errnoText(errno))
        }
    }

    /// A hidden, unique name beside `url` for the output while it is being written, so that a
    /// crash or failure never leaves a file that looks complete under the real name
    /// (`OutputDestination.temporarySibling`: a later run removes it if this process died).
    static func temporarySibling(of url: URL) -> URL {
        URL(fileURLWithPath: OutputDestination.temporarySibling(of: url.path))
    }

    /// A path to `path` that a child's arguments and Foundation's path calls can carry: `path`
    /// itself when it is UTF-8 text, else a link to it with a plain name in the temporary folder
    /// (returned as `link`, for the caller to unlink). Throws the errno of a failed `symlink`.
    static func textPath(for path: String) throws(OutputFileError) -> (path: String, link: String?) {
        if PathName(path).isUTF8 { return (path, nil) }
        let link = FileManager.default.temporaryDirectory
            .appendingPathComponent(".segue-work-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))").path
        guard PathName(path).withCString({ symlink($0, link) }) == 0 else { throw OutputFileError(path: path, reason: errnoText(errno), code: errno) }
        return (link, link)
    }

    /// Creates an empty file at `url`, failing clearly when the folder is not writable.
    static func createEmptyFile(at url: URL, reportedAs path: String) throws {
        let fd = PathName(url.path).withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        if fd < 0 { throw RecorderError.outputUnwritable(path: path, reason: errnoText(errno)) }
        close(fd)
    }

    /// The size of a regular file in bytes (0 for anything else; links are not followed).
    package static func byteCount(at url: URL) -> Int64 {
        var info = stat()
        guard PathName(url.path).withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return 0 }
        return Int64(info.st_size)
    }

    /// The words for an errno value, as every output error says them (a full disk, the file-size limit).
    static func errnoText(_ code: Int32) -> String { OutputFileError.text(code) }

    /// A short reason for a Foundation error (its underlying POSIX message when it has one).
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return errnoText(Int32(underlying.code))
        }
        return ns.localizedDescription
    }
}
