tagged()
