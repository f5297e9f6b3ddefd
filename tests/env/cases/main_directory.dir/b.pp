notice('b file')
