notice(lookup('a', {override => {a => 5}, value_type => String}))
