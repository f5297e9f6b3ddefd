notice(Boolean("yes"))
