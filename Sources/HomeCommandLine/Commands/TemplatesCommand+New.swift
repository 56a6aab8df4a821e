import Diagnostics
import DynamicHome
import Foundation

extension TemplatesCommand {
    /// `home templates new STYLE --package DIR [--from URL [--branch NAME]]`: checks every name first, so
    /// that a name that would not compile, a folder that is not empty or a style already
    /// registered writes nothing.
    static func newPackage(_ arguments: ParsedArguments, operands: [String], context: CommandContext) throws(CommandFailure) -> Int32 {
        let usage = "usage: home templates new STYLE --package DIR [--from URL [--branch NAME]]"
        guard operands.count == 1, let style = operands.first else {
            throw CommandFailure(UsageError(
                operands.isEmpty ? "'home templates new' needs a template style" : "'home templates new' takes one style, not \(operands.count)",
                hint: usage))
        }
        if let problem = Starter.problem(withStyle: style, factory: context.factory) { throw CommandFailure(problem) }
        let given: String?
        do { given = try arguments.path(.package) } catch { throw CommandFailure(error) }
        guard let path = given else {
            throw CommandFailure(UsageError("'home templates new' needs the folder to write in", hint: usage))
        }
        guard !path.contains("://") else {
            throw CommandFailure(UsageError("--package takes a folder, not the URL '\(Excerpt.of(path))'", hint: "e.g. --package ../my-home"))
        }
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        if let problem = Starter.problem(withPackageName: folder.lastPathComponent, style: style) { throw CommandFailure(problem) }
        if let problem = Starter.problem(writingIn: folder, as: path) { throw problem }
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
            throw CommandFailure("the folder \(Excerpt.of(path)) is not empty (\(entries.count == 1 ? "1 entry" : "\(entries.count) entries")); give a folder that is empty or not there yet")
        }
        let dependency: Starter.Dependency
        if let from = arguments.value(.from) {
            guard let url = URL(string: from), url.scheme != nil, !Starter.identity(of: url).isEmpty else {
                throw CommandFailure(UsageError("--from takes a git URL, not '\(Excerpt.of(from))'", hint: "e.g. --from https://github.com/you/DynamicHome.git"))
            }
            let branch = arguments.value(.branch) ?? "main"
            guard Starter.isBranchName(branch) else {
                throw CommandFailure(UsageError("'\(Excerpt.of(branch))' cannot be a git branch name", hint: "e.g. --branch main"))
            }
            dependency = .git(url, branch: branch)
        } else {
            if arguments.value(.branch) != nil {
                throw CommandFailure(UsageError("--branch names a branch of --from URL; give --from too", hint: "e.g. --from https://github.com/you/DynamicHome.git --branch main"))
            }
            guard let checkout = Starter.checkout else {
                throw CommandFailure("cannot find the DynamicHome checkout home was built from; give --from URL to depend on it by git")
            }
            dependency = .path(Starter.path(to: checkout, from: folder))
        }
        let starter = Starter(style: style, folder: folder, dependency: dependency)
        try starter.write()
        context.console.write("""
            wrote the package \(starter.executable) in \(folder.path), with the template style '\(style)':
            \(starter.files.map { "  \($0.path)" }.joined(separator: "\n"))
            next:
              cd \(folder.path)
              swift build && swift test
              swift run \(starter.executable) --template \(style)
              swift run \(starter.executable) toggles validate FeatureToggles.json   # the experiment: list or \(style), half each

            """)
        return 0
    }
}
