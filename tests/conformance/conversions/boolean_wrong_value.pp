notice(Boolean[false]('yes'))
