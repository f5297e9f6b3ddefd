notice('7 ' + 1)
