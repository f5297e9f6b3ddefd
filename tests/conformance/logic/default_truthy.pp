notice(!default)
notice(default and true)
