notice(lookup('a', String, {knockout_prefix => '--'}, 'x'))
