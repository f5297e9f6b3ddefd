$a = [true, false, undef, default]
