notice({a=>1,b=>2}.index |$v| { $v == 2 })
