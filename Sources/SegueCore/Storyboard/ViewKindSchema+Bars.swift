import Foundation

/// The bars that stand among a scene's views (not a navigation or tab bar controller's own):
/// a `NavigationBar` showing navigation items, a `Toolbar` of bar button items and a `TabBar`.
/// They draw through the same views as the controllers' bars, and their bar button items
/// perform their segues as a controller's do.
extension ViewKindSchema {
    /// A standalone `NavigationBar`.
    static let navigationBar = ViewKindSchema(
        .navigationBar, keys: BarKeys.viewKeys(BarKeys.navigationBarView), ib: ["navigationBar"],
        make: { _, _ in NavigationBar() })

    /// A standalone `Toolbar`.
    static let toolbar = ViewKindSchema(
        .toolbar, keys: BarKeys.viewKeys(BarKeys.toolbarView), ib: ["toolbar"],
        make: { _, _ in Toolbar() })

    /// A standalone `TabBar`: clicking an item selects it.
    static let tabBar = ViewKindSchema(
        .tabBar, keys: BarKeys.viewKeys(BarKeys.tabBarView), ib: ["tabBar"],
        make: { _, _ in TabBar() })
}
