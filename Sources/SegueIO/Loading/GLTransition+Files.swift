import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GLTransition {
    /// Loads a `.glsl` file; its name is the file name without the extension.
    public static func load(contentsOf url: URL) throws -> GLTransition {
        try load(path: url.path)
    }

    /// Loads a `.glsl` file given by its path (errors name it as given). A file that is
    /// missing, a folder, a FIFO, a device, over 1 MiB or not UTF-8 is an error saying so; the
    /// file is never opened in a way that could block.
    public static func load(path: String) throws -> GLTransition {
        let text: String
        do { text = try RegularFile.readText(path, limit: maxFileBytes) } catch let e as RegularFile.Failure {
            throw GLTransitionError(file: path, line: nil, message: "cannot read the shader: \(e.reason)")
        }
        let name = PathName(path).lastComponent.deletingPathExtension.argument
        return try GLTransition(name: name, source: text, path: path)
    }
}

extension GLTransitionLibrary {
    /// Loads every `.glsl` file in `folder` (not its subfolders), in name order: each that reads
    /// is added, each that does not is a problem in the result, and the others load all the
    /// same. A file named like a transition already here, or one of `reserved` (the non-shader
    /// builtins), is added as `NAME.glsl` (`cube.glsl`): it never replaces what has the name.
    /// Throws only when the folder cannot be listed.
    @discardableResult
    public mutating func loadFolder(_ folder: URL, reserved: Set<String> = []) throws -> FolderLoad {
        var result = try GLTransitionLibrary.readEach(folder)
        for i in result.loaded.indices {
            if transition(named: result.loaded[i].name) != nil || reserved.contains(result.loaded[i].name) {
                result.loaded[i].name += ".glsl"
            }
            add(result.loaded[i])
        }
        return result
    }

    /// Reads every `.glsl` file of a folder without adding them anywhere; throws the first
    /// file's error (with its path and line).
    public static func readFolder(_ folder: URL) throws -> [GLTransition] {
        let load = try readEach(folder)
        if let first = load.problems.first { throw first }
        return load.loaded
    }

    /// Reads every `.glsl` file of a folder, in name order, each on its own: the ones that read
    /// and the problems of the others. Throws only when the folder cannot be listed.
    public static func readEach(_ folder: URL) throws -> FolderLoad {
        let path = PathName(folder.path)
        guard RegularFile.problem(at: folder.path) == "it is a folder" else {
            throw GLTransitionError(file: folder.path, line: nil, message: "no such folder")
        }
        guard let dir = path.withCString({ opendir($0) }) else {
            throw GLTransitionError(file: folder.path, line: nil, message: "cannot list the folder (\(OutputFileError.text(errno)))")
        }
        closedir(dir)
        // Listed by exact names: a file whose name is not UTF-8 is read as it is.
        let files = FolderListing.names(in: path).map(\.argument).filter { $0.hasSuffix(".glsl") }.sorted()
        var result = FolderLoad()
        for f in files {
            do { result.loaded.append(try GLTransition.load(path: path.appending(PathName(f)).argument)) }
            catch let e as GLTransitionError { result.problems.append(e) }
        }
        return result
    }
}
