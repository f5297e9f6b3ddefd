notice({1 => 'one', [1,2] => 'arr', undef => 'u'})
