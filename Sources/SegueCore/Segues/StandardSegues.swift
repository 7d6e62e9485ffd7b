import Foundation

/// `show`/`push`: pushes the destination on the source's navigation controller, or presents
/// it when the source is in none (UIKit's show).
public final class ShowSegue: Segue {
    /// A push (a navigation controller's own transition).
    nonisolated public override class var defaultTransition: TransitionDescription? { Push.description }

    public override func perform() {
        Segue.whilePerforming(self) {
            if let nav = source.navigationController {
                nav.pushViewController(destination, animated: options.animated)
            } else {
                destination.modalTransition = options.transition.map { _ in makeTransition(fallback: CoverVertical.description) }
                source.present(destination, animated: options.animated)
            }
        }
    }
}

/// `present`: modal presentation with the options' style and transition (cover vertical by
/// default); dismissal plays it backwards.
public final class PresentSegue: Segue {
    /// Cover vertical, what a presentation plays by default.
    nonisolated public override class var defaultTransition: TransitionDescription? { CoverVertical.description }
    /// Whether the destination was set up (`willPrepare`).
    private var configured = false

    /// The destination takes the style before `prepare(for:sender:)`, and a popover its source:
    /// the view or bar button item the options name, else the sender (a view or a bar button
    /// item), else the source's view (one `prepare` sets is kept).
    override func willPrepare(sender: Any?) {
        configured = true
        destination.modalPresentationStyle = options.presentationStyle
        if options.configuresSheet,
           let sheet = destination.sheetPresentationController ?? destination.popoverPresentationController?.adaptiveSheetPresentationController {
            options.configure(sheet)
        }
        guard options.presentationStyle == .popover, let pc = destination.popoverPresentationController else { return }
        if let arrows = options.popoverArrowDirections { pc.permittedArrowDirections = arrows }
        if let id = options.popoverAnchor, let v = source.viewIfLoaded?.viewWithIdentifier(id) {
            pc.sourceView = v
        } else if let id = options.popoverAnchor, let item = source.barButtonItem(storyboardID: id) {
            pc.barButtonItem = item
        } else if let item = sender as? BarButtonItem {
            pc.barButtonItem = item
        } else {
            pc.sourceView = sender as? View ?? source.viewIfLoaded
        }
    }

    public override func perform() {
        Segue.whilePerforming(self) {
            // A segue performed without `run` sets the destination up now.
            if !configured { willPrepare(sender: nil) }
            if options.transition != nil || options.duration != nil {
                destination.modalTransition = makeTransition()
            }
            source.present(destination, animated: options.animated)
        }
    }
}

/// `embed`: the destination becomes the source's child inside a container view (UIKit's
/// embed segue, run while the source's view loads).
public final class EmbedSegue: Segue {
    /// The view the child's view fills (the storyboard's `ContainerView`); nil: the source's
    /// root view.
    public weak var containerView: View?

    public override func perform() {
        Segue.whilePerforming(self) {
            let host = containerView ?? source.view!
            source.addChild(destination)
            let v = destination.view!
            v.frame = Rect(size: host.bounds.size)
            v.autoresizingMask = .flexibleSize
            host.addSubview(v)
            destination.didMove(toParent: source)
        }
    }
}

extension ViewController {
    /// The nearest navigation controller above this controller (itself excluded).
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest tab bar controller above this controller (itself excluded; UIKit's
    /// `tabBarController`).
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// The nearest controller of class `type` above this one (itself excluded).
    func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var c = parent
        while let cur = c {
            if let found = cur as? Container { return found }
            c = cur.parent
        }
        return nil
    }
}

extension SegueOptions {
    /// Whether the options name detents, an undimmed detent or the grabber.
    var configuresSheet: Bool { sheetDetents != nil || sheetUndimmedDetent != nil || sheetGrabber }

    /// Gives `sheet` the detents, the undimmed detent and the grabber the options name.
    @MainActor
    func configure(_ sheet: SheetPresentationController) {
        typealias Detent = SheetPresentationController.Detent
        func make(_ d: SheetDetent) -> Detent {
            switch d {
            case .medium: return .medium()
            case .large: return .large()
            case .height(let h): return .custom(identifier: id(d)) { _ in h }
            }
        }
        func id(_ d: SheetDetent) -> Detent.Identifier {
            switch d {
            case .medium: return .medium
            case .large: return .large
            case .height: return Detent.Identifier(d.description)
            }
        }
        if let detents = sheetDetents { sheet.detents = detents.map(make) }
        if let u = sheetUndimmedDetent { sheet.largestUndimmedDetentIdentifier = id(u) }
        if sheetGrabber { sheet.prefersGrabberVisible = true }
    }
}

extension ViewController {
    /// The bar button item a storyboard gave the id `id`: in this controller's navigation item,
    /// its toolbar items, or a bar among its views.
    func barButtonItem(storyboardID id: String) -> BarButtonItem? {
        let own = navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + (toolbarItems ?? [])
        if let item = own.first(where: { $0.storyboardIdentifier == id }) { return item }
        return viewIfLoaded?.descendants.lazy.compactMap { ($0 as? BarItemButton)?.item }.first { $0.storyboardIdentifier == id }
    }
}
