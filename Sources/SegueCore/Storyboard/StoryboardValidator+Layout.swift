import Foundation

extension StoryboardValidator {
    /// The views a scene's constraints and visual formats name exist where they must: a
    /// constraint's view ids anywhere in the scene, a visual format's among the subviews of the
    /// view it is written on; `superview`, `safeArea` and `margins` need a superview, which a
    /// scene's root view does not have in the storyboard (its controller's container places it).
    static func checkLayout(_ scene: SceneSpec, _ r: inout YAMLReader) {
        var ids = Set<String>()
        walk(scene.view) { v in if let id = v.id { ids.insert(id) } }
        func known() -> String { ids.isEmpty ? "the scene's views have no ids" : "expected one of: \(ids.sorted().joined(separator: ", "))" }
        var stack: [(view: ViewSpec, isRoot: Bool)] = [(scene.view, true)]
        while let (v, isRoot) = stack.popLast() {
            for c in v.constraints {
                let at = c.location ?? v.at["constraints"] ?? v.location
                for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
                    switch item {
                    case .view(let id) where !ids.contains(id):
                        r.error(at: at, "constraint '\(c.text(selfID: v.id))' names view '\(YAMLReader.excerpt(id))', which scene '\(scene.id)' has not; \(known())")
                    case .superview where isRoot, .safeArea where isRoot, .margins where isRoot:
                        r.error(at: at, "constraint '\(c.text(selfID: v.id))' is on the scene's root view, which has no superview in the storyboard; "
                                + "constrain its subviews instead")
                    default: break
                    }
                }
            }
            let children = Set(v.subviews.compactMap(\.id))
            for format in v.layout {
                for named in format.views where !children.contains(named.name) {
                    let subviews = children.isEmpty ? "this view has no subviews with ids" : "expected one of: \(children.sorted().joined(separator: ", "))"
                    r.error(at: named.location ?? v.at["layout"] ?? v.location,
                            "visual format '\(YAMLReader.excerpt(format.text, limit: 60))' names '\(named.name)', which is not a subview of the view it is written on; \(subviews)")
                }
            }
            stack.append(contentsOf: v.subviews.reversed().map { ($0, false) })
        }
    }
}
