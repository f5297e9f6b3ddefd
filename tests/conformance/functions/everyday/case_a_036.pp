notice(flatten())
