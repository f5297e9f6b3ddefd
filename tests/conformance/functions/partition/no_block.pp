partition([1])
