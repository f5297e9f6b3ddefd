notice([undef, 1].sort)
