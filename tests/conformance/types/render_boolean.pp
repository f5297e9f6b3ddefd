notice(Boolean[true])
notice(Boolean[false])
notice(Boolean)
