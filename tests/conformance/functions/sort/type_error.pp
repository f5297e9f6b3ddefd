sort({b => 1})
