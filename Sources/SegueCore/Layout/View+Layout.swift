import Foundation

extension View {
    /// The value of an `intrinsicContentSize` dimension that has no natural size
    /// (`UIView.noIntrinsicMetric`).
    public nonisolated static let noIntrinsicMetric = -1.0

    /// Whether the view's frame and autoresizing mask place it (true, the default, as in UIKit),
    /// or Auto Layout does (false). Turn it off for a view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            setNeedsEngineUpdate()
        }
    }

    /// The active constraints whose first item is this view or one of its guides.
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Activates `constraint` (UIKit's older installing call).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        layoutState.hugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.hugging[axis.rawValue] = priority
        setNeedsEngineUpdate()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        layoutState.compression[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.compression[axis.rawValue] = priority
        setNeedsEngineUpdate()
    }

    /// Tells layout that `intrinsicContentSize` changed (its text, image or font did).
    public func invalidateIntrinsicContentSize() {
        setNeedsEngineUpdate()
        (superview as? StackView)?.arrangedViewIntrinsicSizeChanged(self)
    }

    /// The intrinsic size the layout uses: `intrinsicContentSize`, each side of an Interface
    /// Builder placeholder (`ViewLayoutState.placeholderIntrinsicSize`) at 0 or more standing
    /// for the view's own.
    var layoutIntrinsicSize: Size {
        let own = intrinsicContentSize
        guard let p = layoutState.placeholderIntrinsicSize else { return own }
        return Size(p.width >= 0 ? p.width : own.width, p.height >= 0 ? p.height : own.height)
    }

    /// `size` rounded up to whole pixels of the screen the view is on, as UIKit rounds the
    /// intrinsic size of text it measures (a label's, a button's): a line of 20.29 points is
    /// 20.5 on a 2× screen and 20.33 on a 3× one. A view in no window of an emulated device has
    /// no known screen scale and keeps the size as measured; `View.noIntrinsicMetric` stays.
    public func ceiledToScreenPixels(_ size: Size) -> Size {
        guard let scale = window?.device?.scale else { return size }
        return View.ceiled(size, toPixelsAt: scale)
    }

    /// `size` rounded up to whole pixels at `scale` pixels per point (unchanged for a scale of
    /// 0 or less); negative and infinite sides (`View.noIntrinsicMetric`) stay.
    nonisolated static func ceiled(_ size: Size, toPixelsAt scale: Double) -> Size {
        guard scale > 0 else { return size }
        // A size a hair over a pixel from arithmetic (20.000000001) is that pixel.
        func ceil(_ v: Double) -> Double { v < 0 || !v.isFinite ? v : (v * scale - 1e-6).rounded(.up) / scale }
        return Size(ceil(size.width), ceil(size.height))
    }

    // MARK: Guides and insets

    /// Adds `guide` to this view's guides; its constraints may then relate it to the view's tree.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard !layoutState.guides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        let state = layoutState
        guard state.guides.contains(where: { $0 === guide }) else { return }
        state.guides.removeAll { $0 === guide }
        var v: View? = self
        while let cur = v { v = cur.superview; if v == nil { cur.deactivateConstraints(using: guide) } }
        guide.owningView = nil
    }

    private func deactivateConstraints(using item: LayoutItem) {
        for c in layoutState.constraints where c.firstItem === item || c.secondItem === item {
            c.isActive = false
        }
        for s in subviews { s.deactivateConstraints(using: item) }
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { layoutState.guides }

    /// The part of the view not covered by bars, the status bar or a device's rounded corners
    /// (`UIView.safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = layoutState.safeAreaGuide { return g }
        let g = LayoutGuide(system: .safeArea, owner: self)
        layoutState.safeAreaGuide = g
        return g
    }

    /// The view's bounds inset by its layout margins (`UIView.layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = layoutState.marginsGuide { return g }
        let g = LayoutGuide(system: .margins, owner: self)
        layoutState.marginsGuide = g
        return g
    }

    /// Space around the content the view's margins attributes and guide keep free: 8 pt on every
    /// side by default; a controller's root view's are UIKit's system minimum, 16 pt at the
    /// sides (20 pt in a window wider than 390 pt) and 0 at the top and bottom, until set.
    public var layoutMargins: EdgeInsets {
        get { layoutState.layoutMarginsSet ? layoutState.layoutMargins : defaultLayoutMargins }
        set { layoutState.layoutMargins = newValue; layoutState.layoutMarginsSet = true; setNeedsEngineUpdate() }
    }

    /// UIKit's system minimum side margin at a width: 16 pt up to 390 pt wide (the SE, the 8,
    /// the X and the 12 to 14), 20 pt on wider screens (the 14 Pro and later at 393 and 402, the
    /// Plus and Max phones, landscape, the iPad). A controller's root view and a table's cells
    /// use it. Where UIKit draws the line is read from Xcode's stored frames: cells pinned to the
    /// margin stand 20 pt in at 393 pt (three Xcode versions, two apps) and 414, 16 at 320 to
    /// 390.
    static func systemSideMargin(forWidth width: Double) -> Double { width > 390 ? 20 : 16 }

    /// Whether the margins are measured from the safe area's edges rather than the bounds'
    /// (true by default, as in UIKit).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; setNeedsEngineUpdate() }
    }

    /// Whether the view's margins reach at least as far in as its superview's, on each side
    /// where the two overlap (`preservesSuperviewLayoutMargins`; false by default, true for a
    /// table cell's content view, whose content so lines up with the cell's text).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set { layoutState.preservesSuperviewLayoutMargins = newValue; setNeedsEngineUpdate() }
    }

    /// The margins layout uses: `layoutMargins`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is on, and at least the superview's where they overlap
    /// when `preservesSuperviewLayoutMargins` is on. A controller's view in a navigation, tab
    /// bar or split view controller preserves the margins of the wrapper view UIKit stands it
    /// in: a plain view's 8 points, from the safe area of the container's view (its bars inset
    /// the child, not the wrapper), so content pinned to the bottom margin stands 8 points up.
    public var effectiveLayoutMargins: EdgeInsets {
        var m = insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
        if preservesSuperviewLayoutMargins, let s = superview {
            let wrapped = owningController?.parent?.wrapsChildViews == true
            let outer = wrapped ? s.safeAreaInsets + EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : s.effectiveLayoutMargins
            let f = frame, b = s.bounds
            m = EdgeInsets(top: max(m.top, outer.top - (f.minY - b.minY)), left: max(m.left, outer.left - (f.minX - b.minX)),
                           bottom: max(m.bottom, outer.bottom - (b.maxY - f.maxY)), right: max(m.right, outer.right - (b.maxX - f.maxX)))
        }
        return m
    }

    /// The iOS release the view is drawn as: its window's emulated device's, else
    /// `DeviceProfile.defaultSystemVersion`.
    var systemVersion: Int { window?.device?.systemVersion ?? DeviceProfile.defaultSystemVersion }

    /// How far the safe area lies inside the bounds on each side (`UIView.safeAreaInsets`): the
    /// window's insets (an emulated device's status bar, notch and home indicator) and the bars
    /// of the controllers above, where they overlap this view, plus each controller's
    /// `additionalSafeAreaInsets`. A scroll view passes its subviews none of the safe area
    /// its `adjustedContentInset` takes in (`ScrollView.contentInsetAdjustmentBehavior`).
    public var safeAreaInsets: EdgeInsets {
        if let window = hostingWindow { return window.safeAreaInsets }
        guard let parent = superview else { return .zero }
        var inherited = parent.safeAreaInsets
        if let scroll = parent as? ScrollView {
            // What the scroll view's adjusted content inset already keeps its content clear of.
            let axes = scroll.safeAreaAdjustedAxes
            if axes.vertical { inherited.top = 0; inherited.bottom = 0 }
            if axes.horizontal { inherited.left = 0; inherited.right = 0 }
        }
        let f = frame, pb = parent.bounds
        var insets = EdgeInsets(top: max(0, pb.minY + inherited.top - f.minY),
                                left: max(0, pb.minX + inherited.left - f.minX),
                                bottom: max(0, f.maxY - (pb.maxY - inherited.bottom)),
                                right: max(0, f.maxX - (pb.maxX - inherited.right)))
        if let vc = owningController {
            if let container = vc.parent { insets = insets.union(container.insetsCovering(childFrame: f)) }
            insets = insets + vc.additionalSafeAreaInsets
        }
        return EdgeInsets(top: min(insets.top, bounds.height), left: min(insets.left, bounds.width),
                          bottom: min(insets.bottom, bounds.height), right: min(insets.right, bounds.width))
    }

    /// The safe area may have changed here: this view lays out again, and so does every view
    /// below it whose safe area did change (a scroll view keeps its content against the new
    /// insets), each told with `safeAreaInsetsDidChange()`. Containers call it on their
    /// children's views when their bars move, the window when its insets change.
    func safeAreaMayHaveChanged() {
        setNeedsLayout()
        noteSafeArea()
    }

    private func noteSafeArea() {
        let now = safeAreaInsets
        let last = layoutState.lastSafeArea
        guard now != last else { return }
        layoutState.lastSafeArea = now
        if last != nil { safeAreaInsetsDidChange() }
        setNeedsLayout()
        for s in subviews { s.noteSafeArea() }
    }

    // MARK: The layout cycle

    /// Asks for a layout pass before the next frame (`UIView.setNeedsLayout()`): the engine
    /// re-solves and `layoutSubviews()` runs.
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        markAncestorsNeedPass()
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        markAncestorsNeedPass()
    }

    /// Runs `updateConstraints()` now where it was asked for.
    public func updateConstraintsIfNeeded() {
        LayoutPass.updateConstraints(in: self)
    }

    /// Lays the tree out now if anything asked for it (`UIView.layoutIfNeeded()`): constraints
    /// are updated, the tree's constraints solved, frames set, and `layoutSubviews()` (with the
    /// controllers' `viewWillLayoutSubviews`/`viewDidLayoutSubviews`) called top-down.
    public func layoutIfNeeded() {
        var root: View = self
        while let s = root.superview { root = s }
        LayoutPass.run(root: root)
    }

    /// The smallest size that satisfies the view's constraints, as near `target` as the
    /// constraints allow (`systemLayoutSizeFitting(_:)`): pass `View.layoutFittingCompressedSize`
    /// for the smallest, `.layoutFittingExpandedSize` for the largest.
    public func systemLayoutSizeFitting(_ target: Size) -> Size {
        LayoutEngine.fittingSize(of: self, target: target)
    }

    /// The size to ask `systemLayoutSizeFitting(_:)` for the smallest layout.
    public nonisolated static let layoutFittingCompressedSize = Size(0, 0)
    /// The size to ask `systemLayoutSizeFitting(_:)` for the largest layout.
    public nonisolated static let layoutFittingExpandedSize = Size(10_000, 10_000)

    /// Whether the tree's constraints leave this view's frame undetermined (`hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        var root: View = self
        while let s = root.superview { root = s }
        return root.layoutState.engine?.isAmbiguous(self) ?? false
    }

    // MARK: Internals

    func markAncestorsNeedPass() {
        var v = superview
        while let cur = v, !cur.layoutState.descendantNeedsPass {
            cur.layoutState.descendantNeedsPass = true
            v = cur.superview
        }
    }

    /// The engine of this view's tree must look at its constraints again.
    func setNeedsEngineUpdate() {
        var root: View = self
        while let s = root.superview { root = s }
        let state = root.layoutState
        if state.engine == nil { state.engine = LayoutEngine() }
        state.engine?.needsSync = true
        setNeedsLayout()
    }

    /// A subtree moved from one tree to another: both engines must look again.
    func layoutTreeChanged(oldRoot: View?) {
        if let old = oldRoot, let engine = old.layoutState.engine { engine.needsSync = true; old.setNeedsLayout() }
        if layoutState.engine != nil {
            // This view was a root with an engine; its constraints now belong to the new tree.
            layoutState.engine = nil
            setNeedsEngineUpdate()
        } else if subtreeHasConstraints {
            setNeedsEngineUpdate()
        }
        setNeedsLayout()
    }

    var subtreeHasConstraints: Bool {
        if !layoutState.constraints.isEmpty || !layoutState.translatesAutoresizingMaskIntoConstraints { return true }
        return subviews.contains { $0.subtreeHasConstraints }
    }
}
