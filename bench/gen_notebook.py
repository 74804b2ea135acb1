#!/usr/bin/env python3
"""Writes a Jupyter notebook of CELLS code cells (10 lines of streaming code each) whose outputs
are PNG images of IMAGE_KB kilobytes (base64), and the same code alone as a .py file beside it:
the input of bench/run_notebook_bench. Usage: gen_notebook.py OUT_DIR [CELLS] [IMAGE_KB]"""
import base64
import json
import os
import random
import sys

out, cells, image_kb = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100, int(sys.argv[3]) if len(sys.argv) > 3 else 500
random.seed(7)
os.makedirs(out, exist_ok=True)
notebook_cells, code = [], []
for i in range(cells):
    source = [f"df{i} = spark.readStream.format('rate').load()\n"]
    source += [f"df{i} = df{i}.withColumn('c{j}', df{i}.value + {j})\n" for j in range(8)]
    source += [f"q{i} = df{i}.writeStream.format('delta').option('checkpointLocation', '/chk/{i}').trigger(availableNow=True).start('/out/{i}')"]
    code.append("".join(source))
    png = base64.b64encode(random.randbytes(image_kb * 1024 * 3 // 4)).decode()
    notebook_cells.append({"cell_type": "code", "execution_count": i + 1, "metadata": {},
                           "outputs": [{"data": {"image/png": png, "text/plain": ["<Figure size 640x480>"]},
                                        "metadata": {}, "output_type": "display_data"}],
                           "source": source})
notebook = {"cells": notebook_cells,
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}
with open(os.path.join(out, "images.ipynb"), "w") as f:
    json.dump(notebook, f, indent=1)
with open(os.path.join(out, "images_code.py"), "w") as f:
    f.write("\n".join(code) + "\n")
