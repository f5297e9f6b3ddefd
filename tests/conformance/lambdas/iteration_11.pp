notice([1,2].each)
