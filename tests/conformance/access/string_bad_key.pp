notice('abc'[a])
