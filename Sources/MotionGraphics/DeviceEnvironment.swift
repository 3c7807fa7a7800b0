import Foundation

/// A device in a posture it supports, and where its hinge crosses the scene's box.
public struct DeviceEnvironment: Hashable, Sendable {
    /// The hinge's thickness in points of the box.
    public static let hingeThickness = 8.0

    /// The kind of device.
    public let device: Device
    /// Its posture; always one of `device.postures`.
    public let posture: Posture

    /// A device in `posture` (default: the device's first posture).
    /// - Throws: ``DeviceError`` when the device has no such posture (a phone in tabletop),
    ///   listing the postures it has.
    public init(device: Device, posture: Posture? = nil) throws {
        let posture = posture ?? device.postures[0]
        guard device.postures.contains(posture) else {
            throw DeviceError(device: device, posture: posture)
        }
        self.device = device
        self.posture = posture
    }

    /// A phone, flat: the default environment.
    public static let phone = try! DeviceEnvironment(device: .phone)

    /// Every device in every posture it supports, phone first.
    public static let all: [DeviceEnvironment] = Device.allCases.flatMap { device in
        device.postures.map { try! DeviceEnvironment(device: device, posture: $0) }
    }

    /// The hinge in box coordinates for a box of `size`, or nil when no hinge crosses the screen
    /// (phone; foldable closed). Open: a vertical band centred on the box; tabletop: a horizontal band.
    public func hinge(in size: CGSize) -> CGRect? {
        let h = DeviceEnvironment.hingeThickness
        switch posture {
        case .flat, .closed: return nil
        case .open: return CGRect(x: size.width / 2 - h / 2, y: 0, width: h, height: size.height)
        case .tabletop: return CGRect(x: 0, y: size.height / 2 - h / 2, width: size.width, height: h)
        }
    }

    /// `phone`, `foldable-open`, …: a short label for file names and snapshot variants.
    public var label: String {
        device.postures.count == 1 ? device.rawValue : "\(device.rawValue)-\(posture.rawValue)"
    }
}
