notic('x')
