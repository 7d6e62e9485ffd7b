import Foundation
import Testing

/// The layer rules, checked on the source text: Core computes (it takes bytes and strings and
/// returns values) and never touches files, processes or signals; Render draws with GL and
/// never sees SDL. The scan looks at code, not at comments or string literals, so a message
/// that says "stat" or a comment about `open(2)` is not a violation.
struct LayerScan {
    /// One rule: what it forbids, as a regular expression over code.
    struct Rule {
        var name: String
        var pattern: String
    }

    /// One line that breaks a rule.
    struct Violation: CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        var text: String
        var description: String { "\(file):\(line): \(rule): \(text)" }
    }

    /// Modules no Core file may import: SDL, GL, the C library (Foundation gives what a pure
    /// computation needs) and every layer above Core.
    static let coreImports = Rule(name: "imports a module Core may not use",
                                  pattern: #"^\s*(@_exported\s+|@testable\s+)?import\s+(CSDL2\w*|CGL|CEGL|SDL\w*|GL\w*|OpenGL\w*|Glibc|Darwin|SegueIO|SegueAssets|SegueRender|SeguePlatform|SegueRecorder|SegueKit)\b"#)

    /// Foundation's and the C library's file, process and signal APIs.
    static let coreEffects: [Rule] = [
        Rule(name: "uses FileManager", pattern: #"\bFileManager\b"#),
        Rule(name: "uses FileHandle", pattern: #"\bFileHandle\b"#),
        Rule(name: "starts or inspects processes", pattern: #"\b(Process|ProcessInfo)\b|(?<![\.\w])(?<!func )(fork|posix_spawn\w*|getpid|kill|exit|getenv|setenv)\s*\(|\bFoundation\.exit\s*\("#),
        Rule(name: "reads a file through Foundation", pattern: #"\b(Data|NSData|String|NSString)\s*\(\s*contents(Of|OfFile)\s*:|\bcontentsOfFile\s*:|\b(InputStream|OutputStream)\s*\(\s*(url|fileAtPath|toFileAtPath)\s*:"#),
        Rule(name: "writes a file through Foundation", pattern: #"\.write\s*\(\s*(to|toFile)\s*:"#),
        Rule(name: "calls a file system call", pattern: #"(?<![\.\w])(?<!func )(fopen|open|openat|opendir|readdir|closedir|close|stat|lstat|fstat|mkdir|rmdir|unlink|rename|realpath|readlink|getcwd|chdir|fsync|dup|dup2|pipe|fcntl|fflush)\s*\(\s*[^\s)]"#),
        Rule(name: "calls read(2) or write(2)", pattern: #"(?<![\.\w])(read|write)\s*\(\s*[^:()]*,"#),
        Rule(name: "changes signals or the allocator", pattern: #"\b(signal|sigaction|sigprocmask|pthread_sigmask|mallopt|setrlimit)\s*\("#),
        Rule(name: "reads the package's resources", pattern: #"\bBundle\s*\."#),
        Rule(name: "calls the C library by its module's name", pattern: #"\b(Glibc|Darwin)\s*\."#),
    ]

    /// What Render may not use: SDL, by import or by name.
    static let renderSDL: [Rule] = [
        Rule(name: "imports SDL", pattern: #"^\s*(@_exported\s+|@testable\s+)?import\s+(CSDL2\w*|SDL\w*|SeguePlatform)\b"#),
        Rule(name: "calls SDL", pattern: #"\b(SDL|TTF|IMG)_\w+"#),
    ]

    /// `text` with comments and the contents of string literals blanked (line breaks kept, so
    /// line numbers stay right).
    static func code(_ text: String) -> String {
        var out = ""
        var chars = Array(text)
        chars.append("\n")
        var i = 0
        var inBlock = 0
        var inString = false, multiline = false
        while i < chars.count - 1 {
            let c = chars[i], next = chars[i + 1]
            if inBlock > 0 {
                if c == "*" && next == "/" { inBlock -= 1; i += 2; continue }
                if c == "/" && next == "*" { inBlock += 1; i += 2; continue }
                out.append(c == "\n" ? "\n" : " ")
                i += 1
                continue
            }
            if inString {
                if c == "\\" { out += "  "; i += 2; continue }
                if multiline, c == "\"", next == "\"", i + 2 < chars.count, chars[i + 2] == "\"" {
                    inString = false; out += "\"\"\""; i += 3; continue
                }
                if !multiline, c == "\"" { inString = false; out.append("\""); i += 1; continue }
                if !multiline, c == "\n" { inString = false }
                out.append(c == "\n" ? "\n" : " ")
                i += 1
                continue
            }
            if c == "/" && next == "/" {
                while i < chars.count - 1 && chars[i] != "\n" { out.append(" "); i += 1 }
                continue
            }
            if c == "/" && next == "*" { inBlock = 1; out += "  "; i += 2; continue }
            if c == "\"" {
                if next == "\"", i + 2 < chars.count, chars[i + 2] == "\"" {
                    inString = true; multiline = true; out += "\"\"\""; i += 3; continue
                }
                inString = true; multiline = false; out.append("\""); i += 1
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// Every line of `text` (the file `file`) that breaks one of `rules`.
    static func violations(in text: String, file: String, rules: [Rule]) throws -> [Violation] {
        let original = text.components(separatedBy: "\n")
        let scanned = code(text).components(separatedBy: "\n")
        var found: [Violation] = []
        for rule in rules {
            let re = try NSRegularExpression(pattern: rule.pattern)
            for (n, line) in scanned.enumerated()
            where re.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                found.append(Violation(file: file, line: n + 1, rule: rule.name,
                                       text: original[n].trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    /// The Swift sources under `Sources/MODULE`, as (path relative to it, text).
    static func sources(of module: String) throws -> [(String, String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/" + module)
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return try files.map { ($0, try String(contentsOfFile: folder.path + "/" + $0, encoding: .utf8)) }
    }

    /// The one place Core reads a file, and why it may: the builtin shaders' GLSL is the
    /// package's own resource (`Shaders/NAME.glsl`, the format's example for users), shipped with
    /// the library and read once; no user's file and no path from outside reaches it.
    static let coreExceptions: [(file: String, rule: String, text: String)] = [
        ("Transitions/BuiltinShaders.swift", "reads the package's resources", "Bundle.module.resourceURL"),
        ("Transitions/BuiltinShaders.swift", "reads the package's resources", "Bundle.module.url(forResource:"),
        ("Transitions/BuiltinShaders.swift", "reads a file through Foundation", "String(contentsOf: url"),
    ]

    static func isException(_ v: Violation) -> Bool {
        coreExceptions.contains { v.file == $0.file && v.rule == $0.rule && v.text.contains($0.text) }
    }
}

@Suite("Layers: Core does no I/O, Render sees no SDL")
struct CoreIsPureTests {
    /// Core must stay free of SDL, GL and the layers above it, and do no file, process or signal
    /// work, so that everything in it is testable with plain numbers.
    @Test("SegueCore imports nothing but Foundation and Yams, and touches no file, process or signal")
    func coreIsPure() throws {
        let files = try LayerScan.sources(of: "SegueCore")
        #expect(files.count > 10, "found no Core sources")
        var excepted: [LayerScan.Violation] = []
        for (file, text) in files {
            let found = try LayerScan.violations(in: text, file: file, rules: [LayerScan.coreImports] + LayerScan.coreEffects)
            for v in found {
                if LayerScan.isException(v) { excepted.append(v) } else { Issue.record("\(v)") }
            }
        }
        // Every exception still names a line that exists (a stale one would hide nothing, but
        // would read as a permission).
        for e in LayerScan.coreExceptions {
            #expect(excepted.contains { $0.file == e.file && $0.rule == e.rule && $0.text.contains(e.text) },
                    "exception no longer needed: \(e)")
        }
    }

    @Test("SegueRender neither imports nor calls SDL")
    func renderSeesNoSDL() throws {
        let files = try LayerScan.sources(of: "SegueRender")
        #expect(files.count > 3, "found no Render sources")
        for (file, text) in files {
            for v in try LayerScan.violations(in: text, file: file, rules: LayerScan.renderSDL) { Issue.record("\(v)") }
        }
    }

    @Test("The scan finds a planted violation of each rule, and nothing in comments, strings or look-alikes")
    func scannerFindsPlantedViolations() throws {
        let planted: [(String, String)] = [
            ("import CSDL2", "imports a module Core may not use"),
            ("@testable import SegueRender", "imports a module Core may not use"),
            ("import Glibc", "imports a module Core may not use"),
            ("let m = FileManager.default", "uses FileManager"),
            ("FileHandle.standardError.write(d)", "uses FileHandle"),
            ("let p = Process()", "starts or inspects processes"),
            ("let e = ProcessInfo.processInfo.environment", "starts or inspects processes"),
            ("exit(1)", "starts or inspects processes"),
            ("let d = try Data(contentsOf: url)", "reads a file through Foundation"),
            ("let s = try String(contentsOfFile: p, encoding: .utf8)", "reads a file through Foundation"),
            ("let i = InputStream(fileAtPath: p)", "reads a file through Foundation"),
            ("try data.write(to: url)", "writes a file through Foundation"),
            ("var st = stat(); _ = stat(path, &st)", "calls a file system call"),
            ("let fd = open(path, O_RDONLY)", "calls a file system call"),
            ("let f = fopen(path, \"r\")", "calls a file system call"),
            ("let n = read(fd, &buffer, 4)", "calls read(2) or write(2)"),
            ("_ = write(2, p, n)", "calls read(2) or write(2)"),
            ("signal(SIGPIPE, SIG_IGN)", "changes signals or the allocator"),
            ("let n = Glibc.read(fd, p, 4)", "calls the C library by its module's name"),
            ("Foundation.exit(0)", "starts or inspects processes"),
            ("let u = Bundle.module.url(forResource: \"x\", withExtension: nil)", "reads the package's resources"),
        ]
        let rules = [LayerScan.coreImports] + LayerScan.coreEffects
        for (line, rule) in planted {
            let found = try LayerScan.violations(in: "let a = 1\n" + line + "\n", file: "Planted.swift", rules: rules)
            #expect(found.contains { $0.rule == rule && $0.line == 2 }, "not found: \(line) (\(rule)); found \(found)")
        }
        let innocent = """
            // stat(2) and open(2) are what SegueIO calls; FileManager is not used here.
            /* Data(contentsOf: url) would read a file */
            let message = "cannot stat(x) or open(y), nor exit(1)"
            let value = try p.read(text, files: files)
            let xml = InterfaceBuilderReader.read(data: data, path: path)
            out.append(contentsOf: bytes)
            let parser = XMLParser(stream: InputStream(data: data))
            try file.write(line + "\\n")
            static func read(_ data: Data) -> Int { 0 }
            let note = \"\"\"
                Process() and signal(SIGPIPE, SIG_IGN) in a multi-line string
                \"\"\"
            """
        let none = try LayerScan.violations(in: innocent, file: "Innocent.swift", rules: rules)
        #expect(none.isEmpty, "\(none)")
        let render = try LayerScan.violations(in: "import CGL\nimport CSDL2\nlet s = SDL_CreateRGBSurface(0)\n// SDL_Quit in a comment\n",
                                              file: "R.swift", rules: LayerScan.renderSDL)
        #expect(render.map(\.line) == [2, 3], "\(render)")
    }

    @Test("An exception covers only its own file and line")
    func exceptionsAreNarrow() throws {
        let rules = LayerScan.coreEffects
        let same = try LayerScan.violations(in: "let t = try? String(contentsOf: url, encoding: .utf8)", file: "Transitions/BuiltinShaders.swift", rules: rules)
        #expect(!same.isEmpty && same.allSatisfy(LayerScan.isException))
        let elsewhere = try LayerScan.violations(in: "let t = try? String(contentsOf: url, encoding: .utf8)", file: "Storyboard/Storyboard.swift", rules: rules)
        #expect(!elsewhere.isEmpty && !elsewhere.contains(where: LayerScan.isException))
    }
}
