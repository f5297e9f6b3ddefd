notice(lookup('a', {override => {a => 5}}))
