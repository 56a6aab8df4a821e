import TextCanvas

/// A canvas of `lines`, one a row from the left edge, `width` columns wide, in `style`:
/// the frames the animation tests blend.
func canvas(_ lines: [String], width: Int, style: Style = .plain) -> Canvas {
    var canvas = Canvas(width: width, height: lines.count)
    for (row, line) in lines.enumerated() { canvas.draw(line, at: Point(column: 0, row: row), style: style) }
    return canvas
}
