notice(lookup('a.b', {override => {a => {b => 7}}}))
