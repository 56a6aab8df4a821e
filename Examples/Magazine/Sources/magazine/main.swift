import HomeCommandLine
import HomeTemplates
import MagazineTemplate

// The whole `home`, with the magazine right after the list: `t` cycles list, magazine,
// grid, hero, shelves; and its own transition, `--transition spread`.
await HomeCommand.main(factory: .standard.registering(MagazineTemplate.self, after: .list).registering(.spread))
