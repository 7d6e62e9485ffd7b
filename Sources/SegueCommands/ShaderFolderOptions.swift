import ArgumentParser
import Foundation
import SegueKit

/// `--shaders DIR` and `--strict`, shared by every command that loads a folder of
/// gl-transitions files. A folder loads every file it can: each file left out is one located
/// warning on stderr (`FILE:LINE:COLUMN: warning: …`), printed once; with `--strict` the same
/// lines are errors and the command fails (exit 1).
package struct ShaderFolderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of gl-transitions .glsl files to load as transitions too. A file that does not load is a warning and is skipped; a file named like a built-in is known as NAME.glsl.", valueName: "DIR"))
    package var shaders: String?

    @Flag(help: "Fail (exit 1) when any file of the --shaders folder does not load, rather than skip it with a warning.")
    package var strict = false

    package init() {}

    /// Whether the folder's files are compiled headless before use, one the GL driver refuses
    /// being left out as one that does not read is. Where compiles are isolated in a child
    /// process (`ShaderCheck.isolation`), every command compiles the folder first.
    package enum Compile {
        /// Not compiled here (`run`, `record`, `render`: a shader is compiled when first drawn).
        case no
        /// Compiled; no GL context is an error (`check`, `bench`).
        case required
        /// Compiled when a GL context can be had; otherwise a warning says they are unchecked
        /// (`transitions`, which lists without drawing).
        case ifPossible
    }

    /// The catalog with the app's `transitions` and the folder's files. Prints the warnings
    /// (as `program`), or with `--strict` the errors and throws `ExitCode.failure`.
    package func catalog(compile: Compile = .no, program: String, transitions: TransitionRegistry) throws -> TransitionCatalog {
        var catalog = try TransitionCatalog(transitions: transitions, shaderFolder: shaders)
        var notes: [String] = []
        // With the compile isolated in a child process (an app's executable), every command
        // compiles the folder there first: a file that crashes or exhausts the driver is left
        // out with its error instead of taking the app down when first drawn.
        if compile != .no || ShaderCheck.isolation != nil, let shaders, !catalog.folderShaders.isEmpty {
            do { catalog = try catalog.compilingFolderShaders() } catch {
                try InterruptSignals.check()
                let why = ErrorReport.message(for: error)
                if compile == .no {
                    // Not asked for: without a headless context the files are compiled when drawn, as before.
                    notes.append("\(program): warning: the shaders of '\(shaders)' could not be compiled apart to check them (\(why))")
                    return try finishCatalog(catalog, notes: notes, program: program)
                }
                guard compile == .ifPossible else {
                    ErrorReport.print(program: program, message: "cannot compile the shaders of '\(shaders)' to check them: \(why)")
                    throw ExitCode.failure
                }
                notes.append("\(program): warning: the shaders of '\(shaders)' could not be compiled to check them (\(why)); they are listed unchecked")
            }
        }
        return try finishCatalog(catalog, notes: notes, program: program)
    }

    /// Prints `notes` and the folder's problems; with `--strict`, fails on any problem.
    private func finishCatalog(_ catalog: TransitionCatalog, notes: [String], program: String) throws -> TransitionCatalog {
        for n in notes { StandardError.write(Data((n + "\n").utf8)) }
        let problems = catalog.folderProblems(severity: strict ? "error" : "warning")
        for p in problems { StandardError.write(Data((p + "\n").utf8)) }
        if strict, !problems.isEmpty {
            StandardError.write(Data("\(program): error: \(problems.count) file\(problems.count == 1 ? "" : "s") of '\(shaders ?? "")' did not load (--strict)\n".utf8))
            throw ExitCode.failure
        }
        return catalog
    }
}
