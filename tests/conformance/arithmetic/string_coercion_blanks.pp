notice(' 12 ' + 1)
