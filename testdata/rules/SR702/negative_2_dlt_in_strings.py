# expect: none
# import dlt  (legacy)
HELP = "Replace `import dlt` with `from pyspark import pipelines as dp`."
dltx = __import__("json")
