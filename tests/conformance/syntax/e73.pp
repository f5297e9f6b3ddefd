notice(~1)
