notice([Integer[1], Integer[2]].sort)
