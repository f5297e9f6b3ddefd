notify { 'kinds':
  message => {
    'int' => 1, 'float' => 2.5, 'bool' => false, 'str' => 'x',
    'arr' => [1, [2, 3]], 'hash' => { 'nested' => { 'deep' => true } },
    'undef_in_array' => [undef, 1],
  },
}
