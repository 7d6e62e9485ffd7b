import Foundation

extension IBValues {
    /// UIKit's named system colours in their dark appearance, for documents Xcode shows dark
    /// (`<device appearance="dark">`); names missing here keep their light value.
    static let darkSystemColors: [String: Color] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        let label = rgb(235, 235, 245)
        return [
            "systemBackgroundColor": .black, "secondarySystemBackgroundColor": rgb(28, 28, 30),
            "tertiarySystemBackgroundColor": rgb(44, 44, 46), "systemGroupedBackgroundColor": .black,
            "secondarySystemGroupedBackgroundColor": rgb(28, 28, 30), "tertiarySystemGroupedBackgroundColor": rgb(44, 44, 46),
            "labelColor": .white, "textColor": .white, "secondaryLabelColor": label.withAlpha(0.6), "tertiaryLabelColor": label.withAlpha(0.3),
            "quaternaryLabelColor": label.withAlpha(0.16), "placeholderTextColor": label.withAlpha(0.3),
            "separatorColor": rgb(84, 84, 88, 0.6), "opaqueSeparatorColor": rgb(56, 56, 58), "linkColor": rgb(9, 132, 255),
            "systemFillColor": rgb(120, 120, 128, 0.36), "secondarySystemFillColor": rgb(120, 120, 128, 0.32),
            "tertiarySystemFillColor": rgb(118, 118, 128, 0.24), "quaternarySystemFillColor": rgb(118, 118, 128, 0.18),
            "systemBlueColor": rgb(10, 132, 255), "systemRedColor": rgb(255, 69, 58), "systemGreenColor": rgb(48, 209, 88),
            "systemOrangeColor": rgb(255, 159, 10), "systemYellowColor": rgb(255, 214, 10), "systemPinkColor": rgb(255, 55, 95),
            "systemPurpleColor": rgb(191, 90, 242), "systemTealColor": rgb(100, 210, 255), "systemIndigoColor": rgb(94, 92, 230),
            "systemBrownColor": rgb(172, 142, 104), "systemMintColor": rgb(99, 230, 226), "systemCyanColor": rgb(100, 210, 255),
            "systemGrayColor": rgb(142, 142, 147), "systemGray2Color": rgb(99, 99, 102), "systemGray3Color": rgb(72, 72, 74),
            "systemGray4Color": rgb(58, 58, 60), "systemGray5Color": rgb(44, 44, 46), "systemGray6Color": rgb(28, 28, 30),
            "tintColor": rgb(10, 132, 255),
            // The iOS 2–12 names that iOS 13 made dynamic: the grouped table's background and cell.
            "groupTableViewBackgroundColor": .black, "tableCellGroupedBackgroundColor": rgb(28, 28, 30),
        ]
    }()
}
