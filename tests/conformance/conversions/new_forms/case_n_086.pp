notice(Hash.new(undef))
