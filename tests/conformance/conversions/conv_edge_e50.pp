notice(Float(-1.5, true))
