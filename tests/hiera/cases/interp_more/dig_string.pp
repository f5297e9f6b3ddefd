notice(lookup('dig_into_string'))
