notice(Boolean[true])
notice(Boolean[false])
notice(true =~ Boolean[false])
