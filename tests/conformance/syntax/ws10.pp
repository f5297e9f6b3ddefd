notice('a
b'.length)
