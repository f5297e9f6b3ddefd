notice(file('demo/none', 'nomod/x'))
