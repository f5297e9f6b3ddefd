notice([Integer].sort)
