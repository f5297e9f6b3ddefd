notice(lookup('dig_into_int'))
