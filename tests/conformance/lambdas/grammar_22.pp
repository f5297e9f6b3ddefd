notice({unless => 1, and => 2})
