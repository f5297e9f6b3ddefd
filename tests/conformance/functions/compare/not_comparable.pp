compare([1], [2])
