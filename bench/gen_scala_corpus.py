#!/usr/bin/env python3
"""Writes two Scala corpora of at least N lines each (default 100000) for the scan benchmark:
OUT_DIR/streaming: the project's Scala cases and demo (every Scala shape the rules read), each copy
with its own object, table and checkpoint names; OUT_DIR/plain: generated everyday Scala with no
Spark streaming in it (case classes, traits, pattern matches, collections, for-comprehensions,
string interpolation), the kind of code a prefilter must skip.
With --single FILE LINES: one Scala file of about LINES lines made of the streaming templates that
parse (for the keystroke benchmark: bench_edit_latency FILE).
Usage: bench/gen_scala_corpus.py OUT_DIR [LINES]  |  bench/gen_scala_corpus.py --single FILE LINES
"""
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def templates():
    found = []
    for folder in ("testdata/scala_cases", "testdata/demo"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                if name.endswith(".scala"):
                    with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                        found.append((name, f.read()))
    return found


def plain_file(rng, n):
    """One generated file of ordinary Scala (about 200 lines), no streaming token in it."""
    entity = f"Entity{n}"
    out = [f"package generated.domain{n % 17}", "", "import scala.collection.mutable", "import scala.util.{Try, Success, Failure}", ""]
    out.append(f"final case class {entity}(id: Long, name: String, tags: List[String], score: Double)")
    out.append("")
    out.append(f"sealed trait Event{n}")
    for k in range(4):
        out.append(f"final case class Changed{n}_{k}(id: Long, value: Int) extends Event{n}")
    out.append("")
    out.append(f"object {entity}Service {{")
    out.append(f"  private val cache = mutable.Map.empty[Long, {entity}]")
    for m in range(12):
        out.append(f"  def compute{m}(items: Seq[{entity}], limit: Int = {rng.randint(1, 99)}): Seq[(Long, Double)] = {{")
        out.append(f"    val filtered = items.filter(_.score > {rng.random():.3f}).take(limit)")
        out.append("    val grouped = filtered.groupBy(_.tags.headOption.getOrElse(\"none\"))")
        out.append("    val totals = for {")
        out.append("      (tag, group) <- grouped.toSeq")
        out.append("      item <- group if item.name.nonEmpty")
        out.append("    } yield item.id -> group.map(_.score).sum")
        out.append(f"    println(s\"compute{m}: ${{totals.size}} totals for ${{items.size}} items\")")
        out.append("    totals.sortBy(-_._2)")
        out.append("  }")
        out.append("")
    out.append(f"  def handle(event: Event{n}): String = event match {{")
    for k in range(4):
        out.append(f"    case Changed{n}_{k}(id, value) if value > {k} => s\"changed {k}: $id -> $value\"")
        out.append(f"    case Changed{n}_{k}(id, _) => s\"ignored {k}: $id\"")
    out.append("  }")
    out.append("")
    out.append(f"  def load(id: Long): Try[{entity}] = cache.get(id) match {{")
    out.append("    case Some(found) => Success(found)")
    out.append(f"    case None => Failure(new NoSuchElementException(s\"no entity $id\"))")
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def renamed(text, copy):
    """A template with its own object, table and checkpoint names for copy number `copy`."""
    body = re.sub(r"\bobject (\w+)", lambda m: f"object {m.group(1)}C{copy}", text)
    body = re.sub(r'"((?:/|[a-z0-9]+://)[^"]*)"', lambda m: f'"{m.group(1)}/c{copy}"', body)  # paths and URIs
    return re.sub(r'"(\w+)\.(\w+)"', lambda m: f'"{m.group(1)}.{m.group(2)}_c{copy}"', body)


def single(path, target):
    # Templates that parse whole (the notebook case holds a broken cell on purpose), as plain files.
    sources = [(n, t.replace("// Databricks notebook source\n", "")) for n, t in templates() if "broken" not in t]
    parts, lines, copy = [], 0, 0
    while lines < target:
        for _, text in sources:
            if lines >= target:
                break
            body = renamed(text, copy)
            parts.append(body)
            lines += body.count("\n")
        copy += 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(parts))


def main():
    if sys.argv[1] == "--single":
        return single(sys.argv[2], int(sys.argv[3]))
    out = sys.argv[1]
    target = int(sys.argv[2]) if len(sys.argv) > 2 else 100000
    streaming, plain = os.path.join(out, "streaming"), os.path.join(out, "plain")
    os.makedirs(streaming, exist_ok=True)
    os.makedirs(plain, exist_ok=True)
    sources = templates()
    lines = copy = 0
    while lines < target:
        for name, text in sources:
            # Own names per copy: objects, tables and checkpoint paths never repeat across files.
            body = renamed(text, copy)
            with open(os.path.join(streaming, f"c{copy}_{name}"), "w", encoding="utf-8") as f:
                f.write(body)
            lines += body.count("\n")
        copy += 1
    rng = random.Random(7)
    lines = n = 0
    while lines < target:
        body = plain_file(rng, n)
        with open(os.path.join(plain, f"Domain{n}.scala"), "w", encoding="utf-8") as f:
            f.write(body)
        lines += body.count("\n")
        n += 1


if __name__ == "__main__":
    main()
