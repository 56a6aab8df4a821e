// swift-tools-version: 6.2
//
// A template author's package: a template of its own, its tests, and `magazine`, the
// whole `home` command line with the standard templates and this one. It depends on
// DynamicHome by path, as a package of yours would (or by URL: see DynamicHome's docs/TEMPLATES.md).

import PackageDescription

let package = Package(
    name: "Magazine",
    dependencies: [
        // `name:` names the package whatever its folder is called.
        .package(name: "DynamicHome", path: "../.."),
    ],
    targets: [
        .target(
            name: "MagazineTemplate",
            dependencies: [
                .product(name: "DynamicHome", package: "DynamicHome"),
                // The standard styles, .list among them (the alternative `v` asks for).
                .product(name: "HomeTemplates", package: "DynamicHome"),
            ]),
        .executableTarget(
            name: "magazine",
            dependencies: [
                "MagazineTemplate",
                .product(name: "HomeCommandLine", package: "DynamicHome"),
                .product(name: "HomeTemplates", package: "DynamicHome"),
            ]),
        .testTarget(
            name: "MagazineTemplateTests",
            dependencies: [
                "MagazineTemplate",
                .product(name: "DynamicHomeTesting", package: "DynamicHome"),
                .product(name: "HomeTemplates", package: "DynamicHome"),
            ],
            exclude: ["Golden"]),  // golden frames, read and recorded through #filePath
    ],
    swiftLanguageModes: [.v6]
)
