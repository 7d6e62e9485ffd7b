/// A problem the app layer reports as one clear line: a missing file or folder, a storyboard
/// whose initial scene cannot be made, a bad option.
public struct SegueKitError: Error, CustomStringConvertible {
    public var description: String
    /// An error whose whole message is `description`.
    public init(_ description: String) { self.description = description }
}
