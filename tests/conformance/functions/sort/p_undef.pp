notice(sort([undef, 1]))
