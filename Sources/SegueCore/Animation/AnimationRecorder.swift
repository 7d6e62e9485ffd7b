import Foundation

/// Collects the animatable property changes made inside an animations block: for each view
/// and property, the value before the first change. The block's end compares them with the
/// model values to make the animation's tracks. Blocks nest (an inner `View.animate` records
/// its own changes); `performWithoutAnimation` pushes a block that records nothing.
@MainActor
final class AnimationRecorder {
    struct Change {
        let view: View
        let property: AnimatableProperty
        let old: AnimatableValue
    }

    private(set) var changes: [Change] = []
    private var seen: Set<Key> = []
    private struct Key: Hashable { let view: ObjectIdentifier; let property: AnimatableProperty }

    /// The innermost block being recorded (nil inside `performWithoutAnimation` or outside blocks).
    private(set) static var stack: [AnimationRecorder?] = []
    static var current: AnimationRecorder? { stack.last ?? nil }

    func record(_ view: View, _ property: AnimatableProperty, _ old: AnimatableValue) {
        guard seen.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else { return }
        changes.append(Change(view: view, property: property, old: old))
    }

    /// Runs `body` recording its changes; returns them with the values they went to (changes
    /// that came back to where they started are left out). With `layingOut`, the views whose
    /// bounds changed are laid out before the recording ends, so that what their
    /// `layoutSubviews()` sets animates with them (`.layoutSubviews`).
    static func recording(layingOut: Bool = false, _ body: () -> Void) -> [(change: Change, new: AnimatableValue)] {
        let recorder = AnimationRecorder()
        stack.append(recorder)
        body()
        if layingOut {
            var i = 0
            while i < recorder.changes.count {
                if recorder.changes[i].property == .bounds { recorder.changes[i].view.layoutIfNeeded() }
                i += 1
            }
        }
        stack.removeLast()
        return recorder.changes.compactMap { c in
            let new = c.view.modelValue(c.property)
            return new == c.old ? nil : (c, new)
        }
    }

    /// Runs `body` without recording (its changes are not animated).
    static func withoutRecording<T>(_ body: () -> T) -> T {
        stack.append(nil)
        defer { stack.removeLast() }
        return body()
    }
}

/// Keyframes collected by `View.animateKeyframes`: `View.addKeyframe` adds to the innermost.
@MainActor
final class KeyframeCollector {
    struct Keyframe {
        let view: View
        let property: AnimatableProperty
        let segment: AnimationTrack.Segment
    }
    var keyframes: [Keyframe] = []
    static var stack: [KeyframeCollector] = []
}

/// The animations of one `View.animate` call, keyframe animation or property animator's
/// animations block: its tracks, its timing on the owning animator's timeline, and its
/// completion.
@MainActor
final class AnimationRun {
    /// Timing: either the animator's own curve (property animators' animations), or a delay,
    /// a duration and a curve of its own on the animator's timeline (`View.animate`, captured
    /// animations).
    enum Timing {
        /// Follows the animator's visual progress, starting at `start` (0…1, `delayFactor`).
        case animator(start: Double)
        /// Its own `delay`, `duration` (seconds on the timeline) and `curve`.
        case own(delay: Double, duration: Double, curve: TimingCurve, repeats: Bool, autoreverses: Bool)
    }

    var timing: Timing
    var tracks: [AnimationTrack] = []
    var completion: ((Bool) -> Void)?
    let allowsUserInteraction: Bool
    /// Set when every track was taken away (a `.beginFromCurrentState` animation replaced it,
    /// or its views left the window).
    var wasInterrupted = false

    init(timing: Timing, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.timing = timing; self.allowsUserInteraction = allowsUserInteraction; self.completion = completion
    }

    /// Seconds on the timeline until the run is over (infinite when it repeats).
    var end: Double {
        switch timing {
        case .animator: return 0
        case .own(let delay, let duration, _, let repeats, let autoreverses):
            return repeats ? .infinity : delay + duration * (autoreverses ? 2 : 1)
        }
    }

    /// The progress (0 at the start, 1 at the end; a spring overshoots) at timeline time `t`
    /// when the animator's visual progress is `visual`.
    func progress(time t: Double, visual: Double) -> Double {
        switch timing {
        case .animator(let start):
            if start <= 0 { return visual }
            if start >= 1 { return visual >= 1 ? 1 : 0 }
            return max(0, (visual - start) / (1 - start))
        case .own(let delay, let duration, let curve, let repeats, let autoreverses):
            guard duration > 0 else { return t >= delay ? 1 : 0 }
            var u = (t - delay) / duration
            if u <= 0 { return 0 }
            let cycle = autoreverses ? 2.0 : 1.0
            if !repeats && u >= cycle { return 1 }
            if repeats { u = u.truncatingRemainder(dividingBy: cycle) }
            if autoreverses && u > 1 { u = 2 - u }
            return curve.value(at: u)
        }
    }

    /// Makes the run's tracks from an animations block's changes (and keyframes). With
    /// `replacing`, the property's animations in flight are removed first and the new one
    /// starts from the drawn value (`.beginFromCurrentState`); otherwise it is added to them.
    func addTracks(changes: [(change: AnimationRecorder.Change, new: AnimatableValue)],
                   keyframes: [KeyframeCollector.Keyframe] = [], discrete: Bool = false, replacing: Bool) {
        var byKey: [(View, AnimatableProperty, [AnimationTrack.Segment])] = []
        func add(_ view: View, _ property: AnimatableProperty, _ segment: AnimationTrack.Segment) {
            if let i = byKey.firstIndex(where: { $0.0 === view && $0.1 == property }) {
                byKey[i].2.append(segment)
            } else {
                byKey.append((view, property, [segment]))
            }
        }
        for (c, new) in changes { add(c.view, c.property, .init(start: 0, end: 1, from: c.old, to: new)) }
        for k in keyframes { add(k.view, k.property, k.segment) }
        for (view, property, var segments) in byKey {
            let final = view.modelValue(property)
            if replacing {
                // Start from what is drawn now, without the animations in flight.
                let drawn = view.presentationValue(property, model: segments.min { $0.start < $1.start }!.from)
                view.removeAnimationTracks(of: property)
                segments.sort { $0.start < $1.start }
                segments[0].from = drawn
            }
            let track = AnimationTrack(view: view, property: property, segments: segments, final: final, run: self)
            track.isDiscrete = discrete
            tracks.append(track)
            view.animationTracks.append(track)
            view.invalidate()
        }
    }

    /// Takes the run's tracks off their views (the model values stay).
    func detachTracks() {
        for t in tracks { t.view?.detach(t) }
        tracks.removeAll()
    }

    /// Sets the model values of the run's views to what is drawn now, then detaches the tracks.
    func freezeAtPresentation() {
        let values = tracks.compactMap { t in t.view.map { ($0, t.property, $0.presentationValue(t.property)) } }
        detachTracks()
        for (v, p, value) in values { v.setModelValue(value, for: p) }
    }

    /// Sets the model values of the run's views to the values they started from, then detaches.
    func resetToStart() {
        let values = tracks.compactMap { t in t.view.map { ($0, t.property, t.initial) } }
        detachTracks()
        for (v, p, value) in values { v.setModelValue(value, for: p) }
    }
}

extension View {
    /// Removes `track` from this view.
    func detach(_ track: AnimationTrack) {
        animationTracks.removeAll { $0 === track }
        invalidate()
    }

    /// Removes the animations in flight of `property` (a `.beginFromCurrentState` animation
    /// replaces them); a run left without tracks counts as interrupted.
    func removeAnimationTracks(of property: AnimatableProperty) {
        let gone = animationTracks.filter { $0.property == property }
        guard !gone.isEmpty else { return }
        animationTracks.removeAll { $0.property == property }
        for t in gone {
            guard let run = t.run else { continue }
            run.tracks.removeAll { $0 === t }
            if run.tracks.isEmpty { run.wasInterrupted = true }
        }
        invalidate()
    }
}
