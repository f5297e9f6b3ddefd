notice([/a/, Integer[1], "s", 1.5, undef, default])
