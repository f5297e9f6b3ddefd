notice(['a b', "it's", "q\"d", "nl\n", "tab\t", "uni é", "\u0001", "\\"])
