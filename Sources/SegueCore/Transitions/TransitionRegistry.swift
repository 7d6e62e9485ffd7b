import Foundation

/// What `segue transitions` lists about one transition: its description.
public typealias TransitionInfo = TransitionDescription

/// Makes transitions by name from text parameters (`--param k=v`, storyboard options), and
/// describes them. A value, not a global: the app builds one (`makeStandard`), adds shader
/// files it loads, and passes it where segues are made.
public struct TransitionRegistry: Sendable {
    /// Builds a transition from checked arguments.
    public typealias Factory = TransitionDescription.Factory

    private var entries: [String: TransitionDescription] = [:]
    /// Names in the order they were registered.
    public private(set) var names: [String] = []
    /// Where an image parameter's file is checked when a transition is made (`LocalFiles` in
    /// SegueIO); nil checks none, and a missing image is an error when it is drawn.
    public var files: (any FileQueries)?

    /// An empty registry.
    public init() {}

    /// The longest duration any transition takes, in seconds (before slow motion).
    public static let maxDuration: Double = 60

    /// Registers (or replaces) the transition type `type` under its description's name.
    public mutating func register(_ type: any DescribedTransition.Type) {
        register(type.description)
    }

    /// Registers (or replaces) a transition by its description.
    public mutating func register(_ description: TransitionDescription) {
        if entries[description.name] == nil { names.append(description.name) }
        entries[description.name] = description
    }

    /// Registers (or replaces) a transition that has no type of its own to describe it (an
    /// app's closure): the description is made here. `duration` and `curve` parameters are
    /// added with the given defaults unless `parameters` declares them. Whether Reduce Motion
    /// replaces it is the transition's own say (`Transition.isThreeDOrScaling`), read from the
    /// one its defaults make.
    public mutating func register(_ name: String, summary: String, duration: Double, curve: String,
                                  parameters: [TransitionParameter] = [],
                                  isShader: Bool = false, make: @escaping Factory) {
        var d = TransitionDescription(name: name, summary: summary, duration: duration,
                                      curve: (try? TimingCurve.parse(curve)) ?? .easeInEaseOut,
                                      parameters: parameters, isShader: isShader, make: make)
        if let i = d.parameters.firstIndex(where: { $0.name == "curve" }), !parameters.contains(where: { $0.name == "curve" }) {
            d.parameters[i].defaultValue = curve
        }
        register(d)
        if (try? self.make(name))?.isThreeDOrScaling == true { entries[name]?.reduceMotion = .replaced }
    }

    /// Registers a gl-transitions shader: its uniforms become its parameters. `builtin` is the
    /// builtin type the shader is (its render plan draws it), nil for a shader file.
    public mutating func register(shader: GLTransition, builtin: (any BuiltinShaderTransition.Type)? = nil,
                                  summary: String? = nil) {
        register(ShaderTransition.description(of: shader, builtin: builtin, summary: summary))
    }

    /// What the listing says of a `sampler2D` uniform.
    public static let imageUniformDoc = "shader uniform (sampler2D): an image file (PNG, JPEG, GIF, BMP, PDF or SVG) stretched over the frame; "
        + "default '\(ShaderValue.defaultImageName)': a generated black-to-white gradient from left to right"

    /// Every transition's description, in registration order.
    public var all: [TransitionInfo] { names.compactMap { entries[$0] } }

    /// The description of the transition registered as `name`, or nil when there is none.
    public func info(_ name: String) -> TransitionInfo? { entries[name] }

    /// Registers every transition of `other` whose name is not in `except` (replacing one of
    /// the same name here), in `other`'s order: an app's own transitions added to a catalog.
    public mutating func register(contentsOf other: TransitionRegistry, except: Set<String> = []) {
        for name in other.names where !except.contains(name) {
            guard let entry = other.entries[name] else { continue }
            if entries[name] == nil { names.append(name) }
            entries[name] = entry
        }
    }

    /// Makes the transition `name` with text `parameters` (defaults for the others). With
    /// `settings.reduceMotion`, a 3D or scaling transition comes back as a cross-dissolve of the
    /// same duration and curve. Throws a `TransitionError` for an unknown transition or
    /// parameter, or a value that is of the wrong type or out of range.
    public func make(_ name: String, parameters: [String: String] = [:],
                     settings: TimingSettings = .standard) throws -> any Transition {
        guard let entry = entries[name] else {
            throw TransitionError(kind: .unknownTransition, transition: name,
                                  message: "unknown transition '\(name)'; known: \(names.joined(separator: ", "))")
        }
        var values: [String: TransitionParameterValue] = [:]
        for p in entry.parameters {
            do { values[p.name] = try p.read(p.defaultValue, files: files) } catch {
                throw TransitionError(kind: .invalidValue, transition: name, parameter: p.name, value: p.defaultValue,
                                      message: "\(name): the default of '\(p.name)' does not read: \(error)")
            }
        }
        for key in parameters.keys.sorted() {
            var text = parameters[key]!
            guard let p = entry.parameters.first(where: { $0.name == key || $0.aliases.contains(key) }) else {
                let names = entry.parameters.map(\.name)
                let hint = YAMLReader.nearest(key, in: Set(names)).map { " (did you mean '\($0)'?)" } ?? ""
                throw TransitionError(kind: .unknownParameter, transition: name, parameter: key, value: text,
                                      message: "\(name) has no parameter '\(key)'\(hint); it takes: \(names.joined(separator: ", "))")
            }
            // A parameter given by its own name wins over one given by another name.
            if key != p.name, parameters[p.name] != nil { continue }
            text = p.choiceAliases[text] ?? text
            do { values[p.name] = try p.read(text, files: files) } catch let e as TransitionParameter.OutOfRange {
                throw TransitionError(kind: .invalidValue, transition: name, parameter: key, value: text,
                                      message: "\(name): parameter '\(key)' \(e)")
            } catch {
                throw TransitionError(kind: .wrongType, transition: name, parameter: key, value: text,
                                      message: "\(name): parameter '\(key)' takes \(TransitionRegistry.article(p.type.description)) \(p.type): \(error)")
            }
        }
        let made = try entry.make(TransitionArguments(transition: name, values: values))
        return settings.adjusted(made)
    }

    /// The text `segue transitions` prints: each transition with its summary, then one line per
    /// parameter with its type, default and meaning.
    public func listing() -> String {
        var lines: [String] = []
        for info in all {
            var head = "\(info.name) — \(info.summary)"
            if info.reducedByReduceMotion { head += " [cross-dissolve under Reduce Motion]" }
            lines.append(head)
            for p in info.parameters {
                let range: String
                switch p.type {
                // A uniform takes whatever its GLSL type holds: nothing to say.
                case .uniform(let t) where p.range == t.componentRange: range = ""
                case .number, .integer, .uniform: range = " \(p.rangeText)"
                case .point: range = " coordinates \(p.rangeText)"
                default: range = ""
                }
                lines.append("    \(p.name) (\(p.type)\(range)) = \(p.defaultValue)  \(p.doc)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Parses `k=v` strings (as given to `--param`) into a dictionary; a later key wins.
    public static func parseAssignments(_ items: [String]) throws -> [String: String] {
        var out: [String: String] = [:]
        for item in items {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw TransitionError(kind: .wrongType, transition: "", parameter: item,
                                      message: "a parameter is written name=value, got '\(item)'")
            }
            out[String(item[..<eq]).trimmingCharacters(in: .whitespaces)] = String(item[item.index(after: eq)...])
        }
        return out
    }

    /// "a" or "an" before a word.
    static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0.lowercased()) } == true ? "an" : "a"
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
