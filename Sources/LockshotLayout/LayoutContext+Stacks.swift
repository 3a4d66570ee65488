import LockshotLanguage

/// Stack layout (SPEC §3 "Stacks"; objc.io, "How an HStack lays out its children").
extension LayoutContext {
    /// `HStack`/`VStack`:
    /// 1. subtract the spacing between children: the stack's, else what each pair of neighbours asks
    ///    for (`defaultSpacing(between:and:along:)`: text touches text, a spacer adds nothing, 8 otherwise);
    /// 2. with no proposal along the axis, every child gets none (ideal sizes);
    /// 3. otherwise group children by `layoutPriority`, highest first; a group is offered what
    ///    remains minus the minimum sizes (size at a zero proposal) of the lower groups;
    /// 4. within a group, least flexible first (flexibility = size at ∞ − size at 0), each child is
    ///    offered an equal share of what the group has left;
    /// 5. place in declaration order, aligned across the axis. The stack may overflow its proposal.
    func stackArrangement(axis: Axis, alignment: Alignment, spacing: Double?, _ children: [BoundView],
                          _ proposal: ProposedSize) -> StackArrangement {
        let gaps = children.indices.dropFirst().map { i in
            spacing ?? defaultSpacing(between: children[i - 1], and: children[i], along: axis)
        }
        let horizontal = axis == .horizontal
        let along = horizontal ? proposal.width : proposal.height
        let cross = horizontal ? proposal.height : proposal.width
        func propose(_ a: Double?) -> ProposedSize {
            horizontal ? ProposedSize(width: a, height: cross) : ProposedSize(width: cross, height: a)
        }
        func length(_ s: Size) -> Double { horizontal ? s.width : s.height }
        let totalSpacing = gaps.reduce(0, +)
        var proposals = children.map { _ in propose(nil) }
        var sizes = children.map { size($0, propose(nil)) }
        if let along {
            distribute(children, available: along - totalSpacing, propose: propose, length: length,
                       proposals: &proposals, sizes: &sizes)
        }
        return arrange(axis: axis, alignment: alignment, gaps: gaps, children, proposals, sizes)
    }

    /// Steps 3 and 4: priority groups, flexibility order, equal shares.
    ///
    /// Spacers yield last: within a group every other child is offered its share of what is
    /// left after the spacers' minimum lengths, and spacers then share the rest (observed
    /// SwiftUI behaviour: `HStack { Spacer(); Text(…) }` gives the text nearly all the width).
    private func distribute(_ children: [BoundView], available: Double, propose: (Double?) -> ProposedSize,
                            length: (Size) -> Double, proposals: inout [ProposedSize], sizes: inout [Size]) {
        let minimum = children.map { length(size($0, propose(0))) }
        let priorities = children.map(\.layoutPriority)
        var remaining = available
        for priority in Set(priorities).sorted(by: >) {
            let lowerMinimum = children.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimum[$1] }
            var groupLeft = remaining - lowerMinimum
            let members = children.indices.filter { priorities[$0] == priority }
            let spacers = members.filter { children[$0].isSpacer }
            let others = members.filter { !children[$0].isSpacer }
                .map { (index: $0, flexibility: flexibility(children[$0], minimum[$0], propose, length)) }
                .sorted { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
                .map(\.index)
            var spacerReserve = spacers.reduce(0) { $0 + minimum[$1] }
            for (k, index) in others.enumerated() {
                let share = max(0, (groupLeft - spacerReserve) / Double(others.count - k))
                proposals[index] = propose(share)
                sizes[index] = size(children[index], proposals[index])
                groupLeft -= length(sizes[index])
            }
            for (k, index) in spacers.enumerated() {
                spacerReserve -= minimum[index]
                let share = max(0, groupLeft / Double(spacers.count - k))
                proposals[index] = propose(share)
                sizes[index] = size(children[index], proposals[index])
                groupLeft -= length(sizes[index])
            }
            remaining -= members.reduce(0) { $0 + length(sizes[$1]) }
        }
    }

    /// Size at an infinite proposal minus size at a zero proposal (∞ for views that take any space).
    private func flexibility(_ child: BoundView, _ minimum: Double, _ propose: (Double?) -> ProposedSize,
                             _ length: (Size) -> Double) -> Double {
        let maximum = length(size(child, propose(.infinity)))
        return maximum.isFinite ? maximum - minimum : .infinity
    }

    /// Step 5: offsets along the axis in order, across it by alignment (baselines included).
    private func arrange(axis: Axis, alignment: Alignment, gaps: [Double], _ children: [BoundView],
                         _ proposals: [ProposedSize], _ sizes: [Size]) -> StackArrangement {
        let horizontal = axis == .horizontal
        var offsets: [Point] = []
        var position = 0.0
        for (i, s) in sizes.enumerated() {
            if i > 0 { position += gaps[i - 1] }
            offsets.append(horizontal ? Point(x: position, y: 0) : Point(x: 0, y: position))
            position += horizontal ? s.width : s.height
        }
        let alongTotal = max(0, position)
        if horizontal, alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline {
            let baselines = children.indices.map { i -> Double in
                let node = place(children[i], proposal: proposals[i], at: .zero)
                return alignment.vertical == .firstTextBaseline ? node.firstBaseline : node.lastBaseline
            }
            let top = baselines.max() ?? 0
            for i in children.indices { offsets[i].y = top - baselines[i] }
            let height = children.indices.map { offsets[$0].y + sizes[$0].height }.max() ?? 0
            return StackArrangement(size: Size(width: alongTotal, height: height), proposals: proposals, offsets: offsets)
        }
        let guides = children.indices.map { i in
            horizontal ? guide(children[i], alignment.vertical, sizes[i]) : guide(children[i], alignment.horizontal, sizes[i])
        }
        let (across, crossTotal) = aligned(guides, lengths: sizes.map { horizontal ? $0.height : $0.width })
        for i in children.indices {
            if horizontal { offsets[i].y = across[i] } else { offsets[i].x = across[i] }
        }
        let total = horizontal ? Size(width: alongTotal, height: crossTotal) : Size(width: crossTotal, height: alongTotal)
        return StackArrangement(size: total, proposals: proposals, offsets: offsets)
    }

    /// `ZStack`: every child is measured with the stack's proposal; the stack is as large as its largest
    /// child in each dimension. Children are then placed as SwiftUI's ZStack places them, offered the stack's
    /// own size and aligned within it: a shape behind text in a ZStack offered no height (`.fixedSize()`, a
    /// stack's first pass) fills the text's box instead of keeping a shape's 10 pt default.
    func zstackArrangement(_ alignment: Alignment, _ children: [BoundView], _ proposal: ProposedSize)
        -> StackArrangement {
        func fit(_ sizes: [Size]) -> (offsets: [Point], size: Size) {
            let (xs, width) = aligned(children.indices.map { guide(children[$0], alignment.horizontal, sizes[$0]) }, lengths: sizes.map(\.width))
            let (ys, height) = aligned(children.indices.map { guide(children[$0], alignment.vertical, sizes[$0]) }, lengths: sizes.map(\.height))
            return (children.indices.map { Point(x: xs[$0], y: ys[$0]) }, Size(width: width, height: height))
        }
        let total = fit(children.map { size($0, proposal) }).size
        let placement = ProposedSize(width: total.width, height: total.height)
        let placed = fit(children.map { size($0, placement) })
        // Placed children stay within the size the stack reported: what grows past it when offered that size
        // is aligned as it grows.
        var offsets = placed.offsets
        if placed.size != total {
            let dx = alignOffset(alignment.horizontal, container: total.width, child: placed.size.width)
            let dy = alignOffset(alignment.vertical, container: total.height, child: placed.size.height)
            offsets = offsets.map { Point(x: $0.x + dx, y: $0.y + dy) }
        }
        return StackArrangement(size: total, proposals: children.map { _ in placement }, offsets: offsets)
    }

    func alignOffset(_ a: HorizontalAlignment, container: Double, child: Double) -> Double {
        switch a {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }

    func alignOffset(_ a: VerticalAlignment, container: Double, child: Double) -> Double {
        switch a {
        case .top, .firstTextBaseline, .lastTextBaseline: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}

extension LayoutContext {
    /// `Grid`: each column as wide as its widest cell, each row as tall as its tallest, cells measured at
    /// their ideal size (SwiftUI's Grid sizes columns and rows to their largest cells); cells are offered their
    /// column × row and aligned in it by the grid's alignment. A view outside a `GridRow` spans all columns.
    /// Spacing defaults to 8 points.
    /// - Complexity: O(cells) sizings, each cached.
    func gridArrangement(_ layout: GridLayout, _ rows: [GridRowCells]) -> StackArrangement {
        let columnCount = rows.filter { !$0.spansAllColumns }.map { $0.spans.reduce(0, +) }.max() ?? (rows.isEmpty ? 0 : 1)
        let hSpacing = layout.horizontalSpacing ?? 8, vSpacing = layout.verticalSpacing ?? 8
        var widths = Array(repeating: 0.0, count: columnCount)
        // The first column of each cell: the spans before it.
        func starts(_ row: GridRowCells) -> [Int] { row.spans.indices.map { row.spans[..<$0].reduce(0, +) } }
        for row in rows where !row.spansAllColumns {
            for (cell, (column, span)) in zip(row.cells, zip(starts(row), row.spans)) where span == 1 {
                widths[column] = max(widths[column], size(cell, .unspecified).width)
            }
        }
        // A cell over several columns widens them, evenly, by what it needs beyond them (`gridCellColumns`).
        for row in rows where !row.spansAllColumns {
            for (cell, (column, span)) in zip(row.cells, zip(starts(row), row.spans)) where span > 1 {
                let range = column..<min(columnCount, column + span)
                let have = range.reduce(0.0) { $0 + widths[$1] } + hSpacing * Double(range.count - 1)
                let need = size(cell, .unspecified).width
                if need > have { for c in range { widths[c] += (need - have) / Double(range.count) } }
            }
        }
        var width = widths.reduce(0, +) + hSpacing * Double(max(0, columnCount - 1))
        for row in rows where row.spansAllColumns {
            width = max(width, row.cells.map { size($0, .unspecified).width }.max() ?? 0)
        }
        var proposals: [ProposedSize] = [], offsets: [Point] = []
        var y = 0.0
        for (index, row) in rows.enumerated() {
            if index > 0 { y += vSpacing }
            let cellWidths = zip(starts(row), row.spans).map { column, span -> Double in
                if row.spansAllColumns { return width }
                let range = column..<min(columnCount, column + span)
                return range.reduce(0.0) { $0 + widths[$1] } + hSpacing * Double(max(0, range.count - 1))
            }
            let height = zip(row.cells, cellWidths).map { size($0, ProposedSize(width: $1, height: nil)).height }.max() ?? 0
            var x = 0.0
            for (cell, cellWidth) in zip(row.cells, cellWidths) {
                let proposal = ProposedSize(width: cellWidth, height: height)
                let placed = size(cell, proposal)
                proposals.append(proposal)
                offsets.append(Point(x: x + alignOffset(layout.alignment.horizontal, container: cellWidth, child: placed.width),
                                     y: y + alignOffset(layout.alignment.vertical, container: height, child: placed.height)))
                x += cellWidth + hSpacing
            }
            y += height
        }
        return StackArrangement(size: Size(width: width, height: y), proposals: proposals, offsets: offsets)
    }
}
