notice(Float('1e308'))
