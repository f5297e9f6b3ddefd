notice({a=>1,b=>2}.index |$k, $v| { $k == 'b' })
