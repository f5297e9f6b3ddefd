notice(find_template('x/y.erb'))
