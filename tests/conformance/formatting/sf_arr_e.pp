notice(String(['a', 'b'], { Array => { separator2 => ';' } }))
