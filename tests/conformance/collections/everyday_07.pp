notice("%s" % 1)
