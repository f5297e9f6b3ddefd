fail(1.5, undef, true, default, /re/, Integer)
