notice(String(['a', 'b'], { Array => 'xx' }))
