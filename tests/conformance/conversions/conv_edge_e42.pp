notice(Float('4.9e-324'))
