import Foundation
import Yams

/// What a scroll or collection view of a storyboard sets beyond the keys of every view.
public struct ScrollingSpec: Sendable {
    /// A scroll view's content size; nil: the union of its subviews' frames.
    public var contentSize: Size?
    /// Whether a scroll view stops on multiples of its bounds (`isPagingEnabled`).
    public var paging: Bool?
    /// A collection view's item size (its flow layout's `itemSize`).
    public var itemSize: Size?
    /// The flow layout's `minimumLineSpacing`.
    public var lineSpacing: Double?
    /// The flow layout's `minimumInteritemSpacing`.
    public var interitemSpacing: Double?
    /// The flow layout's `sectionInset`.
    public var sectionInset: EdgeInsets?
    /// The flow layout's `scrollDirection`.
    public var scrollDirection: CollectionViewScrollDirection?
    /// The flow layout's header height (width in a horizontal flow).
    public var headerSize: Double?
    /// Nothing set: every default.
    public init() {}
}

extension YAMLReader {
    /// `count` numbers in a list, each from 0 to `maxSide`, named by `names` in messages.
    mutating func numbers(_ node: Node, _ what: String, names: [String]) -> [Double]? {
        guard let seq = node.sequence, seq.count == names.count else {
            error(node, "expected \(what) as [\(names.joined(separator: ", "))], found \(YAMLReader.describe(node))")
            return nil
        }
        var out: [Double] = []
        for (n, name) in zip(seq, names) {
            guard let d = number(n, "the \(name) in \(what)", min: 0, max: YAMLReader.maxSide) else { return nil }
            out.append(d)
        }
        return out
    }
}
