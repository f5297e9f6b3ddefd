notice(template('x') |$x| { 1 })
