notice(binary_file('mod/x'))
