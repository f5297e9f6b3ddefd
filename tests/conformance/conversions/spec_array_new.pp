# spec "Array.new": a non-empty Hash gives [k, v] tuples, an empty Hash an empty array, an
# Array is returned, an Iterable is turned into an array; Example ensuring value is array
notice(Array({'a' => 1, 'b' => 2}))
notice(Array({}))
notice(Array([1, 2]))
notice(Array(Integer[1, 3]))
notice(Array('abc'))
$value = 'one'
$arr = Array($value, true)
notice($arr)
$value2 = ['one']
notice(Array($value2, true))
notice(Array({'a' => 1}, true))
notice(Array({'a' => 1}, false))
