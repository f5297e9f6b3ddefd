notice(String('x', '%99999999999s'))
