notice('hello'.index |$c| { $c == 'o' })
