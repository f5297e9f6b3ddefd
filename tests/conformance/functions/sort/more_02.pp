notice([1,"a"].sort)
