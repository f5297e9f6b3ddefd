notice(' 5' + 1)
