notice(join([undef, 'a', true]))
