notice(file('mod/x'))
