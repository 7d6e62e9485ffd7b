import Foundation
import SegueCore
import SegueKit

/// The controller classes of the demo storyboard (`Assets/demo.yaml`), registered by name so
/// that its scenes' `class:` keys find them (`DemoApp.registries` has them all).
public enum DemoControllers {
    /// The class names the demo storyboard uses, each with its factory.
    public static let classes: [(name: String, make: @MainActor @Sendable () -> ViewController)] = [
        ("DemoScreenController", { DemoScreenController() }),
        ("DemoHomeController", { DemoHomeController() }),
        ("DemoCubeController", { DemoCubeController() }),
        ("DemoSegmentedController", { DemoSegmentedController() }),
        ("DemoPhotosController", { DemoPhotosController() }),
        ("DemoPhotoDetailController", { DemoPhotoDetailController() }),
        ("DemoGalleryController", { DemoGalleryController() }),
        ("DemoNavigationLevelController", { DemoNavigationLevelController() }),
    ]

    /// Registers every demo controller class in `registry` (replacing earlier registrations of
    /// the same names, so calling it twice is harmless).
    public static func registerAll(in registry: inout ControllerRegistry) {
        for c in classes { registry.register(c.name, factory: c.make) }
    }
}

extension View {
    /// Puts `replacement` where this view is: same superview position, frame, autoresizing,
    /// identifier and corner radius (a demo controller swapping a storyboard placeholder for
    /// an interactive control of its own).
    func replace(with replacement: View) {
        replacement.frame = frame
        replacement.autoresizingMask = autoresizingMask
        replacement.identifier = identifier
        replacement.cornerRadius = cornerRadius
        guard let parent = superview, let i = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        removeFromSuperview()
        parent.insertSubview(replacement, at: i)
    }

    /// The view's bounds in window points (its on-screen bounding box).
    var rectInWindow: Rect { transform(to: nil).boundingBox(of: Rect(size: bounds.size)) }
}
