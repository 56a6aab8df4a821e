import TextCanvas

extension CardRenderer {
    /// An input: its label (with the host's mark of a required one), its field, and the
    /// error message when the last submit found it missing. Each field is a target.
    func input(_ input: CardInput, path: String, width: Int, context: LayoutContext) -> Block {
        var parts: [Block] = []
        if let label = input.label, !label.isEmpty {
            var glyphs = StyledText.glyphs(label, style: textStyle(context: context))
            if input.isRequired {
                glyphs += StyledText.glyphs(host.requiredSuffix, style: textStyle(color: .attention, context: context))
            }
            parts.append(lineBlock(StyledText.wrap(glyphs, width: width), width: width, alignment: context.alignment, context: context))
        }
        let value = state.value(of: input, at: path)
        let interactive = host.supportsInteractivity
        switch input.kind {
        case .text(let text):
            var fieldWidth = width
            var button: Block?
            if let action = text.inlineAction, interactive {
                let drawn = self.button(action, width: max(5, width / 3), context: context)
                button = drawn
                fieldWidth = max(4, width - drawn.width - 1)
            }
            let shown = text.style == .password ? String(repeating: "•", count: value.count) : value
            var field = self.field(shown, placeholder: text.placeholder, path: path, input: input, width: fieldWidth, rows: text.isMultiline ? 3 : 1, context: context)
            if let button {
                var row = Block(width: width, height: max(field.height, button.height), context: context)
                row.place(field, at: Point(column: 0, row: 0))
                row.place(button, at: Point(column: fieldWidth + 1, row: 0))
                field = row
            }
            parts.append(field)
        case .number(let number):
            parts.append(field(value, placeholder: number.placeholder ?? "number", path: path, input: input, width: width, context: context))
        case .date(let date):
            parts.append(field(value, placeholder: date.placeholder ?? "YYYY-MM-DD", path: path, input: input, width: width, context: context))
        case .time(let time):
            parts.append(field(value, placeholder: time.placeholder ?? "HH:MM", path: path, input: input, width: width, context: context))
        case .toggle(let toggle):
            parts.append(choice(toggle.title, mark: value == toggle.valueOn ? "[x] " : "[ ] ", target: path, choice: nil, input: input, inputPath: path, width: width, context: context))
        case .choiceSet(let set):
            let chosen = Set(value.split(separator: ",").map(String.init))
            if set.style == .expanded {
                for (index, option) in set.choices.enumerated() {
                    let on = chosen.contains(option.value)
                    let mark = set.isMultiSelect ? (on ? "[x] " : "[ ] ") : (on ? "(•) " : "( ) ")
                    parts.append(choice(option.title, mark: mark, target: path + "#\(index)", choice: index, input: input, inputPath: path, width: width, context: context))
                }
            } else {
                let titles = set.choices.filter { chosen.contains($0.value) }.map(\.title)
                parts.append(field(titles.joined(separator: ", "), placeholder: set.placeholder ?? "choose", path: path, input: input, width: width, suffix: " ▾", context: context))
            }
        }
        if state.invalid.contains(path) {
            let message = input.errorMessage ?? "This is required."
            parts.append(lineBlock(StyledText.wrap(StyledText.glyphs(message, style: textStyle(color: .attention, context: context)), width: width), width: width, alignment: context.alignment, context: context))
        }
        return Block.stacked(parts, width: width, context: context)
    }

    /// A field in brackets: its value (the end of it while focused), or its placeholder
    /// dim; `rows` rows for a multi-line one.
    func field(
        _ value: String, placeholder: String?, path: String, input: CardInput, width: Int, rows: Int = 1, suffix: String = "",
        context: LayoutContext
    ) -> Block {
        let focused = isFocused(path)
        var style = textStyle(context: context).adding(.underline)
        if focused { style = style.adding(.inverse) }
        let inner = max(1, width - 2 - TextLayout.width(suffix))
        var lines: [[StyledGlyph]]
        if value.isEmpty {
            lines = [StyledText.fit(StyledText.glyphs(placeholder ?? "", style: textStyle(isSubtle: true, context: context).adding(focused ? [.inverse, .underline] : .underline)), width: inner)]
        } else if rows > 1 {
            lines = StyledText.wrap(StyledText.glyphs(value, style: style), width: inner, maxLines: rows)
        } else if focused, TextLayout.width(value) > inner {
            // The end, where typing goes.
            var glyphs = StyledText.glyphs(value, style: style)
            while StyledText.width(glyphs) > inner - 1 { glyphs.removeFirst() }
            lines = [[StyledGlyph(glyph: .ellipsis, style: style)] + glyphs]
        } else {
            lines = [StyledText.fit(StyledText.glyphs(value, style: style), width: inner)]
        }
        while lines.count < rows { lines.append([]) }
        var block = Block(width: width, height: rows, context: context)
        let bracket = Style(foreground: host.separatorColor, background: context.background)
        for (row, line) in lines.enumerated() {
            block.canvas.put(Glyph("[")!, style: bracket, column: 0, row: row)
            block.canvas.fill(Rect(column: 1, row: row, width: inner, height: 1), with: Cell(.space, style: style))
            block.canvas.draw(styled: line, at: Point(column: 1, row: row))
            if row == 0, !suffix.isEmpty { block.canvas.draw(suffix, at: Point(column: 1 + inner, row: row), style: style) }
            block.canvas.put(Glyph("]")!, style: bracket, column: width - 1, row: row)
        }
        if host.supportsInteractivity {
            block.targets.append(CardTarget(path: path, kind: .input(input, path: path, choice: nil), rect: Rect(column: 0, row: 0, width: width, height: rows)))
        }
        return block
    }

    /// A check box or a radio button with its words wrapped beside it: a target.
    func choice(
        _ title: String, mark: String, target: String, choice: Int?, input: CardInput, inputPath: String, width: Int, context: LayoutContext
    ) -> Block {
        var style = textStyle(context: context)
        if isFocused(target) { style = style.adding(.inverse) }
        let markWidth = TextLayout.width(mark)
        let lines = StyledText.wrap(StyledText.glyphs(title, style: style), width: max(1, width - markWidth))
        var block = Block(width: width, height: max(1, lines.count), context: context)
        block.canvas.draw(mark, at: Point(column: 0, row: 0), style: style)
        for (row, line) in lines.enumerated() { block.canvas.draw(styled: line, at: Point(column: markWidth, row: row)) }
        if host.supportsInteractivity {
            block.targets.append(CardTarget(
                path: target, kind: .input(input, path: inputPath, choice: choice), rect: Rect(column: 0, row: 0, width: width, height: block.height)))
        }
        return block
    }
}
