import Diagnostics

extension CardReader {
    /// Reads one element: unknown types and unmet `requires` take the element's
    /// `fallback`; an element inside which something failed falls back itself.
    mutating func element(_ value: CardValue, path: String, cardPath: String, inherited: Bool) -> Outcome<CardElement> {
        guard value.members != nil else {
            error(value, "an element is a JSON object, not \(value.typeWithArticle)", hint: "e.g. {\"type\": \"TextBlock\", \"text\": \"Hello\"}")
            return .dropped
        }
        guard let typeValue = value["type"] else {
            error(value, "an element has no \"type\"", hint: "e.g. \"type\": \"TextBlock\"")
            return .dropped
        }
        guard let type = typeValue.string else {
            error(typeValue, "an element's \"type\" must be a string, not \(typeValue.typeWithArticle)")
            return .dropped
        }
        let readFallback = { (reader: inout CardReader, fallback: CardValue) -> Outcome<CardElement> in
            reader.element(fallback, path: path + "/fallback", cardPath: cardPath, inherited: inherited)
        }
        guard CardKeys.elementTypes.contains(type) else {
            let hint = Spelling.suggestion(for: type, in: CardKeys.elementTypes)
                ?? (CardKeys.actionTypes.contains(type) ? "an action goes in \"actions\" or an ActionSet" : nil)
            return fallback(of: value, what: "the element '\(Excerpt.of(type))'", inherited: inherited, reason: "unknown element type \"\(Excerpt.of(type))\"", hint: hint, read: readFallback)
        }
        guard meetsRequirements(value) else {
            return fallback(of: value, what: "the \(type)", inherited: inherited, reason: "the \(type) requires features this renderer does not have", hint: nil, read: readFallback)
        }
        if carousels > 0, type.hasPrefix("Input.") || type == "Media" {
            warning(typeValue, "a Carousel's pages cannot hold \(type.withArticle); it is left out", hint: "put it outside the Carousel")
            return .dropped
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumElementDepth else {
            error(value, "elements nested more than \(Self.maximumElementDepth) deep", hint: "a card nests a few containers, not dozens")
            return .dropped
        }
        let inside = inherited || (value["fallback"].map { !$0.isNull } ?? false)
        guard let content = content(type, value, path: path, cardPath: cardPath, inherited: inside) else {
            return fallback(of: value, what: "the \(type)", inherited: inherited, reason: "the \(type) holds an element that cannot be drawn", hint: nil, read: readFallback)
        }
        var element = CardElement(content: content, path: path, location: value.location)
        element.id = text(value, "id")
        element.isVisible = flag(value, "isVisible") ?? true
        element.spacing = word(value, "spacing", CardSpacing.self) ?? .default
        element.separator = flag(value, "separator") ?? false
        element.stretches = value["height"]?.string?.lowercased() == "stretch"
        return .read(element)
    }

    /// The content of an element of a known type; `nil` when something in it failed.
    private mutating func content(_ type: String, _ value: CardValue, path: String, cardPath: String, inherited: Bool) -> CardElement.Content? {
        switch type {
        case "TextBlock": return .text(textBlock(value))
        case "RichTextBlock": return .richText(richTextBlock(value, path: path, cardPath: cardPath))
        case "Image":
            checkKeys(value, known: CardKeys.image, in: type)
            return .image(image(value, path: path, cardPath: cardPath))
        case "ImageSet": return .imageSet(imageSet(value, path: path, cardPath: cardPath))
        case "Media": return .media(media(value))
        case "Container":
            checkKeys(value, known: CardKeys.container, in: type)
            return group(value, path: path, cardPath: cardPath, inherited: inherited).map { .container($0) }
        case "ColumnSet": return columnSet(value, path: path, cardPath: cardPath, inherited: inherited).map { .columnSet($0) }
        case "FactSet": return .factSet(factSet(value))
        case "Table": return table(value, path: path, cardPath: cardPath, inherited: inherited).map { .table($0) }
        case "ActionSet":
            checkKeys(value, known: CardKeys.actionSet, in: type)
            var set = ActionSet()
            guard let actions = actions(value["actions"], path: path + "/actions", cardPath: cardPath, inherited: inherited) else { return nil }
            set.actions = actions
            return .actionSet(set)
        case "Carousel": return carousel(value, path: path, cardPath: cardPath, inherited: inherited).map { .carousel($0) }
        default: return input(type, value, path: path, cardPath: cardPath).map { .input($0) }
        }
    }

    private mutating func textBlock(_ value: CardValue) -> TextBlock {
        checkKeys(value, known: CardKeys.textBlock, in: "TextBlock")
        if value["text"] == nil { warning(value, "a TextBlock has no \"text\"", hint: "add \"text\": \"…\"") }
        var block = TextBlock(text: text(value, "text") ?? "")
        block.size = word(value, "size", TextSize.self) ?? .default
        block.weight = word(value, "weight", TextWeight.self) ?? .default
        block.color = word(value, "color", TextColor.self) ?? .default
        block.isSubtle = flag(value, "isSubtle") ?? false
        block.wrap = flag(value, "wrap") ?? false
        if let lines = number(value, "maxLines"), lines >= 1 { block.maxLines = Int(min(lines, 10_000)) }
        block.horizontalAlignment = word(value, "horizontalAlignment", HorizontalAlignment.self)
        block.style = word(value, "style", TextBlockStyle.self) ?? .default
        block.fontType = word(value, "fontType", FontType.self) ?? .default
        return block
    }

    private mutating func richTextBlock(_ value: CardValue, path: String, cardPath: String) -> RichTextBlock {
        checkKeys(value, known: CardKeys.richTextBlock, in: "RichTextBlock")
        var block = RichTextBlock()
        block.horizontalAlignment = word(value, "horizontalAlignment", HorizontalAlignment.self)
        guard let inlines = value["inlines"], !inlines.isNull else { return block }
        guard let list = inlines.elements else {
            warning(inlines, "\"inlines\" must be an array of TextRuns and strings, not \(inlines.typeWithArticle)")
            return block
        }
        for (index, inline) in list.enumerated() {
            if let text = inline.string {
                block.inlines.append(TextRun(text: text))
                continue
            }
            guard inline.members != nil else {
                warning(inline, "an inline must be a TextRun or a string, not \(inline.typeWithArticle); it is left out")
                continue
            }
            let type = inline["type"]?.string ?? "TextRun"
            guard type == "TextRun" else {
                warning(inline, "unknown inline type \"\(Excerpt.of(type))\"; it is left out", hint: Spelling.suggestion(for: type, in: ["TextRun"]))
                continue
            }
            checkKeys(inline, known: CardKeys.textRun, in: "TextRun")
            var run = TextRun(text: text(inline, "text") ?? "")
            run.size = word(inline, "size", TextSize.self) ?? .default
            run.weight = word(inline, "weight", TextWeight.self) ?? .default
            run.color = word(inline, "color", TextColor.self) ?? .default
            run.isSubtle = flag(inline, "isSubtle") ?? false
            run.italic = flag(inline, "italic") ?? false
            run.strikethrough = flag(inline, "strikethrough") ?? false
            run.underline = flag(inline, "underline") ?? false
            run.highlight = flag(inline, "highlight") ?? false
            run.fontType = word(inline, "fontType", FontType.self) ?? .default
            run.selectAction = selectAction(inline, path: "\(path)/inlines/\(index)", cardPath: cardPath)
            block.inlines.append(run)
        }
        return block
    }

    mutating func image(_ value: CardValue, path: String, cardPath: String) -> CardImage {
        if value["url"] == nil { warning(value, "an Image has no \"url\"", hint: "add \"url\": \"https://…\"") }
        var image = CardImage(url: text(value, "url") ?? "")
        image.altText = text(value, "altText")
        image.size = word(value, "size", ImageSize.self) ?? .auto
        image.style = word(value, "style", ImageStyle.self) ?? .default
        if value["width"]?.string?.lowercased() != "auto", value["width"]?.string?.lowercased() != "stretch" {
            image.pixelWidth = pixels(value, "width")
        }
        if value["height"]?.string?.lowercased() != "auto", value["height"]?.string?.lowercased() != "stretch" {
            image.pixelHeight = pixels(value, "height")
        }
        image.horizontalAlignment = word(value, "horizontalAlignment", HorizontalAlignment.self)
        image.selectAction = selectAction(value, path: path, cardPath: cardPath)
        return image
    }

    private mutating func imageSet(_ value: CardValue, path: String, cardPath: String) -> ImageSet {
        checkKeys(value, known: CardKeys.imageSet, in: "ImageSet")
        var set = ImageSet()
        set.imageSize = word(value, "imageSize", ImageSize.self) ?? .medium
        guard let list = value["images"], !list.isNull else { return set }
        guard let images = list.elements else {
            warning(list, "\"images\" must be an array of Images, not \(list.typeWithArticle)")
            return set
        }
        for (index, element) in images.enumerated() {
            guard element.members != nil, element["type"]?.string ?? "Image" == "Image" else {
                warning(element, "an ImageSet holds Images only; this is left out")
                continue
            }
            checkKeys(element, known: CardKeys.image, in: "Image")
            var image = self.image(element, path: "\(path)/images/\(index)", cardPath: cardPath)
            if element["size"] == nil { image.size = set.imageSize }
            set.images.append(image)
        }
        return set
    }

    private mutating func media(_ value: CardValue) -> CardMedia {
        checkKeys(value, known: CardKeys.media, in: "Media")
        var media = CardMedia()
        media.poster = text(value, "poster")
        media.altText = text(value, "altText")
        for source in value["sources"]?.elements ?? [] {
            if let url = source["url"]?.string { media.sources.append(url) }
        }
        return media
    }

    private mutating func factSet(_ value: CardValue) -> FactSet {
        checkKeys(value, known: CardKeys.factSet, in: "FactSet")
        var set = FactSet()
        guard let list = value["facts"], !list.isNull else { return set }
        guard let facts = list.elements else {
            warning(list, "\"facts\" must be an array of facts, not \(list.typeWithArticle)")
            return set
        }
        for fact in facts {
            guard fact.members != nil else {
                warning(fact, "a fact must be an object with \"title\" and \"value\", not \(fact.typeWithArticle)")
                continue
            }
            checkKeys(fact, known: CardKeys.fact, in: "fact")
            set.facts.append(FactSet.Fact(title: text(fact, "title") ?? "", value: text(fact, "value") ?? ""))
        }
        return set
    }
}
