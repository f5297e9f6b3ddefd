foo::bar { 'x': }
