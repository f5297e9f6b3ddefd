notice(Integer(Float('1e18')))
