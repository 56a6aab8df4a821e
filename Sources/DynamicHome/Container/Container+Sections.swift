/// A section of the screen as the Container shows it: which template draws it, and why.
public struct ScreenSection: Hashable, Sendable {
    /// The section's identifier.
    public var identifier: String
    /// Its title.
    public var title: String
    /// The style of the template that draws it.
    public var style: TemplateStyle
    /// What chose the template.
    public var origin: SectionChoice.Origin
    /// Where its items are among the day's items.
    public var range: Range<Int>
}

extension Container {
    /// Whether a view model's items come in sections: then a template draws each.
    static func hasSections(_ viewModel: HomeViewModel) -> Bool {
        viewModel.items.first?.section != nil
    }

    /// A new child of `style` for a view model: a stack of a template per section when
    /// the day has sections, else the template of that style.
    func makeChild(_ style: TemplateStyle, for viewModel: HomeViewModel) throws(HomeFactoryError) -> any HomeTemplate {
        guard Self.hasSections(viewModel) else { return try factory.make(style) }
        guard factory.styles.contains(style) else { throw .unknownStyle(style, registered: factory.styles) }
        let chooser = SectionChooser(
            registered: factory.styles,
            toggle: { [weak self] identifier in self?.sectionToggle(identifier) },
            warn: { [weak self] warning in self?.warn(warning) })
        let stack = SectionStack(
            screenStyle: style, factory: factory, chooser: chooser, clock: { [weak self] in self?.clock() ?? .zero },
            motion: { [weak self] in self?.transitions.motion ?? .standard })
        stack.onReplace = { [weak self] section, from, to in
            self?.onEvent(.sectionReplaced(section: section, from: from, to: to))
        }
        return stack
    }

    /// Gives a warning once per day.
    private func warn(_ warning: String) {
        guard warned.insert(warning).inserted else { return }
        onWarning(warning)
    }

    /// Puts a child of the other kind (a stack of sections, or one template) in place
    /// at once, for a day of the other shape: the highlight goes to the item the old
    /// child highlighted, where the new one shows it.
    func swapChild(for viewModel: HomeViewModel) {
        guard let newChild = try? makeChild(style, for: viewModel) else {
            hand(viewModel, to: child)
            return
        }
        finishCrossFade()
        embed(newChild)
        hand(viewModel, to: newChild, selecting: child.selectedIdentifier)
        putInPlaceAtOnce(newChild)
    }

    /// The sections of the day on screen, top to bottom, with the template of each; none
    /// for a day without sections.
    public var sections: [ScreenSection] {
        guard let stack = child as? SectionStack else { return [] }
        return stack.slots.map { slot in
            ScreenSection(
                identifier: slot.identifier, title: slot.section.title, style: slot.template.style, origin: slot.choice.origin,
                range: slot.range)
        }
    }

    /// The identifier of the section the focus is in, when the day has sections.
    public var focusedSection: String? {
        (child as? SectionStack)?.focused?.identifier
    }

    /// The template the focus is in: the focused section's, or the child.
    public var focusedTemplate: any HomeTemplate {
        (child as? SectionStack)?.focused?.template ?? child
    }

    /// Chooses the template of every section again, after the toggles changed: a section
    /// whose toggle now names another style cross-fades to it.
    public func chooseSectionTemplatesAgain() {
        (child as? SectionStack)?.chooseAgain()
    }

    /// Replaces the template of one section (`v` in it, a script's step), with a
    /// cross-fade of its region only.
    ///
    /// - Returns: Whether the section's template was replaced.
    @discardableResult
    public func replaceSection(_ identifier: String, with style: TemplateStyle) -> Bool {
        guard let stack = child as? SectionStack, let slot = stack.slots.first(where: { $0.identifier == identifier }) else {
            return false
        }
        let before = slot.template.style
        stack.replaceSection(of: slot.template, with: style)
        return stack.slots.first { $0.identifier == identifier }?.template.style != before
    }
}
