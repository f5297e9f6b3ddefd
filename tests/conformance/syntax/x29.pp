notice(!!!true)
