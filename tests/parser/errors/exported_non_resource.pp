@@notice(1)
