def console(sdf, name):
    return sdf.writeStream.queryName(name).format("console").start()
