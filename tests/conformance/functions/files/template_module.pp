notice(template('x/y.erb', 'z/w.erb'))
