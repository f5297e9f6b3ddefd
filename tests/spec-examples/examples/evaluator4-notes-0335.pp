"Hello World"[6]    # => "W"
"Hello World"[1,3]  # => "Hel"
"Hello World"[6,-1] # => "World"
