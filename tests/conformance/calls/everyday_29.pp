notice(include_this)
