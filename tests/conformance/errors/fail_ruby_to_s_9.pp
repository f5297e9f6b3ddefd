fail(['it\'s', "q\""])
