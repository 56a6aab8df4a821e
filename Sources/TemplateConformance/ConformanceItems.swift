/// The items the conformance checks show templates: every kind, and titles in wide
/// scripts, emoji (joined and flags), combining marks, long and very short text.
///
/// Public so that a failure's reproduction runs as printed:
///
/// ```swift
/// template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 8))
/// ```
public enum ConformanceItems {
    static let titles = [
        "Inside the quiet race to build a battery that doesn't catch fire, and why it matters for every car on the road",
        "北京今冬首场降雪或于本周末到来，气象台提醒市民注意出行安全",
        "🎧 Lo-fi beats 👨‍👩‍👧 to study to 🇯🇵",
        "Cafe\u{301} culture: Lisbon's pastelarias 👋🏽",
        "東京の紅葉、見頃はいつ？",
        "Матч дня: «Зенит» — «Спартак»",
        "한국어 뉴스 속보 ⚡",
        "x",
    ]

    static let descriptions: [String?] = [
        "Solid-state cells have been five years away for two decades; this time the factories are already built.",
        "气象台预计周六夜间至周日，北部山区有小到中雪，市区可能出现雨夹雪。",
        nil,
        "Pastéis de nata, bica and the art of standing at the counter.",
    ]

    static let bylines: [String?] = ["Maya Okafor", nil, "新华快讯", "Night Owl FM 📻"]

    /// `count` items: kinds in turn long, short, stream; titles, descriptions and bylines
    /// in turn from wide, combining, emoji, long and short texts. Identifiers are
    /// `item-1`, `item-2`, …; the same count always gives the same items.
    ///
    /// - Complexity: O(count).
    public static func sample(count: Int) -> [HomeItem] {
        let kinds: [HomeItemKind] = [.long, .short, .stream]
        return (0..<max(0, count)).map { index in
            let kind = kinds[index % kinds.count]
            return HomeItem(
                identifier: "item-\(index + 1)",
                title: titles[index % titles.count],
                description: descriptions[index % descriptions.count],
                kind: kind,
                byline: bylines[index % bylines.count],
                minutes: kind == .stream ? nil : 1 + index % 40)
        }
    }
}
