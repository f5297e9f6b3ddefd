notice(Float("  x \n"))
