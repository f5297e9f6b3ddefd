notice([5,6,7].step(2).keys)
