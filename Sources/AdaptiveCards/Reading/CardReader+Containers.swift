import Diagnostics

extension CardReader {
    /// The group of elements of a Container, a Column, a table cell or a carousel page;
    /// `nil` when an element in it failed.
    mutating func group(_ value: CardValue, path: String, cardPath: String, inherited: Bool, key: String = "items") -> CardContainer? {
        var group = CardContainer()
        guard let items = elements(value[key], key: key, path: "\(path)/\(key)", cardPath: cardPath, inherited: inherited) else { return nil }
        group.items = items
        group.style = word(value, "style", ContainerStyle.self)
        group.bleed = flag(value, "bleed") ?? false
        group.minHeight = pixels(value, "minHeight")
        group.verticalContentAlignment = word(value, "verticalContentAlignment", VerticalAlignment.self)
        group.selectAction = selectAction(value, path: path, cardPath: cardPath)
        group.backgroundImage = backgroundImage(value)
        group.rtl = flag(value, "rtl")
        return group
    }

    mutating func columnSet(_ value: CardValue, path: String, cardPath: String, inherited: Bool) -> ColumnSet? {
        checkKeys(value, known: CardKeys.columnSet, in: "ColumnSet")
        var set = ColumnSet()
        set.style = word(value, "style", ContainerStyle.self)
        set.bleed = flag(value, "bleed") ?? false
        set.minHeight = pixels(value, "minHeight")
        set.horizontalAlignment = word(value, "horizontalAlignment", HorizontalAlignment.self)
        set.selectAction = selectAction(value, path: path, cardPath: cardPath)
        guard let list = value["columns"], !list.isNull else { return set }
        guard let columns = list.elements else {
            warning(list, "\"columns\" must be an array of Columns, not \(list.typeWithArticle)")
            return set
        }
        for (index, column) in columns.enumerated() {
            switch self.column(column, path: "\(path)/columns/\(index)", cardPath: cardPath, inherited: inherited) {
            case .read(let read): set.columns.append(read)
            case .dropped: continue
            case .failed: return nil
            }
        }
        return set
    }

    /// A column: its `type` may be left out; another type takes the column's fallback.
    private mutating func column(_ value: CardValue, path: String, cardPath: String, inherited: Bool) -> Outcome<CardColumn> {
        guard value.members != nil else {
            warning(value, "a column must be an object, not \(value.typeWithArticle); it is left out")
            return .dropped
        }
        let readFallback = { (reader: inout CardReader, fallback: CardValue) -> Outcome<CardColumn> in
            reader.column(fallback, path: path + "/fallback", cardPath: cardPath, inherited: inherited)
        }
        if let type = value["type"]?.string, type != "Column" {
            return fallback(of: value, what: "the column '\(Excerpt.of(type))'", inherited: inherited, reason: "a ColumnSet holds Columns, not \"\(Excerpt.of(type))\"", hint: Spelling.suggestion(for: type, in: ["Column"]), read: readFallback)
        }
        guard meetsRequirements(value) else {
            return fallback(of: value, what: "the Column", inherited: inherited, reason: "the Column requires features this renderer does not have", hint: nil, read: readFallback)
        }
        checkKeys(value, known: CardKeys.column, in: "Column")
        let inside = inherited || (value["fallback"].map { !$0.isNull } ?? false)
        guard let body = group(value, path: path, cardPath: cardPath, inherited: inside) else {
            return fallback(of: value, what: "the Column", inherited: inherited, reason: "the Column holds an element that cannot be drawn", hint: nil, read: readFallback)
        }
        var column = CardColumn(path: path)
        column.body = body
        column.width = columnWidth(value)
        column.id = text(value, "id")
        column.isVisible = flag(value, "isVisible") ?? true
        column.spacing = word(value, "spacing", CardSpacing.self) ?? .default
        column.separator = flag(value, "separator") ?? false
        return .read(column)
    }

    /// A column's width: "auto", "stretch", a weight (2 or "2") or pixels ("50px").
    mutating func columnWidth(_ value: CardValue, default fallback: ColumnWidth = .stretch) -> ColumnWidth {
        guard let width = value["width"], !width.isNull else { return fallback }
        if let number = width.number, number.isFinite, number > 0 { return .weight(number) }
        if let text = width.string?.lowercased().trimmingCharacters(in: " ") {
            if text == "auto" { return .auto }
            if text == "stretch" { return .stretch }
            if text.hasSuffix("px"), let pixels = Double(text.dropLast(2)), pixels.isFinite, pixels >= 0 { return .pixels(Int(min(pixels, 100_000))) }
            if let weight = Double(text), weight.isFinite, weight > 0 { return .weight(weight) }
        }
        warning(width, "a column's \"width\" must be \"auto\", \"stretch\", a weight like 2 or pixels like \"50px\", not \(width.description); it stretches")
        return fallback
    }

    mutating func table(_ value: CardValue, path: String, cardPath: String, inherited: Bool) -> CardTable? {
        checkKeys(value, known: CardKeys.table, in: "Table")
        var table = CardTable()
        table.firstRowAsHeader = flag(value, "firstRowAsHeader") ?? true
        table.showGridLines = flag(value, "showGridLines") ?? true
        table.horizontalCellContentAlignment = word(value, "horizontalCellContentAlignment", HorizontalAlignment.self)
        for column in value["columns"]?.elements ?? [] {
            checkKeys(column, known: CardKeys.tableColumn, in: "table column")
            var definition = CardTable.Column()
            definition.width = columnWidth(column, default: .weight(1))
            definition.horizontalAlignment = word(column, "horizontalCellContentAlignment", HorizontalAlignment.self)
            table.columns.append(definition)
        }
        for (rowIndex, rowValue) in (value["rows"]?.elements ?? []).enumerated() {
            guard rowValue.members != nil, rowValue["type"]?.string ?? "TableRow" == "TableRow" else {
                warning(rowValue, "a Table's rows must be TableRows; this one is left out")
                continue
            }
            checkKeys(rowValue, known: CardKeys.tableRow, in: "TableRow")
            var row = CardTable.Row()
            row.style = word(rowValue, "style", ContainerStyle.self)
            for (cellIndex, cellValue) in (rowValue["cells"]?.elements ?? []).enumerated() {
                guard cellValue.members != nil, cellValue["type"]?.string ?? "TableCell" == "TableCell" else {
                    warning(cellValue, "a TableRow's cells must be TableCells; this one is left out")
                    continue
                }
                checkKeys(cellValue, known: CardKeys.tableCell, in: "TableCell")
                guard let cell = group(cellValue, path: "\(path)/rows/\(rowIndex)/cells/\(cellIndex)", cardPath: cardPath, inherited: inherited) else { return nil }
                row.cells.append(cell)
            }
            table.rows.append(row)
        }
        return table
    }

    mutating func carousel(_ value: CardValue, path: String, cardPath: String, inherited: Bool) -> Carousel? {
        checkKeys(value, known: CardKeys.carousel, in: "Carousel")
        var carousel = Carousel()
        carousels += 1
        defer { carousels -= 1 }
        for (index, page) in (value["pages"]?.elements ?? []).enumerated() {
            guard page.members != nil, page["type"]?.string ?? "CarouselPage" == "CarouselPage" else {
                warning(page, "a Carousel's pages must be CarouselPages; this one is left out")
                continue
            }
            checkKeys(page, known: CardKeys.carouselPage, in: "CarouselPage")
            if flag(page, "isVisible") == false { continue }
            guard let group = group(page, path: "\(path)/pages/\(index)", cardPath: cardPath, inherited: inherited) else { return nil }
            carousel.pages.append(group)
        }
        if let initial = number(value, "initialPage") {
            carousel.initialPage = max(0, min(Int(min(max(initial, 0), 10_000)), carousel.pages.count - 1))
        }
        return carousel
    }
}
