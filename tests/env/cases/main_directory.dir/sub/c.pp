notice('sub file')
