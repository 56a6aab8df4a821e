/// Part of `items`: a template that shows items animates a change of them, as
/// ``ItemTemplate`` does with ``ChangeAnimation``, instead of redrawing at once.
extension ItemsRule {
    /// The items before the change, and after it: the second deleted.
    static let itemsBeforeChange = 8
    static let changeCode = "ConformanceItems.sample(count: 8).filter { $0.identifier != \"item-2\" }"

    /// Hands a template 8 items, draws them, hands it the same items without the second
    /// and draws at the start of the motion, half way through and after its end: half
    /// way, the template must say it animates, and show a frame other than the last.
    static func checkChangeAnimates(_ subject: ConformanceSubject, collector: inout FailureCollector) {
        let motion = ConformanceSubject.context.motion
        let start = Duration.seconds(1)
        let middle = start + motion.duration / 2
        let template = subject.make(itemCount: itemsBeforeChange)
        _ = subject.draw(template, size: size, at: start)
        let changed = subject.sampleItems(count: itemsBeforeChange).filter { $0.identifier != "item-2" }
        subject.hand(changed, to: template)
        _ = subject.draw(template, size: size, at: start)
        let halfWay = subject.draw(template, size: size, at: middle)
        let animating = template.isAnimating(at: middle)
        let last = subject.draw(template, size: size, at: start + motion.duration * 2)
        let reproduction = subject.makeCode(itemCount: itemsBeforeChange) + [
            "var canvas = Canvas(width: \(size.width), height: \(size.height))",
            "template.draw(in: &canvas, context: DrawContext(time: .seconds(1)))",
        ] + subject.handCode(items: changeCode) + [
            "template.draw(in: &canvas, context: DrawContext(time: .seconds(1)))",
            "template.draw(in: &canvas, context: DrawContext(time: .milliseconds(\(middle.milliseconds))))",
        ]
        let what = "after its items changed (item 2 of \(itemsBeforeChange) deleted), drawing at \(size)"
        if !animating {
            collector.add(
                "change not animated",
                "\(what), isAnimating(at:) is false half way through the motion (\(middle.milliseconds) ms); animate a change of the items (ItemTemplate does it for you, or ItemPresentation and ChangeAnimation)",
                reproduction: reproduction + ["// template.isAnimating(at: .milliseconds(\(middle.milliseconds))) is false"])
        } else if halfWay == last {
            collector.add(
                "change not drawn",
                "\(what), the frame half way through the motion (\(middle.milliseconds) ms) is already the last one; draw the change in motion (ChangeAnimation.draw)",
                reproduction: reproduction + ["// the canvas is already the frame drawn after the motion"])
        }
    }
}

extension Duration {
    /// Whole milliseconds, for reproductions.
    fileprivate var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}
