import Foundation

/// The status bar of an emulated device, drawn as Xcode's canvas draws it: the time "9:41" and
/// a full battery, in black over the content (no background of its own). On a device with a
/// notch the time and the battery sit in the two ears beside it; on an iPad the time and date
/// are at the left; on others the time is in the middle and the battery at the right. The window draws it over everything
/// (`Window.device`); a phone in landscape has none.
public final class StatusBar: View {
    /// The time shown (Apple's keynote time).
    public static let time = "9:41"
    /// The date an iPad shows beside the time (the keynote's, 9 January 2007).
    public static let date = "Tue Jan 9"
    /// The device it belongs to.
    public let device: DeviceProfile
    private let timeLabel = Label(text: StatusBar.time)
    private let battery = View()
    private let batteryLevel = View()
    private let batteryCap = View()

    /// The status bar of `device`, across its screen's top, as high as its top inset.
    public init(device: DeviceProfile) {
        self.device = device
        super.init(frame: Rect(0, 0, device.size.width, device.statusBarHeight))
        identifier = "statusBar"
        isUserInteractionEnabled = false
        timeLabel.textAlignment = device.isPad ? .left : .center
        if device.isPad { timeLabel.text = StatusBar.time + "  " + StatusBar.date }
        battery.cornerRadius = 3
        batteryLevel.cornerRadius = 1.5
        for v in [timeLabel, battery, batteryLevel, batteryCap] as [View] { addSubview(v) }
        paint()
        layoutSubviews()
    }

    /// Whether the bar is drawn light, for a dark background (UIKit's `lightContent`): by
    /// default on the dark appearance; a sheet standing as a phone's card over black sets it.
    var drawsLightContent: Bool? { didSet { if drawsLightContent != oldValue { paint() } } }

    /// Dark content on the light appearance, light content on the dark one (UIKit's default
    /// style), unless `drawsLightContent` says otherwise.
    private func paint() {
        let ink = (drawsLightContent ?? device.isDark) ? 1.0 : 0.0
        timeLabel.textColor = Color(white: ink)
        battery.backgroundColor = Color(white: ink, alpha: 0.35)
        batteryLevel.backgroundColor = Color(white: ink)
        batteryCap.backgroundColor = Color(white: ink, alpha: 0.4)
    }

    public override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let batteryWidth = 25.0, batteryHeight = 12.0
        if device.hasNotch {
            // The ears beside the notch: the time centred in the left one, the battery in the right.
            let ear = min(w * 0.3, 110.0)
            let centreY = h * 0.55
            timeLabel.font = .systemFont(ofSize: 16, weight: .semibold)
            timeLabel.frame = Rect(0, centreY - 11, ear, 22)
            battery.frame = Rect(w - ear / 2 - batteryWidth / 2, centreY - batteryHeight / 2, batteryWidth, batteryHeight)
        } else if device.isPad {
            // iPadOS: the time and the date at the left, the battery at the right.
            timeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
            timeLabel.frame = Rect(20, 0, max(0, w / 2 - 20), h)
            battery.frame = Rect(w - batteryWidth - 20, (h - 10) / 2, batteryWidth - 2, 10)
        } else {
            timeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
            timeLabel.frame = Rect(0, 0, w, h)
            battery.frame = Rect(w - batteryWidth - 8, (h - 10) / 2, batteryWidth - 2, 10)
        }
        let b = battery.frame
        batteryLevel.frame = Rect(b.minX + 1.5, b.minY + 1.5, max(0, b.width - 3), max(0, b.height - 3))
        batteryCap.frame = Rect(b.maxX + 1, b.midY - 2, 1.5, 4)
    }
}
