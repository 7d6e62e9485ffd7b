import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, so that two names for one file are seen to be one: `a`, `./a`,
/// `sub/../a` and a symbolic link to `a` all have the same identity. What a command checks
/// before any work so that no output replaces an input or another output.
///
/// - An existing file: its device and inode (every link followed).
/// - A name not there yet: its folder's device and inode and the last component, or, when the
///   folder is missing too, the absolute path normalised by name.
/// - `-`: the standard stream, one identity for all its mentions.
public enum FileIdentity: Hashable, Sendable {
    /// An existing file or folder.
    case node(device: UInt64, inode: UInt64)
    /// A name not there yet, in an existing folder.
    case entry(folderDevice: UInt64, folderInode: UInt64, name: PathName)
    /// A name whose folder does not exist either: the absolute path by name.
    case path(PathName)
    /// `-`: standard input or standard output.
    case standardStream

    /// The identity of what `path` names, against the current folder; nil for an empty path
    /// and for a character device (`/dev/null` may take any number of outputs).
    public static func of(_ path: String) -> FileIdentity? {
        let name = PathName(path)
        if name.isEmpty { return nil }
        if name.isStandardStream { return .standardStream }
        var info = stat()
        if name.withCString({ stat($0, &info) }) == 0 {
            if info.st_mode & S_IFMT == S_IFCHR { return nil }
            return .node(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
        if name.folder.withCString({ stat($0, &info) }) == 0 {
            return .entry(folderDevice: UInt64(info.st_dev), folderInode: UInt64(info.st_ino), name: name.lastComponent)
        }
        return .path(name.absolute(in: currentFolder()))
    }

    /// The current folder's absolute path, by its exact bytes.
    public static func currentFolder() -> PathName {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return buffer.withUnsafeBufferPointer { PathName(cString: $0.baseAddress!) }
    }

    /// One name a command was given, for `clashes`: the option (`--out`) and the path.
    public struct Named: Sendable {
        /// How the command line calls it: `--out`, `the storyboard`.
        public var option: String
        /// The path as given.
        public var path: String
        /// Creates a named path.
        public init(_ option: String, _ path: String) { self.option = option; self.path = path }
    }

    /// The first clash among the names a command was given, as a sentence naming both
    /// ("--trace and --out name the same file 'o.gif'"): an output that is an input, or two
    /// outputs that are one file; nil when every output is its own. Inputs may share a file.
    public static func clash(inputs: [Named], outputs: [Named]) -> String? {
        var seen: [(Named, FileIdentity)] = []
        for output in outputs {
            guard let id = of(output.path) else { continue }
            if let other = seen.first(where: { $0.1 == id }) {
                let what = id == .standardStream ? "standard output"
                    : other.0.path == output.path ? "the same file '\(PathName(output.path))'"
                    : "the same file ('\(PathName(other.0.path))' and '\(PathName(output.path))')"
                return "\(other.0.option) and \(output.option) both name \(what); give each output its own name"
            }
            seen.append((output, id))
            for input in inputs where !PathName(input.path).isStandardStream && of(input.path) == id {
                let spelled = input.path == output.path ? "'\(PathName(input.path))'"
                    : "'\(PathName(input.path))' (as '\(PathName(output.path))')"
                return "\(output.option) names \(input.option) \(spelled), which it would replace; give the output another name"
            }
        }
        return nil
    }
}

extension PathName {
    /// A file URL for Foundation APIs that take one, made from this path made absolute against
    /// the current folder: `URL(fileURLWithPath:)` of a relative `~` would name the home
    /// folder, which the user did not write.
    public var fileURL: URL {
        URL(fileURLWithPath: absolute(in: FileIdentity.currentFolder()).argument)
    }
}
