// The streamlint VS Code extension: starts `streamlint server` (LSP over stdio) for Python files
// and notebook cells, passes settings through workspace/configuration, and offers restart, output
// and workspace review commands.
import * as fs from "fs";
import * as path from "path";
import * as vscode from "vscode";
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  Trace,
  TransportKind,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;
let output: vscode.OutputChannel;

// streamlint.path, else the binary bundled in the extension, else `streamlint` on PATH.
function serverPath(context: vscode.ExtensionContext): string {
  const configured = vscode.workspace.getConfiguration("streamlint").get<string>("path", "");
  if (configured) return configured;
  const bundled = context.asAbsolutePath(path.join("bin", "streamlint"));
  return fs.existsSync(bundled) ? bundled : "streamlint";
}

// The `streamlint` section as the server reads it (targetDbr / compute; empty means unset).
function serverSettings(): Record<string, string> {
  const config = vscode.workspace.getConfiguration("streamlint");
  const settings: Record<string, string> = {};
  const dbr = config.get<string>("targetDbr", "");
  const compute = config.get<string>("compute", "");
  if (dbr) settings.targetDbr = dbr;
  if (compute) settings.compute = compute;
  return settings;
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const config = vscode.workspace.getConfiguration("streamlint");
  if (!config.get<boolean>("enable", true)) return;
  const command = serverPath(context);
  const serverOptions: ServerOptions = {
    command,
    args: ["server", ...config.get<string[]>("args", [])],
    transport: TransportKind.stdio,
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "python" },
      { scheme: "untitled", language: "python" },
      { notebook: "*", language: "python" },
      { notebook: "*", language: "sql" },  // SQL cells (a cell whose language is SQL)
      { notebook: "*", language: "scala" },  // Scala cells (a Scala kernel's, or a cell set to Scala)
      // Pipeline SQL sources (SR703: CREATE OR REFRESH, not CREATE OR REPLACE).
      { scheme: "file", language: "sql" },
      // Scala jobs and Scala notebook exports (the extension declares the `scala` language for
      // *.scala, so this holds without a Scala extension installed).
      { scheme: "file", language: "scala" },
      // Bundle configuration (databricks.yml and the files it includes): the conf rules report
      // on each cluster's spark_conf key, as `check` does.
      { scheme: "file", language: "yaml" },
    ],
    outputChannel: output,
    initializationOptions: serverSettings(),
    middleware: {
      workspace: {
        // Answer workspace/configuration for the `streamlint` section with the server's shape.
        configuration: (params, token, next) =>
          params.items.map((item) => (item.section === "streamlint" ? serverSettings() : null)),
      },
    },
  };
  client = new LanguageClient("streamlint", "streamlint", serverOptions, clientOptions);
  output.appendLine(`starting ${command} server`);
  await client.start();
  const trace = config.get<string>("trace.server", "off");
  await client.setTrace(trace === "verbose" ? Trace.Verbose : trace === "messages" ? Trace.Messages : Trace.Off);
}

async function stop(): Promise<void> {
  if (client) await client.stop();
  client = undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel("streamlint");
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand("streamlint.restartServer", async () => {
      await stop();
      await start(context);
    }),
    vscode.commands.registerCommand("streamlint.showOutput", () => output.show()),
    vscode.commands.registerCommand("streamlint.reviewWorkspace", async () => {
      if (!client) return;
      const markdown = (await client.sendRequest("workspace/executeCommand", {
        command: "streamlint.review",
        arguments: [],
      })) as string;
      // Rendered, as a reviewer reads it (the Markdown source stays one command away).
      const doc = await vscode.workspace.openTextDocument({ language: "markdown", content: markdown });
      await vscode.commands.executeCommand("markdown.showPreview", doc.uri);
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration("streamlint")) return;
      // Path, args and enable need a new process; the rest reaches the running server.
      if (["path", "args", "enable"].some((key) => event.affectsConfiguration(`streamlint.${key}`))) {
        await stop();
        await start(context);
      } else if (client) {
        await client.sendNotification("workspace/didChangeConfiguration", { settings: { streamlint: serverSettings() } });
      }
    }),
  );
  await start(context);
}

export async function deactivate(): Promise<void> {
  await stop();
}
