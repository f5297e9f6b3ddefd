notice([*1])
