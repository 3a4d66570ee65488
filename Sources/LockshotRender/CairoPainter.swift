internal import CCairo
import LockshotLanguage
import LockshotLayout

/// Draws display-list operations onto a Cairo context whose user space is in points.
///
/// Shared by the raster, SVG and PDF backends so every format shows the same picture.
/// On raster output, shape edges are rounded to whole device pixels (SPEC §3: points convert
/// to pixels once, at the end, by rounding each edge), so a 52.33 pt slot fills exactly 157 px.
final class CairoPainter {
    let context: CairoContext
    let cairo: OpaquePointer
    let text: TextEngine
    let images: ImageStore
    /// The context, for drawing code in extensions (`CairoPainter+Vector.swift`).
    var cairoPointer: OpaquePointer { cairo }
    /// Device pixels per point to round edges to, or nil to keep exact coordinates (vector output).
    let snapScale: Double?
    /// Source surfaces built from decoded images, once per render.
    private var imageSurfaces: [String: CairoSurface] = [:]

    init(context: CairoContext, text: TextEngine, images: ImageStore, snapScale: Double?) {
        self.context = context
        self.cairo = context.pointer
        self.text = text
        self.images = images
        self.snapScale = snapScale
    }

    /// Draws `operations` in order, then checks that Cairo is still healthy.
    func draw(_ operations: [DrawOperation]) throws(RenderError) {
        for operation in operations {
            try draw(operation)
        }
        try context.checkStatus("drawing the display list")
    }

    func draw(_ operation: DrawOperation) throws(RenderError) {
        switch operation {
        case .fill(let shape, let color):
            fill(shape, color)
        case .stroke(let shape, let color, let lineWidth):
            stroke(shape, color, lineWidth: lineWidth)
        case .text(let drawing):
            cairo_save(cairo)
            text.draw(drawing, into: cairo)
            cairo_restore(cairo)
        case .image(let drawing):
            try drawImage(drawing)
        case .group(let clip, let opacity, let children):
            try drawGroup(clip: clip, opacity: opacity, children)
        case .scanlines(let rect, let color, let opacity, let spacing):
            drawScanlines(rect, color, opacity: opacity, spacing: spacing)
        case .glow(let color, let radius, let frame, let children):
            try drawGlow(color, radius: radius, frame: frame, children)
            for child in children { try draw(child) }
        case .paint(let shape, let paint, let trim):
            fill(shape, paint, trim: trim)
        case .strokeLine(let shape, let paint, let line, let trim):
            stroke(shape, paint, line, trim: trim)
        case .shadow(let color, let radius, let offset, let frame, let children):
            try drawGlow(color, radius: max(radius, 0.01), frame: frame, children, offset: offset)
            for child in children { try draw(child) }
        case .blur(let radius, let frame, let children):
            try drawBlurred(radius: radius, frame: frame, children)
        case .transform(let transform, let children):
            try drawTransformed(transform, children)
        case .masked(let paint, let children):
            try drawMasked(paint, children)
        case .backdropBlur(let shape, let radius):
            try drawBackdropBlur(shape, radius: radius)
        }
    }

    // MARK: Shapes

    private func fill(_ shape: ShapePath, _ color: RGBA) {
        guard color.alpha > 0, addPath(shape) else { return }
        setColor(color)
        cairo_fill(cairo)
    }

    /// Strokes inside the shape's bounds (SwiftUI's `border`): the path is inset by half the line width.
    private func stroke(_ shape: ShapePath, _ color: RGBA, lineWidth: Double) {
        guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        if case .path = shape {  // a Path's stroke is centered on it, as SwiftUI's `stroke` draws
            guard addPath(shape) else { return }
            setColor(color)
            cairo_set_line_width(cairo, lineWidth)
            cairo_stroke(cairo)
            return
        }
        let bounds = snapped(shape.bounds)
        let half = lineWidth / 2
        guard lineWidth < min(bounds.width, bounds.height) else {
            fill(shape, color)  // the border covers the whole shape
            return
        }
        let inner = bounds.insetBy(dx: half, dy: half)
        let insetShape: ShapePath = switch shape {
        case .rect: .rect(inner)
        case .roundedRect(_, let radius): .roundedRect(inner, cornerRadius: max(0, radius - half))
        case .ellipse: .ellipse(inner)
        case .capsule: .capsule(inner)
        case .path: shape
        }
        guard addPath(insetShape, snap: false) else { return }
        setColor(color)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cairo)
    }

    /// Adds `shape` as a new path; false (and no path) when it is empty.
    @discardableResult
    func addPath(_ shape: ShapePath, snap: Bool = true) -> Bool {
        cairo_new_path(cairo)
        let r = snap ? snapped(shape.bounds) : shape.bounds
        // NaN or infinite coordinates would put the context into a sticky error state: draw nothing instead.
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
        else { return false }
        switch shape {
        case .rect:
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        case .roundedRect(_, let radius):
            addRoundedRect(r, radius: radius)
        case .capsule:
            addRoundedRect(r, radius: min(r.width, r.height) / 2)
        case .ellipse:
            cairo_save(cairo)
            cairo_translate(cairo, r.midX, r.midY)
            cairo_scale(cairo, r.width / 2, r.height / 2)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cairo)  // the path keeps the shape; the matrix goes back
        case .path(_, let data):
            guard data.isFinite else { return false }
            addPathData(data.offsetBy(dx: r.minX, dy: r.minY))
        }
        return true
    }

    /// A `Path` view's commands; a quadratic curve becomes the cubic Cairo draws.
    private func addPathData(_ data: PathData) {
        var current = PathData.Point(x: 0, y: 0), start = current
        for command in data.commands {
            switch command {
            case .move(let p):
                cairo_move_to(cairo, p.x, p.y)
                current = p
                start = p
            case .line(let p):
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case .quad(let c, let p):
                cairo_curve_to(cairo, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cairo)
                current = start
            }
        }
    }

    private func addRoundedRect(_ r: Rect, radius: Double) {
        let radius = min(max(0, radius), min(r.width, r.height) / 2)
        guard radius > 0 else {
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
            return
        }
        let halfPi = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, r.maxX - radius, r.minY + radius, radius, -halfPi, 0)
        cairo_arc(cairo, r.maxX - radius, r.maxY - radius, radius, 0, halfPi)
        cairo_arc(cairo, r.minX + radius, r.maxY - radius, radius, halfPi, Double.pi)
        cairo_arc(cairo, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * halfPi)
        cairo_close_path(cairo)
    }

    func setColor(_ color: RGBA, opacity: Double = 1) {
        cairo_set_source_rgba(cairo, clamp(color.red), clamp(color.green), clamp(color.blue),
                              clamp(color.alpha * opacity))
    }

    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    /// Rounds each edge to the nearest device pixel on raster output.
    func snapped(_ rect: Rect) -> Rect {
        guard let scale = snapScale else { return rect }
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }

    // MARK: Groups

    /// Children clipped to `clip`, composited at `opacity` as one layer (overlaps do not double up).
    private func drawGroup(clip: ShapePath?, opacity: Double, _ children: [DrawOperation]) throws(RenderError) {
        guard opacity > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let clip {
            guard addPath(clip) else { return }  // an empty clip shows nothing
            cairo_clip(cairo)
        }
        if opacity >= 1 {
            for child in children { try draw(child) }
        } else {
            cairo_push_group(cairo)
            for child in children { try draw(child) }
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        }
    }

    // MARK: Images

    /// Scales the whole image onto `destination`; edge pixels repeat (`EXTEND_PAD`) so smooth
    /// scaling does not fade the border into transparency, and the draw is clipped to the destination.
    func drawPlain(_ drawing: ImageDrawing) throws(RenderError) { try drawImage(drawing) }

    private func drawImage(_ drawing: ImageDrawing) throws(RenderError) {
        let dest = snapped(drawing.destination)
        guard drawing.opacity > 0, dest.width > 0, dest.height > 0, dest.minX.isFinite, dest.minY.isFinite,
              dest.maxX.isFinite, dest.maxY.isFinite else { return }
        if let tint = drawing.tint {
            try drawTemplate(drawing, dest, tint)
            return
        }
        if let document = try images.vector(for: drawing.asset.id) {
            drawVector(document, dest, opacity: drawing.opacity)
            return
        }
        let surface = try imageSurface(for: drawing.asset.id, pixelArtSize: vectorPixelArtSize(drawing, dest))
        let width = Double(surface.pixelWidth), height = Double(surface.pixelHeight)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, dest.minX, dest.minY, dest.width, dest.height)
        cairo_clip(cairo)
        cairo_translate(cairo, dest.minX, dest.minY)
        cairo_scale(cairo, dest.width / width, dest.height / height)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, drawing.interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        if drawing.opacity >= 1 {
            cairo_paint(cairo)
        } else {
            cairo_paint_with_alpha(cairo, drawing.opacity)
        }
    }

    /// Vector output cannot ask viewers for nearest-neighbour sampling (SVG viewers smooth images), so
    /// pixel art is embedded pre-scaled: about 4 image pixels per point of the destination.
    private func vectorPixelArtSize(_ drawing: ImageDrawing, _ dest: Rect) -> Int? {
        guard snapScale == nil, drawing.interpolation == .none else { return nil }
        let width = max(1, drawing.asset.pixelWidth)
        return max(1, Int((dest.width * 4 / Double(width)).rounded(.up)))
    }

    private func imageSurface(for id: String, pixelArtSize factor: Int?) throws(RenderError) -> CairoSurface {
        let key = factor.map { "\(id)#×\($0)" } ?? id
        if let surface = imageSurfaces[key] { return surface }
        var image = try images.image(for: id)
        if let factor, factor > 1, image.width * image.height * factor * factor <= 4_000_000 {
            image = RasterPixels.upscaleNearest(image, by: factor)
        }
        let surface = try CairoSurface.image(from: image)
        imageSurfaces[key] = surface
        return surface
    }

    // MARK: CRT accents

    /// Horizontal 1 pt lines every `spacing` points, starting at the top of `rect`.
    private func drawScanlines(_ rect: Rect, _ color: RGBA, opacity: Double, spacing: Double) {
        guard opacity > 0, color.alpha > 0, spacing >= 1, rect.width > 0, rect.height > 0, rect.minY.isFinite,
              rect.height.isFinite, rect.height / spacing < 100_000 else { return }
        let bounds = snapped(rect)
        cairo_new_path(cairo)
        var y = rect.minY
        while y < rect.maxY {
            let line = snapped(Rect(x: bounds.minX, y: y, width: bounds.width, height: min(1, rect.maxY - y)))
            if line.height > 0 { cairo_rectangle(cairo, line.minX, line.minY, line.width, line.height) }
            y += spacing
        }
        setColor(color, opacity: opacity)
        cairo_fill(cairo)
    }

    /// Device pixels per point of a glow's mask on vector output (SVG/PDF embed it as an image).
    static let vectorGlowScale = 3.0

    /// Where a blur of `radius` around `frame` (drawn moved by `offset`) is computed: device pixels per point,
    /// the box-blur radius in pixels (three passes approximate a Gaussian with σ = radius / 2), and the
    /// pixel box of the frame grown by the blur's reach, inside the current clip; nil when that box is
    /// empty or over 4 M pixels.
    func blurGeometry(radius: Double, frame: Rect, offset: Point = .zero) -> BlurGeometry? {
        let scale = snapScale ?? Self.vectorGlowScale
        let box = Self.boxRadius(blurRadius: radius, scale: scale)
        let reach = Double(3 * box + 1) / scale  // how far three passes spread, in points
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_clip_extents(cairo, &clipX1, &clipY1, &clipX2, &clipY2)
        let x0 = Int((max(frame.minX - reach, clipX1 - offset.x) * scale).rounded(.down))
        let y0 = Int((max(frame.minY - reach, clipY1 - offset.y) * scale).rounded(.down))
        let x1 = Int((min(frame.maxX + reach, clipX2 - offset.x) * scale).rounded(.up))
        let y1 = Int((min(frame.maxY + reach, clipY2 - offset.y) * scale).rounded(.up))
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0, width * height <= 4_000_000 else { return nil }
        return BlurGeometry(scale: scale, box: box, x0: x0, y0: y0, width: width, height: height)
    }

    /// The box radius in pixels whose three passes approximate a Gaussian of σ = radius / 2 points at `scale`.
    static func boxRadius(blurRadius radius: Double, scale: Double) -> Int {
        let sigma = radius * scale / 2
        return max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))
    }

    /// A blur's pixel box and resolution (see `blurGeometry`).
    struct BlurGeometry {
        var scale: Double
        var box: Int
        var x0: Int, y0: Int, width: Int, height: Int
    }

    /// Draws `children` into `surface`, whose pixels are the blur's box at its resolution.
    func paint(_ children: [DrawOperation], into surface: CairoSurface, _ blur: BlurGeometry) throws(RenderError) {
        let context = try CairoContext(surface: surface)
        cairo_translate(context.pointer, -Double(blur.x0), -Double(blur.y0))
        cairo_scale(context.pointer, blur.scale, blur.scale)
        try CairoPainter(context: context, text: text, images: images, snapScale: snapScale).draw(children)
    }

    /// Draws the glow of `children`: their alpha rendered into a mask at device resolution, blurred by
    /// three box passes (a close, integer-exact approximation of a Gaussian with σ = radius / 2),
    /// then `color` painted through it. Only the part inside the current clip is computed.
    func drawGlow(_ color: RGBA, radius: Double, frame: Rect, _ children: [DrawOperation],
                  offset: Point = .zero) throws(RenderError) {
        guard color.alpha > 0, radius > 0, radius < 1000, !children.isEmpty, frame.minX.isFinite, frame.minY.isFinite,
              frame.maxX.isFinite, frame.maxY.isFinite else { return }
        guard let blur = blurGeometry(radius: radius, frame: frame, offset: offset) else { return }
        let (scale, box, x0, y0, width, height) = (blur.scale, blur.box, blur.x0, blur.y0, blur.width, blur.height)

        let mask = try CairoSurface.alphaMask(width: width, height: height)
        try paint(children, into: mask, blur)
        mask.withPixels { data, stride in
            RasterPixels.boxBlurAlpha(data, stride: stride, width: width, height: height, radius: box, passes: 3)
        }
        cairo_save(cairo)
        setColor(color)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_mask_surface(cairo, mask.pointer, Double(x0) + offset.x * scale, Double(y0) + offset.y * scale)
        cairo_restore(cairo)
    }
}
