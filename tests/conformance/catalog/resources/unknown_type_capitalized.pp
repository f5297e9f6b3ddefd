Nope { 'x': }
