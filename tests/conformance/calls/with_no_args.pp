notice(with() || { "none" })
