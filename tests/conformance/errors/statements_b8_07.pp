notice(undef == nil)
