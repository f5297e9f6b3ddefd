notice([1,2].map)
