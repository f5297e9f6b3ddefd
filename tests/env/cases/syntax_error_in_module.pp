include demo::bad
