import DynamicHome

/// The last good version of each template file of a folder, as a running `home` keeps
/// them: a file saved with an error, or removed, keeps its last good template in force;
/// a good save replaces it.
///
/// ```swift
/// var files = TemplateFiles(try TemplateFolder.read("Templates/Data"))
/// // … a file is saved …
/// let update = files.update(try TemplateFolder.read("Templates/Data"))
/// let factory = TemplateLoading(files.readings, in: .standard).factory
/// if update.changed.contains(container.style) { /* draw the new layout */ }
/// ```
public struct TemplateFiles: Sendable {
    /// The usable readings, one a file, in the order of the files' names.
    public private(set) var readings: [TemplateReading]

    /// The usable readings of `readings`.
    public init(_ readings: [TemplateReading]) {
        self.readings = readings.filter(\.isUsable)
    }

    /// What an update did.
    public struct Update: Sendable {
        /// The styles whose template is new or drawn differently now.
        public var changed: Set<TemplateStyle> = []
        /// The errors of the files that keep their last good template (saved with an
        /// error), and a warning for each file removed.
        public var problems = DiagnosticList()
    }

    /// Takes the files as read again.
    ///
    /// - Parameter fresh: Every file of the folder, read now.
    /// - Returns: The styles that changed, and the problems of the files that did not.
    public mutating func update(_ fresh: [TemplateReading]) -> Update {
        var update = Update()
        var kept: [String: TemplateReading] = Dictionary(readings.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        for reading in fresh {
            guard reading.isUsable else {
                update.problems.all += reading.diagnostics.errors
                continue
            }
            let old = kept[reading.file]
            if old?.definition != reading.definition || old?.newer != reading.newer {
                if let style = reading.style { update.changed.insert(style) }
                if let style = old?.style, style != reading.style { update.changed.insert(style) }
            }
            kept[reading.file] = reading
        }
        let present = Set(fresh.map(\.file))
        for file in kept.keys.sorted() where !present.contains(file) {
            update.problems.all.append(Diagnostic(
                .warning, at: nil, "the template file \(file) was removed; its template stays until home starts again"))
        }
        readings = kept.values.sorted { $0.file < $1.file }
        return update
    }
}
