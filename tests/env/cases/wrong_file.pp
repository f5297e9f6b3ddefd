include demo::wrong
