chop(true)
