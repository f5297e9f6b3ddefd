notice([1].all)
