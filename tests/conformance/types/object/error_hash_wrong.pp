notice(Error({msg => 'x', extra => 1}))
