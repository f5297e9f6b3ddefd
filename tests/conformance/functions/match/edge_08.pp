notice(match(undef, /1/))
