notice({1 => {2 => 'x'}}.dig(1, 2))
notice({[1] => 'arr'}.dig([1]))
