$h = {and => 1}
