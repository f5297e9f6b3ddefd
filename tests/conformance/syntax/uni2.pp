notice(é)
