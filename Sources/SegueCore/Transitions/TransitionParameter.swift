import Foundation

/// The type of a transition parameter given as text (`--param k=v`, a storyboard option).
public enum TransitionParameterType: Hashable, Sendable, CustomStringConvertible {
    /// A finite decimal number.
    case number
    /// A whole number.
    case integer
    /// `true` or `false` (also `yes`/`no`, `1`/`0`).
    case boolean
    /// One of a fixed set of words.
    case choice([String])
    /// A timing curve as `TimingCurve.parse` reads it.
    case curve
    /// A point `x,y` in container points, or `center`.
    case point
    /// A shader uniform of a GLSL type.
    case uniform(GLUniformType)

    public var description: String {
        switch self {
        case .number: return "number"
        case .integer: return "integer"
        case .boolean: return "bool"
        case .choice(let words): return words.joined(separator: "|")
        case .curve: return "curve"
        case .point: return "point"
        case .uniform(let t): return t.rawValue
        }
    }
}

/// A parameter's typed value, after reading.
public enum TransitionParameterValue: Hashable, Sendable {
    /// A finite number, within the parameter's range.
    case number(Double)
    /// A whole number, within the parameter's range.
    case integer(Int)
    /// A boolean.
    case boolean(Bool)
    /// One of the choice's words (an alias already replaced by the word it stands for).
    case choice(String)
    /// A timing curve.
    case curve(TimingCurve)
    /// nil: the container's centre.
    case point(Point?)
    /// A shader uniform's value, of the uniform's GLSL type.
    case uniform(ShaderValue)
}

/// One parameter a transition takes: what `segue transitions` lists.
public struct TransitionParameter: Hashable, Sendable {
    /// The name the parameter is given by (`--param NAME=…`, a storyboard segue's `params`).
    public var name: String
    /// The type its text is read as.
    public var type: TransitionParameterType
    /// The default, written as it would be given.
    public var defaultValue: String
    /// What it does, in a sentence.
    public var doc: String
    /// The values it takes (numbers and whole numbers; for a shader uniform, each component).
    /// Every parameter has one: a value outside it is refused when read, so a storyboard that
    /// `segue check` accepts never hands a transition a value it cannot draw.
    public var range: ClosedRange<Double>
    /// Other names the parameter answers to: flip's and push's `from` is also `direction`,
    /// the word controllers and storyboards use for every directional transition.
    public var aliases: [String] = []
    /// Other words a choice takes, each standing for one of its choices: the cube's `left`
    /// and `right` for `forward` and `backward`.
    public var choiceAliases: [String: String] = [:]

    /// The range a parameter gets when it declares none: a shader uniform's components, say.
    public static let defaultRange: ClosedRange<Double> = -1_000_000...1_000_000

    /// A parameter `name` of `type` whose default is `defaultValue` written as text, taking values
    /// in `range` (every component, for a uniform; the default range when not given), described
    /// by `doc` in a sentence for `segue transitions`.
    public init(_ name: String, _ type: TransitionParameterType, default defaultValue: String,
                range: ClosedRange<Double> = TransitionParameter.defaultRange, _ doc: String) {
        self.name = name; self.type = type; self.defaultValue = defaultValue; self.doc = doc
        self.range = range
    }

    /// This parameter, also answering to the names `aliases` and taking the words of
    /// `choices` for the choices they stand for.
    public func answering(to aliases: [String], choices: [String: String] = [:]) -> TransitionParameter {
        var copy = self
        copy.aliases = aliases
        copy.choiceAliases = choices
        return copy
    }

    /// The range in words ("0…1"), for listings and messages.
    public var rangeText: String {
        "\(TransitionParameter.format(range.lowerBound))…\(TransitionParameter.format(range.upperBound))"
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    private func inRange(_ v: Double, _ text: String) throws {
        guard range.contains(v) else { throw OutOfRange(parameter: self, text: text.trimmingCharacters(in: .whitespaces)) }
    }

    /// A value of the right type outside the parameter's declared range.
    public struct OutOfRange: Error, CustomStringConvertible {
        /// The parameter whose range the value is outside.
        public var parameter: TransitionParameter
        /// The value as given, without surrounding spaces.
        public var text: String
        public var description: String {
            "must be from \(TransitionParameter.format(parameter.range.lowerBound)) to "
                + "\(TransitionParameter.format(parameter.range.upperBound)), got \(text)"
        }
    }

    /// Reads `text` as this parameter's type; throws a message saying what was expected. An
    /// image's file is checked through `files` (nil: not checked here).
    public func read(_ text: String, files: (any FileQueries)? = nil) throws -> TransitionParameterValue {
        let s = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case .number:
            guard let v = Double(s), v.isFinite else { throw GLValueError("expected a number, got '\(text)'") }
            try inRange(v, text)
            return .number(v)
        case .integer:
            guard let v = Int(s) else { throw GLValueError("expected a whole number, got '\(text)'") }
            try inRange(Double(v), text)
            return .integer(v)
        case .boolean:
            switch s.lowercased() {
            case "true", "yes", "1": return .boolean(true)
            case "false", "no", "0": return .boolean(false)
            default: throw GLValueError("expected true or false, got '\(text)'")
            }
        case .choice(let words):
            guard words.contains(s) else {
                throw GLValueError("expected one of \(words.joined(separator: ", ")), got '\(text)'")
            }
            return .choice(s)
        case .curve:
            do { return .curve(try TimingCurve.parse(s)) } catch let e as TimingCurveError {
                throw GLValueError(e.reason)
            }
        case .point:
            if s == "center" || s == "centre" { return .point(nil) }
            let parts = s.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                throw GLValueError("expected a point 'x,y' or 'center', got '\(text)'")
            }
            try inRange(x, text)
            try inRange(y, text)
            return .point(Point(x, y))
        case .uniform(let t) where t.isImage:
            // An image is checked here so a missing mask is an error where it is given (a
            // storyboard's segue, `--param`), not when the frame is drawn.
            let value = try t.parse(s)
            if case .image(let path?) = value, let why = files?.problem(at: path) {
                throw GLValueError("cannot use image '\(path)': \(why)")
            }
            return .uniform(value)
        case .uniform(let t):
            let value = try t.parse(s)
            for component in value.components { try inRange(component, text) }
            return .uniform(value)
        }
    }
}

/// The parameters given to one transition, read and checked, with defaults filled in.
public struct TransitionArguments: Sendable {
    /// The transition's name, for error messages.
    public var transition: String
    /// Every parameter's typed value by its own name (not an alias): defaults first, then the
    /// values given.
    public var values: [String: TransitionParameterValue]

    private func missing(_ name: String, _ kind: String) -> TransitionError {
        TransitionError(kind: .invalidValue, transition: transition, parameter: name, value: nil,
                        message: "parameter '\(name)' is not a \(kind)")
    }

    /// The number parameter `name`; throws a `TransitionError` when it is missing or not a number.
    public func number(_ name: String) throws -> Double {
        guard case .number(let v)? = values[name] else { throw missing(name, "number") }
        return v
    }
    /// The whole-number parameter `name`; throws a `TransitionError` when it is missing or of another type.
    public func integer(_ name: String) throws -> Int {
        guard case .integer(let v)? = values[name] else { throw missing(name, "whole number") }
        return v
    }
    /// The boolean parameter `name`; throws a `TransitionError` when it is missing or of another type.
    public func boolean(_ name: String) throws -> Bool {
        guard case .boolean(let v)? = values[name] else { throw missing(name, "bool") }
        return v
    }
    /// The chosen word of the choice parameter `name`; throws a `TransitionError` when it is missing
    /// or of another type.
    public func choice(_ name: String) throws -> String {
        guard case .choice(let v)? = values[name] else { throw missing(name, "choice") }
        return v
    }
    /// The timing curve parameter `name` (`curve` by default); throws a `TransitionError` when it is
    /// missing or of another type.
    public func curve(_ name: String = "curve") throws -> TimingCurve {
        guard case .curve(let v)? = values[name] else { throw missing(name, "curve") }
        return v
    }
    /// The point parameter `name`, in container points (y down), or nil for the container's
    /// centre; throws a `TransitionError` when it is missing or of another type.
    public func point(_ name: String) throws -> Point? {
        guard case .point(let v)? = values[name] else { throw missing(name, "point") }
        return v
    }
    /// Every uniform-typed value, by name.
    public var uniforms: [String: ShaderValue] {
        values.compactMapValues { if case .uniform(let v) = $0 { return v } else { return nil } }
    }

    /// A number that must satisfy `ok`, or an error naming the rule.
    public func number(_ name: String, where ok: (Double) -> Bool, _ rule: String) throws -> Double {
        let v = try number(name)
        guard ok(v) else {
            throw TransitionError(kind: .invalidValue, transition: transition, parameter: name, value: String(v),
                                  message: "\(transition): parameter '\(name)' must be \(rule), got \(v)")
        }
        return v
    }
}

extension ShaderValue {
    /// The value's numbers (a bool is 0 or 1), for range checks.
    var components: [Double] {
        switch self {
        case .float(let x): return [x]
        case .int(let x): return [Double(x)]
        case .bool(let x): return [x ? 1 : 0]
        case .vec2(let a, let b): return [a, b]
        case .vec3(let a, let b, let c): return [a, b, c]
        case .vec4(let a, let b, let c, let d): return [a, b, c, d]
        case .ivec2(let a, let b): return [Double(a), Double(b)]
        case .image: return []
        }
    }
}
