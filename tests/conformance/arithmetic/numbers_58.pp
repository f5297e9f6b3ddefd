notice(Float("1e400"))
