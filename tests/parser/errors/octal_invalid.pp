notice(09)
