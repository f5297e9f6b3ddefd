notice("a ${1 / 0} b")
