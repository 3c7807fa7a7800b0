import Foundation
import MotionRender

/// Where the clock's two displays and buttons go for a device and posture, in box coordinates.
struct ClockLayout {
    let whiteDisplay: CGRect
    let blackDisplay: CGRect
    let whiteButton: CGRect?
    let blackButton: CGRect?

    init(device: DeviceEnvironment, box: CGSize) {
        let w = box.width, h = box.height
        switch device.posture {
        case .tabletop:
            // Upper screen upright: both times; lower screen flat on the table: the two buttons.
            let hinge = device.hinge(in: box) ?? CGRect(x: 0, y: h / 2, width: w, height: 0)
            let upper = CGRect(x: 24, y: 18, width: w - 48, height: hinge.minY - 30)
            whiteDisplay = CGRect(x: upper.minX, y: upper.minY, width: upper.width / 2 - 6, height: upper.height)
            blackDisplay = CGRect(x: upper.midX + 6, y: upper.minY, width: upper.width / 2 - 6, height: upper.height)
            let lowerTop = hinge.maxY + 22
            whiteButton = CGRect(x: whiteDisplay.minX + 10, y: lowerTop, width: whiteDisplay.width - 20, height: h - lowerTop - 26)
            blackButton = CGRect(x: blackDisplay.minX + 10, y: lowerTop, width: blackDisplay.width - 20, height: h - lowerTop - 26)
        case .open:
            // One player per screen, either side of the vertical hinge.
            let hinge = device.hinge(in: box) ?? CGRect(x: w / 2, y: 0, width: 0, height: h)
            whiteDisplay = CGRect(x: 20, y: 70, width: hinge.minX - 40, height: 150)
            blackDisplay = CGRect(x: hinge.maxX + 20, y: 70, width: w - hinge.maxX - 40, height: 150)
            whiteButton = CGRect(x: whiteDisplay.minX + 30, y: 34, width: whiteDisplay.width - 60, height: 22)
            blackButton = CGRect(x: blackDisplay.minX + 30, y: 34, width: blackDisplay.width - 60, height: 22)
        case .closed:
            // The narrow outer screen: the two times stacked, no buttons (tap the time).
            whiteDisplay = CGRect(x: 100, y: 30, width: 160, height: 104)
            blackDisplay = CGRect(x: 100, y: 146, width: 160, height: 104)
            whiteButton = nil
            blackButton = nil
        case .flat:
            whiteDisplay = CGRect(x: 24, y: 80, width: 150, height: 150)
            blackDisplay = CGRect(x: 186, y: 80, width: 150, height: 150)
            whiteButton = CGRect(x: 54, y: 44, width: 90, height: 22)
            blackButton = CGRect(x: 216, y: 44, width: 90, height: 22)
        }
    }
}
