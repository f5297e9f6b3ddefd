notice(lookup('a', {default_values_hash => {a => 'v'}, value_type => Integer}))
