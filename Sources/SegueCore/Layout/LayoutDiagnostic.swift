import Foundation

/// A problem Auto Layout found, reported as UIKit reports it in the console: a required
/// constraint that could not be satisfied (and was left out), or a view whose frame the
/// constraints do not determine. Never fatal: layout goes on without the broken constraint.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A required constraint conflicts with others and was broken.
        case unsatisfiable
        /// A view's position or size is not determined by its constraints.
        case ambiguous
    }
    /// What went wrong.
    public var kind: Kind
    /// The broken constraint as an equation (unsatisfiable), or the ambiguous view's name.
    public var subject: String
    /// The broken constraint's identifier, or the ambiguous view's.
    public var identifier: String?
    /// The broken constraint's priority (1000 for a required one).
    public var priority: Float?
    /// Where the constraint or view was written (`FILE:LINE:COLUMN`), when known.
    public var location: String?
    /// The smallest set of required constraints the broken one conflicts with, as equations.
    public var conflicting: [String]

    /// One line, as a warning: the location first when known.
    public var description: String {
        let at = location.map { "\($0): " } ?? ""
        switch kind {
        case .unsatisfiable:
            let set = conflicting.isEmpty ? "" : "; it conflicts with: " + conflicting.joined(separator: "; ")
            return "\(at)warning: unable to simultaneously satisfy constraints: breaking \(subject)\(set)"
        case .ambiguous:
            return "\(at)warning: ambiguous layout: the constraints do not determine the frame of \(subject)"
        }
    }
}
