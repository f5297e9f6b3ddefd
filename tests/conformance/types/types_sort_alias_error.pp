notice([Integer[1], Data].sort)
