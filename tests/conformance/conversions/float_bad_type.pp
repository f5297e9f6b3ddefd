notice(Float({a => 1}))
