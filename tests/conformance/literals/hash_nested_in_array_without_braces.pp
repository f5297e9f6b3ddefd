notice([a => 1])
