notice('09' + 1)
