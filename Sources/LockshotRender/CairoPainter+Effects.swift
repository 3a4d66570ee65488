internal import CCairo
#if canImport(Glibc)
import Glibc  // sin, cos, hypot
#else
import Darwin
#endif
import LockshotLanguage
import LockshotLayout

/// Gradients, styled strokes, trims, blurs, transforms and gradient-masked content (issue 14).
extension CairoPainter {
    // MARK: Fills and strokes

    /// Fills `shape` (or the closed part of its outline `trim` keeps) with `paint`.
    func fill(_ shape: ShapePath, _ paint: Paint, trim: Trim?) {
        if let trim {
            guard addOutline(shape.trimmedOutline(trim), close: true) else { return }
        } else {
            guard addPath(shape) else { return }
        }
        guard let pattern = setPaint(paint, bounds: shape.bounds) else { return }
        cairo_fill(cairo)
        pattern.release()
    }

    /// Strokes `shape`'s outline centered on it, with SwiftUI's `StrokeStyle`, from where SwiftUI's path starts.
    func stroke(_ shape: ShapePath, _ paint: Paint, _ line: StrokeLine, trim: Trim?) {
        guard line.width > 0, line.width.isFinite, line.width < 100_000 else { return }
        if case .path = shape, trim == nil {
            guard addPath(shape) else { return }  // its own curves, open or closed as its commands say
        } else {
            let segments = trim.map { shape.trimmedOutline($0) } ?? shape.outline
            let whole = trim.map { $0.from <= 0 && $0.to >= 1 } ?? true
            // A path's outline already returns to the start where its commands close it.
            let isPath = if case .path = shape { true } else { false }
            guard addOutline(segments, close: whole && !isPath) else { return }
        }
        cairo_set_line_width(cairo, line.width)
        let cap: cairo_line_cap_t = switch line.cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch line.join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, line.miterLimit)
        let dashes = line.dash.filter { $0.isFinite && $0 >= 0 }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), line.dashPhase) }
        }
        let bounds = shape.bounds.insetBy(dx: -line.width, dy: -line.width)
        if let pattern = setPaint(paint, bounds: bounds) {
            cairo_stroke(cairo)
            pattern.release()
        } else {
            cairo_new_path(cairo)
        }
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Adds the outline segments as one sub-path; false (and no path) when there is nothing to draw.
    func addOutline(_ segments: [OutlineSegment], close: Bool) -> Bool {
        cairo_new_path(cairo)
        guard let first = segments.first, segments.allSatisfy(\.isFinite) else { return false }
        cairo_move_to(cairo, first.startPoint.x, first.startPoint.y)
        for segment in segments {
            switch segment {
            case .line(_, let to):
                cairo_line_to(cairo, to.x, to.y)
            case .arc(let c, let rx, let ry, let start, let end):
                guard rx > 0, ry > 0 else {
                    cairo_line_to(cairo, segment.endPoint.x, segment.endPoint.y)
                    continue
                }
                cairo_save(cairo)
                cairo_translate(cairo, c.x, c.y)
                cairo_scale(cairo, rx, ry)
                cairo_arc(cairo, 0, 0, 1, start, end)
                cairo_restore(cairo)
            }
        }
        if close { cairo_close_path(cairo) }
        return true
    }

    // MARK: Paints

    /// A Cairo pattern that must be released after drawing (none for a solid color).
    struct PatternHandle {
        let pointer: OpaquePointer?
        func release() { if let pointer { cairo_pattern_destroy(pointer) } }
    }

    /// Sets `paint` as the source; `bounds` is the area it must cover (for the angular gradient's mesh).
    /// Nil when nothing would be drawn.
    func setPaint(_ paint: Paint, bounds: Rect) -> PatternHandle? {
        let pattern: OpaquePointer?
        switch paint {
        case .solid(let color):
            guard color.alpha > 0 else { return nil }
            setColor(color)
            return PatternHandle(pointer: nil)
        case .linearGradient(let stops, let from, let to):
            guard [from.x, from.y, to.x, to.y].allSatisfy(\.isFinite) else { return nil }
            pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
            addStops(stops, to: pattern)
        case .radialGradient(let stops, let center, let r0, let r1):
            guard [center.x, center.y, r0, r1].allSatisfy(\.isFinite) else { return nil }
            pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, max(r1, r0 + 1e-6))
            addStops(stops, to: pattern)
        case .angularGradient(let stops, let center, let start, let end):
            guard [center.x, center.y, start, end].allSatisfy(\.isFinite), end > start else { return nil }
            pattern = angularMesh(stops, center: center, start: start, end: end, bounds: bounds)
        }
        guard let pattern else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        return PatternHandle(pointer: pattern)
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, clamp(stop.location), clamp(stop.color.red),
                                              clamp(stop.color.green), clamp(stop.color.blue), clamp(stop.color.alpha))
        }
    }

    /// Wedges an angular gradient is drawn with (Cairo 1.16 has no conic gradient).
    static let angularWedges = 256

    /// A conic gradient as a mesh of thin wedges around `center`, each shading from its start angle's
    /// color to its end angle's, reaching past every corner of `bounds`. Past `end` (when the sweep is
    /// under a full turn) the last color holds for half the gap and the first color for the rest.
    private func angularMesh(_ stops: [GradientStop], center: Point, start: Double, end: Double,
                             bounds: Rect) -> OpaquePointer? {
        let corners = [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY),
                       (bounds.maxX, bounds.maxY)]
        let n = Self.angularWedges
        let far = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max() ?? 0
        let radius = far / cos(Double.pi / Double(n)) + 1
        guard radius.isFinite, radius > 0, let mesh = cairo_pattern_create_mesh() else { return nil }
        let sweep = end - start
        func color(at angle: Double) -> RGBA {
            let t = (angle - start) / sweep
            if t <= 1 { return Self.interpolate(stops, max(0, t)) }
            let gap = 2 * Double.pi - sweep
            return (angle - end) < gap / 2 ? Self.interpolate(stops, 1) : Self.interpolate(stops, 0)
        }
        func corner(_ index: UInt32, _ c: RGBA) {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, index, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha))
        }
        for k in 0..<n {
            let a0 = start + 2 * Double.pi * Double(k) / Double(n)
            let a1 = start + 2 * Double.pi * Double(k + 1) / Double(n)
            let c0 = color(at: a0), c1 = color(at: a1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            corner(0, c0)
            corner(1, c0)
            corner(2, c1)
            corner(3, c1)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The gradient's color at `t` (0…1), straight components interpolated linearly between stops.
    static func interpolate(_ stops: [GradientStop], _ t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBA(red: a.color.red + (b.color.red - a.color.red) * f,
                        green: a.color.green + (b.color.green - a.color.green) * f,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    // MARK: Groups with effects

    /// `children` through `transform` (a rotation or scale about an anchor).
    func drawTransformed(_ transform: Transform2D, _ children: [DrawOperation]) throws(RenderError) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        // A singular matrix (scale 0) draws nothing; Cairo would enter an error state.
        guard values.allSatisfy(\.isFinite), abs(transform.a * transform.d - transform.b * transform.c) > 1e-12 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
        for child in children { try draw(child) }
    }

    /// `children`'s coverage painted with `paint`: a gradient `foregroundStyle` on text.
    func drawMasked(_ paint: Paint, _ children: [DrawOperation]) throws(RenderError) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_push_group(cairo)
        for child in children { try draw(child) }
        guard let mask = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(mask) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        guard let pattern = setPaint(paint, bounds: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) else { return }
        cairo_mask(cairo, mask)
        pattern.release()
    }

    /// `children` blurred: drawn into an ARGB image at device resolution, every channel blurred by
    /// three box passes (σ = radius / 2, as `glow`), then painted back. Only what lies inside the clip
    /// is computed.
    func drawBlurred(radius: Double, frame: Rect, _ children: [DrawOperation]) throws(RenderError) {
        guard radius > 0, radius < 1000, !children.isEmpty, frame.minX.isFinite, frame.minY.isFinite,
              frame.maxX.isFinite, frame.maxY.isFinite else {
            for child in children { try draw(child) }
            return
        }
        guard let blur = blurGeometry(radius: radius, frame: frame) else { return }
        let (scale, box, x0, y0, width, height) = (blur.scale, blur.box, blur.x0, blur.y0, blur.width, blur.height)
        let layer = try CairoSurface.image(width: width, height: height)
        try paint(children, into: layer, blur)
        cairo_surface_flush(layer.pointer)
        layer.withPixels { data, stride in
            RasterPixels.boxBlurChannels(data, stride: stride, width: width, height: height, radius: box, passes: 3)
        }
        cairo_surface_mark_dirty(layer.pointer)
        cairo_save(cairo)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_set_source_surface(cairo, layer.pointer, Double(x0), Double(y0))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}

extension OutlineSegment {
    var isFinite: Bool {
        switch self {
        case .line(let a, let b): [a.x, a.y, b.x, b.y].allSatisfy(\.isFinite)
        case .arc(let c, let rx, let ry, let s, let e): [c.x, c.y, rx, ry, s, e].allSatisfy(\.isFinite)
        }
    }
}

extension RasterPixels {
    /// Blurs each of the four channels of a premultiplied ARGB32 buffer in place (premultiplied
    /// channels blur independently), with `boxBlurAlpha`'s passes.
    /// - Complexity: O(width × height × passes).
    static func boxBlurChannels(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                                radius: Int, passes: Int) {
        var plane = [UInt8](repeating: 0, count: width * height)
        for channel in 0..<4 {
            for y in 0..<height { for x in 0..<width { plane[y * width + x] = data[y * stride + x * 4 + channel] } }
            plane.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                boxBlurAlpha(base, stride: width, width: width, height: height, radius: radius, passes: passes)
            }
            for y in 0..<height { for x in 0..<width { data[y * stride + x * 4 + channel] = plane[y * width + x] } }
        }
    }
}

extension CairoPainter {
    /// A material's backdrop: the pixels already drawn under `shape`'s bounds (and the blur's reach around
    /// them, within the surface) copied, every channel blurred by three box passes (σ = radius / 2, as `blur`),
    /// and painted back inside the shape. Only an image surface can be read back: in SVG and PDF output what
    /// is behind stays sharp and the material's tint alone is drawn over it.
    func drawBackdropBlur(_ shape: ShapePath, radius: Double) throws(RenderError) {
        let target = cairo_get_group_target(cairo)
        guard radius > 0, radius < 1000, let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(target)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        guard let source = cairo_image_surface_get_data(target) else { return }
        // The shape's bounds in the surface's pixels: device space plus the surface's device offset (a group's).
        let bounds = shape.bounds
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            var dx = x, dy = y
            cairo_user_to_device(cairo, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let box = Self.boxRadius(blurRadius: radius, scale: max(abs(matrix.xx), abs(matrix.yy), 1e-9))
        let reach = 3 * box + 1
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return }
        let x0 = max(0, Int((minX + offsetX).rounded(.down)) - reach), y0 = max(0, Int((minY + offsetY).rounded(.down)) - reach)
        let x1 = min(surfaceWidth, Int((maxX + offsetX).rounded(.up)) + reach)
        let y1 = min(surfaceHeight, Int((maxY + offsetY).rounded(.up)) + reach)
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0, width * height <= 4_000_000 else { return }
        let layer = try CairoSurface.image(width: width, height: height)
        layer.withPixels { data, stride in
            for row in 0..<height {
                (data + row * stride).update(from: source + (y0 + row) * sourceStride + x0 * 4, count: width * 4)
            }
            RasterPixels.boxBlurChannels(data, stride: stride, width: width, height: height, radius: box, passes: 3)
        }
        cairo_surface_mark_dirty(layer.pointer)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        guard addPath(shape, snap: false) else { return }
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, layer.pointer, Double(x0) - offsetX, Double(y0) - offsetY)
        cairo_paint(cairo)
    }
}
