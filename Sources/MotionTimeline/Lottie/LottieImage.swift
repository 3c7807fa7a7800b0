import Foundation

/// An image asset of a Lottie file: PNG pixels embedded as a data URL, named by `id`.
struct LottieImage: Hashable {
    let id: String
    let width: Int
    let height: Int
    let png: Data
}
