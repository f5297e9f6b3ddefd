notice('before')
foo { 'x': }
