notice(1.then || { 5 })
