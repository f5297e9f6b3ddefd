$range = ["0", "1"]
notice([a, b, c][$range])
