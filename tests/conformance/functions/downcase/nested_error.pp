downcase(['A', true])
