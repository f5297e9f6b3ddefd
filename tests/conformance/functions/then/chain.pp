notice([1, 2, 3].then |$a| { $a[1] }.then |$x| { $x * 100 })
notice({a => 1}[b].then |$x| { $x }.lest || { 'nothing' })
