chop()
