notice('hello'.index |$c| { $c == 'l' })
notice('hello'.index |$i, $c| { $i > 2 })
