notice(String(['a', 'b'], { Array => { frobnicate => 'x' } }))
