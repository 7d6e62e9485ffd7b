import Foundation

/// The uniform types a gl-transitions shader may declare as parameters.
public enum GLUniformType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Numeric uniform types of GLSL: a 32-bit float, a 32-bit int, a bool, float vectors of 2, 3
    /// and 4 components, and a vector of two ints.
    case float, int, bool, vec2, vec3, vec4, ivec2
    /// An image (a luma mask, a displacement map): its value is an image file's path, and the
    /// renderer binds it to a texture unit of its own.
    case sampler2D

    /// Whether a value of this type is an image rather than numbers.
    public var isImage: Bool { self == .sampler2D }

    /// How many numbers a value of this type holds (none for an image).
    public var componentCount: Int {
        switch self {
        case .sampler2D: return 0
        case .float, .int, .bool: return 1
        case .vec2, .ivec2: return 2
        case .vec3: return 3
        case .vec4: return 4
        }
    }

    /// The value GL gives a uniform nobody sets.
    public var zero: ShaderValue {
        switch self {
        case .float: return .float(0)
        case .int: return .int(0)
        case .bool: return .bool(false)
        case .vec2: return .vec2(0, 0)
        case .vec3: return .vec3(0, 0, 0)
        case .vec4: return .vec4(0, 0, 0, 0)
        case .ivec2: return .ivec2(0, 0)
        case .sampler2D: return .image(nil)
        }
    }

    public var description: String { rawValue }

    /// The numbers a component of this type can hold in GLSL: a 32-bit int's range for `int`
    /// and `ivec2`, a finite 32-bit float's for the float types (a bool's 0 and 1 are in it).
    /// A parameter or default outside it would reach the shader as something else.
    public var componentRange: ClosedRange<Double> {
        switch self {
        case .int, .ivec2: return Double(Int32.min)...Double(Int32.max)
        case .float, .bool, .vec2, .vec3, .vec4, .sampler2D:
            return -Double(Float.greatestFiniteMagnitude)...Double(Float.greatestFiniteMagnitude)
        }
    }

    /// Whether `value` is of this type.
    public func matches(_ value: ShaderValue) -> Bool {
        switch (self, value) {
        case (.float, .float), (.int, .int), (.bool, .bool), (.vec2, .vec2), (.vec3, .vec3),
             (.vec4, .vec4), (.ivec2, .ivec2), (.sampler2D, .image): return true
        default: return false
        }
    }

    /// Reads a value of this type, written as GLSL (`0.5`, `true`, `vec2(1.0, 0.0)`, `vec3(0.5)`,
    /// `ivec2(20)`) or plainly as on a command line (`1,0`). One number for a vector fills every
    /// component, as GLSL's constructors do. Throws a message saying what was expected.
    ///
    /// A `sampler2D` reads an image file's path as it is (resolving it is the caller's
    /// business), or `gradient` for the default image.
    public func parse(_ text: String) throws -> ShaderValue {
        var body = text.trimmingCharacters(in: .whitespaces)
        if self == .sampler2D {
            guard !body.isEmpty else { throw GLValueError("expected an image file (PNG, JPEG, GIF, BMP, PDF or SVG) or '\(ShaderValue.defaultImageName)', got nothing") }
            return .image(body == ShaderValue.defaultImageName ? nil : body)
        }
        if let open = body.firstIndex(of: "("), body.hasSuffix(")") {
            let constructor = body[..<open].trimmingCharacters(in: .whitespaces)
            guard constructor == rawValue else {
                throw GLValueError("expected a \(rawValue), got '\(text)'")
            }
            body = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
        }
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 1 || parts.count == componentCount else {
            throw GLValueError("a \(rawValue) needs \(componentCount) component\(componentCount == 1 ? "" : "s"), got \(parts.count) in '\(text)'")
        }
        switch self {
        case .bool:
            switch parts[0] {
            case "true", "1", "yes": return .bool(true)
            case "false", "0", "no": return .bool(false)
            default: throw GLValueError("expected true or false, got '\(parts[0])'")
            }
        case .sampler2D:
            preconditionFailure("read above")
        case .int, .ivec2:
            let v = try parts.map { p -> Int in
                guard let i = Int(p) else { throw GLValueError("expected an integer, got '\(p)'") }
                // GLSL's int is 32 bits: a larger value cannot be given to the shader.
                guard let fits = Int32(exactly: i) else {
                    throw GLValueError("\(p) does not fit a GLSL int (\(Int32.min) to \(Int32.max))")
                }
                return Int(fits)
            }
            return self == .int ? .int(v[0]) : .ivec2(v[0], v.count == 1 ? v[0] : v[1])
        case .float, .vec2, .vec3, .vec4:
            var v = try parts.map { p -> Double in
                var s = p
                if s.hasSuffix("f") || s.hasSuffix("F") { s.removeLast() }
                guard let d = Double(s), d.isFinite, !s.isEmpty, s.first != "+" || s.count > 1 else {
                    throw GLValueError("expected a number, got '\(p)'")
                }
                return d
            }
            if v.count == 1 { v = Array(repeating: v[0], count: componentCount) }
            switch self {
            case .float: return .float(v[0])
            case .vec2: return .vec2(v[0], v[1])
            case .vec3: return .vec3(v[0], v[1], v[2])
            default: return .vec4(v[0], v[1], v[2], v[3])
            }
        }
    }
}

/// Why a value could not be read as a uniform's type.
public struct GLValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected and what was found ("expected a number, got 'x'").
    public var message: String
    /// An error with this message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// One parameter of a gl-transitions shader: `uniform <type> <name>; // = <default>` (or
/// `uniform <type> <name> /* = <default> */;`).
public struct GLUniform: Hashable, Sendable {
    /// The uniform's name in the shader, and the parameter's name.
    public var name: String
    /// The uniform's GLSL type.
    public var type: GLUniformType
    /// From the `// = …` comment, or the type's zero when there is none.
    public var defaultValue: ShaderValue
    /// 1-based line of the declaration.
    public var line: Int
    /// Whether the file gave a default (otherwise `defaultValue` is the type's zero, or the
    /// default image for a `sampler2D`).
    public var hasDefault: Bool
    /// A uniform `name` of `type`, declared on 1-based `line`, whose value is `defaultValue` unless
    /// set; `hasDefault` says whether the file wrote that default (false: it is the type's zero).
    public init(name: String, type: GLUniformType, defaultValue: ShaderValue, line: Int, hasDefault: Bool = true) {
        self.name = name; self.type = type; self.defaultValue = defaultValue; self.line = line
        self.hasDefault = hasDefault
    }
}
