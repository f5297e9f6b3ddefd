notice({'A'=>1} == {'a'=>1})
notice({'a'=>'X'} == {'a'=>'x'})
