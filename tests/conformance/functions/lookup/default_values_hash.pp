notice(lookup({name => 'a', default_values_hash => {a => 7}}))
