import DynamicHome

/// Items with every kind, wide glyphs, combining marks, long and missing texts.
let goldenItems: [HomeItem] = [
    HomeItem(identifier: "n1", title: "World News 24/7 — live", description: "Continuous coverage from London, Singapore and New York.", kind: .stream, byline: "Newsroom Live"),
    HomeItem(identifier: "n2", title: "北京今冬首场降雪或于本周末到来", description: "气象台预计周六夜间至周日，北部山区有小到中雪。", kind: .short, byline: "新华快讯", minutes: 1),
    HomeItem(identifier: "n3", title: "Inside the quiet race to build a battery that doesn't catch fire, and why it matters for every car on the road", description: "Solid-state cells have been five years away for two decades.", kind: .long, byline: "Maya Okafor", minutes: 18),
    HomeItem(identifier: "n4", title: "🎧 Lo-fi beats to study to", kind: .stream, byline: "Night Owl FM"),
    HomeItem(identifier: "n5", title: "Cafe\u{301} culture: Lisbon's pastelarias 👋🏽", description: "Pastéis de nata, bica and the art of standing at the counter.", kind: .long, minutes: 9),
    HomeItem(identifier: "n6", title: "東京の紅葉、見頃はいつ？ 🇯🇵", kind: .short, minutes: 2),
    HomeItem(identifier: "n7", title: "A family day out 👨‍👩‍👧 at the science museum", description: "Hands-on galleries for all ages.", kind: .long, byline: "Weekend Desk", minutes: 6),
    HomeItem(identifier: "n8", title: "Матч дня: «Зенит» — «Спартак»", kind: .stream),
]

@MainActor
func make<Template: HomeTemplate & HasViewModel & Refreshable>(_ type: Template.Type, items: [HomeItem] = goldenItems) -> Template {
    let template = Template()
    template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: items)
    template.refresh()
    return template
}

@MainActor
func render(_ template: some HomeTemplate, width: Int, height: Int) -> String {
    var canvas = Canvas(width: width, height: height)
    template.draw(in: &canvas, context: DrawContext())
    return canvas.plainText
}
