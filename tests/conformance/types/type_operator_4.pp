notice(Integer and true)
