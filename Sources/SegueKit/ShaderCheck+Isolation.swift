import Foundation
import SegueCore
import SegueRecorder
#if canImport(Glibc)
import Glibc
#endif

/// The driver compile of files the user gave (a `--shaders` folder, `check FILE.glsl`) run in
/// a child process, so that a compiler crash, a compile that eats memory or one that never
/// ends is an error for that file, never the end of the app.
///
/// The child is this same executable started again with `childCommand` (not `fork()`: this
/// process has threads, and a forked copy of it may only call async-signal-safe functions
/// until it execs, which rules out bringing up EGL and a GL driver). It sets its own memory
/// limit (`RLIMIT_AS`), makes a headless context once, and compiles the files one after
/// another, saying on stdout which file it starts and how each went. When it dies or stops
/// answering, the file it had started is the one to blame: that file is an error, and a new
/// child takes the rest. Results are kept by source text for the life of the process, so a
/// file is compiled once however many times it is checked.
extension ShaderCheck {
    /// How a child process is started for the compile.
    public struct Isolation: Sendable {
        /// The executable started (this program, `/proc/self/exe`).
        public var executable: String
        /// The address space allowed to the child, in bytes (`RLIMIT_AS`).
        public var memoryLimit: Int
        /// Seconds one file may take to compile before the child is killed.
        public var timeout: Double

        /// An isolation running `executable` with a 4 GiB address space and 20 s a file.
        public init(executable: String, memoryLimit: Int = 4 << 30, timeout: Double = 20) {
            self.executable = executable; self.memoryLimit = memoryLimit; self.timeout = timeout
        }
    }

    /// The first argument that makes an app's executable serve as the compile child.
    public static let childCommand = "__segue-shader-check"

    /// Set once at start-up by an app's `main` (`SegueApp`) to isolate compiles; nil (a
    /// library used otherwise, tests) compiles in this process.
    nonisolated(unsafe) public static var isolation: Isolation?

    private struct Job: Codable {
        var name: String
        var path: String?
        var source: String
    }

    private struct Report: Codable {
        var start: String?
        var name: String?
        var line: Int?
        var column: Int?
        var message: String?
        var noContext: String?
    }

    /// A compile's outcome kept by source text: nil when it compiled.
    private struct Verdict: Sendable {
        var line: Int?
        var column: Int?
        var message: String
    }

    nonisolated(unsafe) private static var verdicts: [String: Verdict?] = [:]
    private static let verdictLock = NSLock()

    /// Compiles `shaders` in child processes of `isolation` (results already known by source
    /// text are not compiled again). Throws when the child cannot make a GL context.
    static func compileIsolated(_ shaders: [GLTransition], _ isolation: Isolation) throws -> [String: Problem] {
        var problems: [String: Problem] = [:]
        var todo: [GLTransition] = []
        verdictLock.lock()
        for s in shaders {
            if let known = verdicts[s.source] {
                if let v = known { problems[s.name] = Problem(path: s.path ?? s.name, line: v.line, column: v.column, message: v.message) }
            } else { todo.append(s) }
        }
        verdictLock.unlock()
        while !todo.isEmpty {
            let (results, blamed) = try runChild(todo, isolation)
            verdictLock.lock()
            for s in todo {
                guard let verdict = results[s.name] else { continue }
                verdicts[s.source] = verdict
                if let v = verdict { problems[s.name] = Problem(path: s.path ?? s.name, line: v.line, column: v.column, message: v.message) }
            }
            verdictLock.unlock()
            let before = todo.count
            todo.removeAll { results[$0.name] != nil }
            // A child that died before starting any file cannot say which is to blame.
            if todo.count == before, blamed == nil { break }
        }
        return problems
    }

    /// One child over `shaders`: the verdicts it gave, and the file it died on (its verdict is
    /// among the results).
    private static func runChild(_ shaders: [GLTransition], _ isolation: Isolation) throws -> ([String: Verdict?], String?) {
        let jobs = try JSONEncoder().encode(shaders.map { Job(name: $0.name, path: $0.path, source: $0.source) })
        let jobFile = (NSTemporaryDirectory() as NSString).appendingPathComponent("segue-shaders-\(getpid())-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: jobFile, contents: jobs, attributes: [.posixPermissions: 0o600]) else {
            throw SegueKitError("cannot write the shaders for their check to \(NSTemporaryDirectory())")
        }
        defer { try? FileManager.default.removeItem(atPath: jobFile) }
        let outcome = ChildProcess.run(isolation.executable, [childCommand, jobFile, String(isolation.memoryLimit)],
                                       limits: ChildProcess.Limits(timeout: isolation.timeout, stdoutBytes: 4 << 20,
                                                                   floodLimit: 8 << 20, idle: true))
        if case .interrupted = outcome.ending { try InterruptSignals.check() }
        var results: [String: Verdict?] = [:]
        var started: String?
        let decoder = JSONDecoder()
        for line in outcome.stdout.data.split(separator: UInt8(ascii: "\n")) {
            guard let r = try? decoder.decode(Report.self, from: Data(line)) else { continue }
            if let why = r.noContext { throw SegueKitError(why) }
            if let s = r.start { started = s; continue }
            guard let name = r.name else { continue }
            results[name] = r.message.map { Verdict(line: r.line, column: r.column, message: $0) } ?? .some(nil)
            if started == name { started = nil }
        }
        guard outcome.ending != .exited(0) else { return (results, nil) }
        guard let blamed = started else {
            if results.count < shaders.count && results.isEmpty {
                throw SegueKitError("the shader check process failed before compiling anything: \(outcome.failure ?? "no reason")"
                                    + tail(outcome.stderr.text))
            }
            return (results, nil)
        }
        let megabytes = isolation.memoryLimit >> 20
        let why: String
        switch outcome.ending {
        case .timedOut(let t): why = "the GL driver took more than \(Int(t)) s compiling it and was stopped"
        case .flooded: why = "the GL driver printed without end compiling it and was stopped"
        case .signalled(let s): why = "the GL driver crashed compiling it (signal \(s)), or needed more than its limit of \(megabytes) MiB"
        default: why = "the GL driver failed compiling it (\(outcome.failure ?? "no reason")), or needed more than its limit of \(megabytes) MiB"
        }
        results[blamed] = .some(Verdict(line: nil, column: nil, message: why))
        return (results, blamed)
    }

    private static func tail(_ text: String) -> String {
        let last = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        return last.isEmpty ? "" : " (\(last.prefix(300)))"
    }

    /// The child's side: reads the jobs file named in `arguments` (after `childCommand`), limits
    /// its own memory, compiles each file in a headless context and reports on stdout. Returns
    /// the exit status.
    public static func serveChild(arguments: [String]) -> Int32 {
        guard arguments.count >= 2, let jobs = FileManager.default.contents(atPath: arguments[0]),
              let list = try? JSONDecoder().decode([Job].self, from: jobs) else { return 2 }
        if let bytes = Int(arguments[1]), bytes > 0 {
            var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
            _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        }
        let encoder = JSONEncoder()
        func say(_ r: Report) {
            guard var data = try? encoder.encode(r) else { return }
            data.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(data)
        }
        var shaders: [GLTransition] = []
        for job in list {
            do { shaders.append(try GLTransition(name: job.name, source: job.source, path: job.path)) } catch {
                say(Report(name: job.name, message: "\(error)"))
            }
        }
        let stack: GraphicsStack
        do { stack = try compileStack(shaders) } catch {
            say(Report(noContext: ErrorReport.message(for: error)))
            return 3
        }
        for shader in shaders {
            say(Report(start: shader.name))
            let p = problem(compiling: shader, in: stack)
            say(Report(name: shader.name, line: p?.line, column: p?.column, message: p?.message))
        }
        return 0
    }
}
