import Diagnostics
import DynamicHome
import Essentials
import Foundation

extension ScreenSetup {
    /// Refuses an output (`--cast`, `--record`, `--analytics`) that is a file the command
    /// reads (the script, the toggles file, a day file of the content folder, a
    /// `content` file of the script), that is or would be created inside a folder it
    /// reads (the content folder, the templates folder), or the file another output
    /// writes: the same file however named, links followed. Called before any output is
    /// opened, so that a refused command line writes nothing.
    func checkOutputs() throws(CommandFailure) {
        let outputs = options.outputs
        guard !outputs.isEmpty else { return }
        let inputs = readFiles
        for (index, output) in outputs.enumerated() {
            let example = output.option == .analytics ? "analytics.jsonl" : "session.cast"
            if let input = OutputFile.input(output.path, among: inputs) {
                throw CommandFailure(UsageError(
                    "--\(output.option.name) '\(Excerpt.of(output.path))' is \(input.name), the same file: writing it would destroy it",
                    hint: "give another file, e.g. --\(output.option.name) \(example)"))
            }
            if let folder = OutputFile.folder(containing: output.path, among: inputs) {
                throw CommandFailure(UsageError(
                    "--\(output.option.name) '\(Excerpt.of(output.path))' is inside \(folder.name), which the command reads: "
                        + "writing there would change what it reads",
                    hint: "give a file outside it, e.g. --\(output.option.name) \(example)"))
            }
            let identity = OutputFile.Identity(path: output.path)
            if let identity, let other = outputs[..<index].first(where: { OutputFile.Identity(path: $0.path) == identity }) {
                throw CommandFailure(UsageError(
                    "--\(output.option.name) '\(Excerpt.of(output.path))' is the file --\(other.option.name) writes",
                    hint: "give each its own file, e.g. --\(output.option.name) \(example)"))
            }
        }
    }

    /// Every file the command reads, named as a message names it.
    private var readFiles: [OutputFile.Input] {
        var files = inputs
        if let path = togglesPath { files.append(OutputFile.Input("the toggles file '\(Excerpt.of(path))'", path: path)) }
        if let folder = options.content, !ContentProviders.isURL(folder),
           let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            // The files the folder's provider reads: its index and its day files.
            for name in names.sorted() where name == "index.json" || (name.hasSuffix(".json") && Day(String(name.dropLast(5))) != nil) {
                let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
                let what = name == "index.json" ? "the index" : "the day file"
                files.append(OutputFile.Input("\(what) '\(Excerpt.of(path))' of --content", path: path))
            }
        }
        if let folder = options.content, !ContentProviders.isURL(folder) {
            files.append(OutputFile.Input("the content folder '\(Excerpt.of(folder))'", path: folder, isFolder: true))
        }
        if let folder = templatesFolder {
            files.append(OutputFile.Input("the templates folder '\(Excerpt.of(folder))'", path: folder, isFolder: true))
        }
        return files
    }
}
