notice([1].reduce |$m, $x| { 'never' })
