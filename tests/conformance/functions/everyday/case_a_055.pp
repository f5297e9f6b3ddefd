notice('abcde'.slice(2))
