fail([undef, 1.0, [], {}])
