notice(type({a => undef, b => 1}, 'reduced'))
notice(type({a => undef, b => 1}, 'generalized'))
