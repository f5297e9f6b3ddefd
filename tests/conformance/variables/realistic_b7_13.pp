$list = ['x', 'y', 'z']
$indexed = $list.map |$i, $v| { "${i}:${v}" }
notice($indexed)
notice($list.each_with_index)
