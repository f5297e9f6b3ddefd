notice(!0)
notice(0 or false)
