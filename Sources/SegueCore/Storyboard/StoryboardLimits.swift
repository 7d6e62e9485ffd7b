import Foundation

/// The sizes a storyboard may reach, in one place: what `segue check` refuses with a located
/// error, so that what it accepts `run` and `record` can build. Every limit is far beyond what
/// a real app needs (the largest storyboards Xcode users write have a few hundred scenes and
/// nest containers a handful deep); each stops a small hostile file from costing time or
/// memory out of proportion to its size.
///
/// Counts are taken *after expansion*: a YAML alias counts as many nodes as the value it
/// repeats, and a scene embedded twice counts twice, so a file cannot pass the check with a
/// few hundred bytes that stand for millions of views or controllers.
public enum StoryboardLimits {
    /// The most scenes one storyboard may declare.
    public static let maxScenes = 10_000

    /// The most segues one storyboard may declare.
    public static let maxSegues = 50_000

    /// The most controllers loading one scene may make: the scene, its navigation root, tabs,
    /// children and embedded scenes, theirs in turn, and the scenes their `onLoad` segues
    /// show, each counted every time it appears (a scene embedded by two containers counts
    /// twice).
    public static let maxControllers = 10_000

    /// The deepest nesting of controllers loading one scene may make: a chain of a scene, a
    /// scene it contains, one that contains, and so on, counts this many scenes at most.
    /// `Storyboard` refuses to build deeper, so `check` refuses such a file first.
    public static let maxNestingDepth = 64

    /// The most YAML nodes (scalars, lists and mappings) a YAML storyboard may hold once its
    /// aliases are expanded; the expanded size is counted before anything is expanded.
    public static let maxYAMLNodes = 1_000_000

    /// The most pages a page control may have.
    public static let maxPages = 1000

    /// The most segments a segmented control may have.
    public static let maxSegments = 100

    /// The most sections a storyboard table may have.
    public static let maxSections = 1000

    /// The largest magnitude of a view frame's x or y, in points.
    public static let maxCoordinate: Double = 100_000

    /// The limits in words, as `docs/storyboard.md` and `check`'s messages state them.
    public static var summary: String {
        "at most \(maxScenes) scenes and \(maxSegues) segues; loading one scene makes at most \(maxControllers) "
            + "controllers, nested at most \(maxNestingDepth) deep; "
            + "a YAML file at most \(maxYAMLNodes) nodes once its aliases are expanded"
    }
}
