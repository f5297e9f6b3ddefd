notice([1].map)
