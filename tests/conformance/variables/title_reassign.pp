$title = 'x'
