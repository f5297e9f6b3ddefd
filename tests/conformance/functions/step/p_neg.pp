notice([1,2].step(-1))
