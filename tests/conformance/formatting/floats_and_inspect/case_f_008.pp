notice(5e-324)
