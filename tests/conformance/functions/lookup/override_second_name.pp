notice(lookup(['x', 'a'], {override => {a => 5}}))
