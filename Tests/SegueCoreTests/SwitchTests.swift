import Foundation
import Testing
@testable import SegueCore

/// The on/off switch (`UISwitch`): its size, a click flipping it with its actions sent, code
/// setting it silently, and storyboards (YAML and Interface Builder) giving its state.
@MainActor
@Suite struct SwitchTests {
    @Test func aClickFlipsItAndSendsItsActionsCodeDoesNot() {
        let clock = ManualClock()
        let window = Window(size: Size(200, 100), clock: clock)
        let s = Switch(frame: Rect(20, 20, 300, 300))
        // Its frame is 51 wide; what Auto Layout aligns is 49, as UIKit's.
        #expect(s.frame.size == Switch.size && s.intrinsicContentSize == Size(49, 31) && !s.isOn)
        #expect(s.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        window.rootView.addSubview(s)
        var sent: [ControlEvent] = []
        s.addAction(for: .valueChanged) { _ in sent.append(.valueChanged) }
        s.addAction(for: .primaryActionTriggered) { _ in sent.append(.primaryActionTriggered) }
        window.handle(.mouseDown(Point(40, 35), .left))
        window.handle(.mouseUp(Point(40, 35), .left))
        #expect(s.isOn && sent == [.valueChanged, .primaryActionTriggered])
        // The thumb slides to the right over the toggle's duration.
        let thumb = s.subviews[0]
        #expect(thumb.frame.minX == 51 - 27 - 2)
        clock.advance(by: Switch.toggleDuration / 2)
        _ = window.drawList()
        #expect(thumb.presentation.frame.minX > 2 && thumb.presentation.frame.minX < 22)
        // The track passes from the off fill to the green with the thumb.
        let off = ControlPalette(isDark: false).offTrack
        #expect(s.trackColor != off && s.trackColor != Switch.defaultOnTint && s.trackColor.green > off.green * 0.8)
        clock.advance(by: Switch.toggleDuration)
        _ = window.drawList()
        #expect(s.trackColor == Switch.defaultOnTint)
        s.isOn = false
        #expect(!s.isOn && sent.count == 2 && s.trackColor == off && thumb.frame.minX == 2)
        s.isEnabled = false
        window.handle(.mouseDown(Point(40, 35), .left))
        window.handle(.mouseUp(Point(40, 35), .left))
        #expect(!s.isOn && sent.count == 2)
    }

    @Test func onAScreenDrawingIOS26ItTakesThatReleasesSize() throws {
        // Xcode 26's canvas (tools 24506) draws iOS 26's 63 × 28 switch; Xcode 16's, 51 × 31.
        let canvas26 = try #require(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, toolsVersion: "24506"))
        let canvas16 = try #require(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, toolsVersion: "23727"))
        #expect(canvas26.systemVersion == 26 && canvas16.systemVersion < 26)
        let window = Window(size: canvas16.size, clock: ManualClock())
        window.device = canvas16
        let s = Switch()
        s.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(s)
        NSLayoutConstraint.activate([s.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor, constant: -20),
                                     s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100)])
        window.rootView.layoutIfNeeded()
        // Pinned by its trailing edge, its frame reaches 2 points past it, as Xcode stores switches.
        #expect(s.frame == Rect(canvas16.size.width - 18 - 51, 100, 51, 31))
        // The device changed, the switch takes the other size, its thumb and track with it.
        window.device = canvas26
        window.rootView.layoutIfNeeded()
        #expect(s.intrinsicContentSize == Size(61, 28) && s.frame == Rect(canvas26.size.width - 18 - 63, 100, 63, 28))
        s.isOn = true
        #expect(s.subviews[0].frame == Rect(63 - 24 - 2, 2, 24, 24))
        // A switch in no window has the classic size.
        #expect(Switch().intrinsicContentSize == Size(49, 31))
    }

    @Test func storyboardsGiveItsState() throws {
        let yaml = try Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews:
                - { type: switch, id: wifi, on: true, tint: '#ff0000', frame: [10, 10, 0, 0] }
                - { type: switch, id: off }
            """, path: "s.yaml").get()
        let window = Window(size: Size(200, 200), clock: ManualClock())
        window.rootViewController = yaml.instantiateViewController(withIdentifier: "a")
        window.rootView.layoutIfNeeded()
        let wifi = try #require(window.rootView.viewWithIdentifier("wifi") as? Switch)
        #expect(wifi.isOn && wifi.onTintColor == Color(red: 1, green: 0, blue: 0) && wifi.trackColor == Color(red: 1, green: 0, blue: 0))
        #expect((window.rootView.viewWithIdentifier("off") as? Switch)?.isOn == false)
        let ib = try Storyboard.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="main">
              <scenes>
                <scene sceneID="1"><objects><viewController id="main" sceneMemberID="viewController">
                  <view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                    <subviews>
                      <switch opaque="NO" contentMode="scaleToFill" on="YES" id="s-on"><rect key="frame" x="20" y="20" width="51" height="31"/></switch>
                      <switch opaque="NO" contentMode="scaleToFill" id="s-off"><rect key="frame" x="20" y="60" width="51" height="31"/></switch>
                    </subviews></view></viewController></objects></scene>
              </scenes>
            </document>
            """, path: "t.storyboard", registries: SegueRegistries()).get()
        #expect(!ib.file.warns("switch"))
        let w2 = Window(size: Size(320, 480), clock: ManualClock())
        w2.rootViewController = ib.instantiateInitialViewController()
        w2.rootView.layoutIfNeeded()
        #expect((w2.rootView.viewWithIdentifier("s-on") as? Switch)?.isOn == true)
        #expect((w2.rootView.viewWithIdentifier("s-off") as? Switch)?.isOn == false)
    }
}
