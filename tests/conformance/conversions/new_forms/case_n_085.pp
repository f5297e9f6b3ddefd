notice(Hash.new({}))
