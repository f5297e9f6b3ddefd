notice([1, *undef, 2])
