import Foundation

/// A size class: how much room a dimension has (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Hashable, Sendable {
    /// Not known (a controller not in a window).
    case unspecified
    /// Little room: a phone in portrait is compact in width.
    case compact
    /// Ample room.
    case regular
}

/// The environment a controller lays itself out for (`UITraitCollection`): its size classes.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Compact or regular: an emulated device's (`DeviceProfile.traitCollection`), else compact
    /// below 600 pt of width (phones, iPad split screens) and regular from there.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Compact or regular: an emulated device's, else compact below 500 pt of height (phones in
    /// landscape) and regular from there. UIKit ties the classes to the device; a desktop
    /// window has none, so SegueKit decides by its size.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// A collection with the given size classes.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The width below which the horizontal size class is compact.
    public static let compactWidthLimit = 600.0
    /// The height below which the vertical size class is compact.
    public static let compactHeightLimit = 500.0

    /// The size classes of a window (or screen) of `size` points.
    public init(size: Size) {
        self.init(horizontalSizeClass: size.width < Self.compactWidthLimit ? .compact : .regular,
                  verticalSizeClass: size.height < Self.compactHeightLimit ? .compact : .regular)
    }

    /// `w:compact h:regular`, the way Interface Builder names a variation.
    public var description: String { "w:\(horizontalSizeClass.rawValue) h:\(verticalSizeClass.rawValue)" }
}
