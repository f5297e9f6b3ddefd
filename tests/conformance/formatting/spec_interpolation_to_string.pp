# spec "Hash to String", "Array to String", "Type to String", "Regexp to String", "Numeric to String"
$h = {'a' => 1, 'b' => [2, 'c']}
$a = [1, 'two', [3], {'k' => 'v'}]
notice("${h}")
notice("${a}")
notice("${Hash[String, Integer]} ${Integer[1, 2]} ${Optional[String]}")
notice("${/ab+c/}")
$hex = 0x1F
$oct = 010
$fl = 1.5
notice("${hex} ${oct} ${fl} ${-7}")
notice("${[]} ${{}}")
