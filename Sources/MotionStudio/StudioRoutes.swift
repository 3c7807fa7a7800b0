import Foundation
import MotionCLI
import MotionRender

/// The studio's routes, and nothing else: no path reaches a file, every answer is made from
/// memory or drawn by a source.
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the page |
/// | `GET /api/catalog` | ``StudioCatalog`` as JSON |
/// | `GET /api/frame?scene=…&t=…` | one frame (see ``frameRequest(_:)`` for the arguments) |
/// | `GET /api/events` | Server-Sent Events: `catalog` whenever the catalog changes |
///
/// Any other path is 404; a request for another host than the studio's own is 403 (so a web
/// page cannot reach the studio through a name that resolves to this machine). Errors are
/// `{"error": "…"}`, one line naming the bad value.
struct StudioRoutes: Sendable {
    let studio: Studio
    let page: Data
    /// The `Host` values accepted, or nil for any (a studio opened to the network on purpose).
    let hosts: Set<String>?

    /// The query arguments `/api/frame` takes.
    static let frameArguments: Set<String> = ["scene", "t", "format", "scale", "size", "scheme", "device", "rm", "locale", "props", "g", "download"]

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let hosts {
            guard let host = request.host?.lowercased(), hosts.contains(host) else {
                return .error(403, "this studio answers requests for \(hosts.sorted().first ?? "its own address") only, not for '\(request.host ?? "")'")
            }
        }
        switch request.path {
        case "/":
            guard request.arguments.isEmpty else { return .error(400, "the page takes its state after '#', not in a query") }
            return HTTPResponse(contentType: "text/html; charset=utf-8", body: page, headers: [
                ("Cache-Control", "no-store"),
                ("Content-Security-Policy", "default-src 'none'; img-src 'self' blob: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
                ("Referrer-Policy", "no-referrer"),
            ])
        case "/api/catalog":
            return .json(studio.catalog())
        case "/api/events":
            let stream = studio.events.open()
            stream.send(event: "catalog", data: "{\"serial\":\(studio.catalog().serial)}")
            return HTTPResponse(events: stream)
        case "/api/frame":
            return frame(request)
        default:
            return .error(404, "no such page: \(UserText.escaped(request.path)); the studio's page is /")
        }
    }

    private func frame(_ request: HTTPRequest) -> HTTPResponse {
        let parsed: (id: String, frame: StudioFrameRequest, download: Bool)
        do {
            parsed = try frameRequest(request.arguments)
        } catch {
            return .error(400, "\(error)")
        }
        guard let place = studio.locate(parsed.id) else {
            if studio.isLoading { return .error(503, "the scenes are still loading", headers: [("Retry-After", "1")]) }
            let ids = studio.sceneIDs
            return .error(404, "unknown scene '\(UserText.escaped(parsed.id))'; scenes: \(ids.isEmpty ? "none loaded" : ids.joined(separator: ", "))")
        }
        var frame = parsed.frame
        frame.scene = place.name
        do {
            let drawn = try studio.frame(source: place.source, generation: place.generation, frame)
            var headers: [(name: String, value: String)] = [("Cache-Control", "no-store"), ("X-Motion-Generation", String(place.generation))]
            if parsed.download { headers.append(("Content-Disposition", "attachment; filename=\"\(frame.fileName)\"")) }
            return HTTPResponse(contentType: drawn.contentType, body: drawn.bytes, headers: headers)
        } catch let error as StudioRequestError {
            return .error(400, error.description)
        } catch let error as SceneFailure {
            return .error(422, error.message)
        } catch let error as RenderError {
            return .error(422, error.description)
        } catch let error as StudioError {
            return .error(502, error.description)
        } catch {
            return .error(500, "\(error)")
        }
    }

    /// The page id and the frame `/api/frame`'s arguments ask for:
    ///
    /// - `scene` (required): the scene's id on the page
    /// - `t` (required): scene time in seconds
    /// - `format`: `png` (default), `svg` or `pdf`
    /// - `scale`: output pixels per point, default 1, at most ``StudioFrameRequest/maximumScale``
    /// - `size`: `WxH`, an exact size in pixels instead of `scale` (the box fitted and centred):
    ///   the page asks for the device pixels its frame covers
    /// - `scheme`: `light` (default) or `dark`; `device`: a device label (default `phone`)
    /// - `rm`: `1` for Reduce Motion; `locale`: a BCP 47 tag (default `en`)
    /// - `download`: `1` for a file to save (its name in `Content-Disposition`, PNG compressed as
    ///   `motion render` does); frames shown on the page are compressed fast
    /// - `props`: one JSON object (URL-encoded), checked as `--props` is (at most
    ///   ``/MotionGraphics/PropsInput/maximumBytes``, one object, nesting and integer limits) and
    ///   laid key by key over the props the scene draws without it (its defaults, with the
    ///   studio's `--props` laid over them); a key or value the scene's props type refuses, or
    ///   props for a scene without any, is a 400 whose message starts with `props:` and reads as
    ///   `--props`'s does
    /// - `g`: ignored (the page's own cache key)
    ///
    /// - Throws: ``StudioRequestError`` naming the argument for a missing, repeated, unknown or malformed one.
    func frameRequest(_ arguments: [(name: String, value: String)]) throws -> (id: String, frame: StudioFrameRequest, download: Bool) {
        var values: [String: String] = [:]
        for (name, value) in arguments {
            guard Self.frameArguments.contains(name) else {
                throw StudioRequestError("unknown argument '\(UserText.escaped(name))'; a frame takes \(Self.frameArguments.sorted().joined(separator: ", "))")
            }
            guard values.updateValue(value, forKey: name) == nil else { throw StudioRequestError("argument '\(name)' is given twice") }
        }
        guard let id = values["scene"], !id.isEmpty else { throw StudioRequestError("a frame needs scene=NAME") }
        guard let timeText = values["t"] else { throw StudioRequestError("a frame needs t=SECONDS") }
        guard let time = Double(timeText), time.isFinite else { throw StudioRequestError("t='\(UserText.escaped(timeText))' is not a number of seconds") }
        func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ fallback: T) throws -> T where T.RawValue == String {
            guard let text = values[name] else { return fallback }
            guard let value = T(rawValue: text.lowercased()) else {
                throw StudioRequestError("\(name)='\(UserText.escaped(text))' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return value
        }
        func flag(_ name: String) throws -> Bool {
            switch values[name] {
            case nil, "0", "false": return false
            case "1", "true": return true
            case let text?: throw StudioRequestError("\(name)='\(UserText.escaped(text))' is not 0 or 1")
            }
        }
        var scale = 1.0
        if let text = values["scale"] {
            guard let value = Double(argument: text) else { throw StudioRequestError("scale='\(UserText.escaped(text))' is not a number") }
            scale = value
        }
        var size: PixelSize?
        if let text = values["size"] {
            guard let parsed = PixelSize(text) else { throw StudioRequestError("size='\(UserText.escaped(text))' is not WIDTHxHEIGHT in whole pixels") }
            guard values["scale"] == nil else { throw StudioRequestError("give either scale or size, not both") }
            size = parsed
        }
        let download = try flag("download")
        var device = DeviceEnvironment.phone
        if let label = values["device"] {
            guard let named = DeviceEnvironment(label: label) else {
                throw StudioRequestError("unknown device '\(UserText.escaped(label))'; devices: \(DeviceEnvironment.labels)")
            }
            device = named
        }
        var locale = MotionLocale.english
        if let tag = values["locale"] {
            do { locale = try MotionLocale(tag) } catch {
                throw StudioRequestError("locale '\(UserText.escaped(tag))' is not a language tag such as en, ja or pt-BR")
            }
        }
        var frame = StudioFrameRequest(scene: id, time: time, format: try choice("format", RenderFormat.png), scale: scale, size: size,
                                       scheme: try choice("scheme", ColorScheme.light), device: device,
                                       reduceMotion: try flag("rm"), locale: locale,
                                       pngCompression: download ? .default : .fast)
        if let text = values["props"] {
            do {
                frame.props = try PropsInput(json: text, source: StudioFrameRequest.propsSource).object
            } catch let error as PropsError {
                throw StudioRequestError(error.description)
            }
        }
        return (id, frame, download)
    }
}
