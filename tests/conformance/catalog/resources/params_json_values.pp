notify { 'vals':
  message => {
    'int'   => 1,
    'float' => 2.5,
    'bool'  => false,
    'arr'   => [1, undef, 'x'],
    'nested' => { 'k' => [true] },
  },
}
