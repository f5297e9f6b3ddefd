sort()
